import { CircleCheck, Hourglass, Undo2 } from 'lucide-react'
import type { TOutgoing } from '@common/schemas/comment'
import { RelativeTime } from '@/components/ui/relative-time'
import { WithdrawReplyButton } from './withdraw-reply-button'

// Where a reply that needed the church's approval stands, on the agency's card and detail pane:
// waiting for the church, approved and on its way (or sent), or declined with the church's
// reason, in which case the comment is open for a new reply. Realtime events keep it current.
// While it waits the agency may withdraw it (a typo, the wrong comment) and write another.
export function OutgoingApproval({ outgoing }: { outgoing: TOutgoing }) {
  const review = outgoing.review
  if (outgoing.status === 'awaiting_approval')
    return (
      <div
        role="status"
        data-outgoing-state="awaiting_approval"
        className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="flex items-center gap-2 font-medium">
          <Hourglass className="size-4 shrink-0" aria-hidden /> Awaiting the church's approval
        </p>
        <p className="mt-1 whitespace-pre-line break-words">“{outgoing.message}”</p>
        <div className="mt-2">
          <WithdrawReplyButton outgoingId={outgoing.id} />
        </div>
      </div>
    )
  if (outgoing.status === 'declined' && review)
    return (
      <div
        role="status"
        data-outgoing-state="declined"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950"
      >
        <p className="flex items-start gap-2 font-medium">
          <Undo2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="break-words">
            Declined by {review.by}: {review.reason}
          </span>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-red-900/80">
          Not posted: “{outgoing.message}” · <RelativeTime iso={review.at} />
        </p>
      </div>
    )
  if (review?.decision === 'approved' && outgoing.status !== 'failed') {
    const sent = outgoing.status === 'sent'
    return (
      <p
        role="status"
        data-outgoing-state={sent ? 'sent' : 'approved'}
        className="flex items-center gap-2 text-sm text-muted-foreground"
      >
        <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden />
        {sent ? `Approved by ${review.by} · Sent` : `Approved by ${review.by} · Sending…`}
      </p>
    )
  }
  return null
}
