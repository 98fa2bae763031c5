import { Check, Pencil, X } from 'lucide-react'
import { Button } from '@/components/ui/button'

// What a church can do with what the agency wrote for it (a reply, a message, a post): approve it
// as it is, edit it and approve its own version, or decline it with a reason.
export function ApprovalChoices({
  pending,
  onApprove,
  onEdit,
  onDecline,
}: {
  pending: boolean
  onApprove: () => void
  onEdit: () => void
  onDecline: () => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={pending} onClick={onApprove}>
        <Check aria-hidden /> Approve
      </Button>
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden /> Edit and approve
      </Button>
      <Button size="sm" variant="outline" onClick={onDecline}>
        <X aria-hidden /> Decline
      </Button>
    </div>
  )
}
