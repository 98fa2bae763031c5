import { CornerUpLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useOutgoingAction } from '../api/comment-actions'

// Takes back a reply (public or private) still awaiting the church's approval: a typo, the wrong
// comment (decision 053). A direct action with a toast, as Discard is: nothing has been posted, and
// the comment is open again for a corrected reply. If the church decided first, the toast says so.
export function WithdrawReplyButton({
  outgoingId,
  privately = false,
}: {
  outgoingId: string
  privately?: boolean
}) {
  const what = privately ? 'Private reply' : 'Reply'
  const withdraw = useOutgoingAction(outgoingId, 'withdraw', {
    onSuccess: () =>
      toast.success(`${what} withdrawn`, {
        description: 'The church no longer sees it. You can write a corrected one.',
      }),
    onError: (error) => toast.error(`${what} not withdrawn`, { description: error.message }),
  })
  return (
    <Button
      size="sm"
      variant="outline"
      data-action="withdraw"
      // The visible word starts the name, as speech input expects; the rest says which reply.
      aria-label={`Withdraw the ${privately ? 'private reply' : 'reply'}`}
      disabled={withdraw.isPending}
      onClick={() => withdraw.mutate(undefined)}
    >
      <CornerUpLeft aria-hidden /> Withdraw
    </Button>
  )
}
