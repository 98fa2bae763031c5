import { AlertCircle, Pencil, RotateCcw, X } from 'lucide-react'
import { toast } from '@/lib/toast'
import type { TOutgoing } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { useOutgoingAction } from '../api/comment-actions'

// A reply that failed for good: why, and what can be done about it. While it waits, these are
// the card's only ways to answer, so the comment never gets a second reply beside it. Retry and
// Edit need the account connected; `blocked` says why they cannot be used.
export function OutgoingFailure({
  outgoing,
  blocked,
  onEdit,
}: {
  outgoing: TOutgoing
  blocked: boolean
  onEdit: () => void
}) {
  const retry = useOutgoingAction(outgoing.id, 'retry')
  const discard = useOutgoingAction(outgoing.id, 'discard')
  const onError = (error: Error) => toast.error('Error', { description: error.message })
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertCircle className="size-4" aria-hidden /> Reply not sent
      </p>
      <p className="mt-1 whitespace-pre-line break-words">“{outgoing.message}”</p>
      {outgoing.lastError ? <p className="mt-1 text-red-800">{outgoing.lastError}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={blocked || retry.isPending}
          onClick={() => retry.mutate(undefined, { onError })}
        >
          <RotateCcw aria-hidden /> Retry
        </Button>
        <Button size="sm" variant="outline" disabled={blocked} onClick={onEdit}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={discard.isPending}
          onClick={() =>
            discard.mutate(undefined, {
              onSuccess: () => toast.success('Reply discarded'),
              onError,
            })
          }
        >
          <X aria-hidden /> Discard
        </Button>
      </div>
    </div>
  )
}
