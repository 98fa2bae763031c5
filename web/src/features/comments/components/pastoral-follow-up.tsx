import type { TCommentPastoral } from '@common/schemas/pastoral'
import { RelativeTime } from '@/components/ui/relative-time'

// Where a flagged comment stands with its church, for the agency: routed or not, seen, and
// followed up (by whom, when, with the church's private note).
export function PastoralFollowUp({ pastoral }: { pastoral: TCommentPastoral }) {
  if (pastoral.flags.every((flag) => flag === 'contact')) return null
  const routed = pastoral.routed
  if (!routed) {
    return (
      <p className="text-sm text-muted-foreground">
        Not routed to the church: its pastoral care routing is off.
      </p>
    )
  }
  return (
    <div className="rounded-md border border-dashed p-2 text-sm" aria-label="Church follow-up">
      {routed.followedUpAt ? (
        <p>
          Followed up by {routed.followedUpBy} · <RelativeTime iso={routed.followedUpAt} />
        </p>
      ) : routed.seenAt ? (
        <p>
          Seen by church ({routed.seenBy}) · <RelativeTime iso={routed.seenAt} />
        </p>
      ) : (
        <p className="text-muted-foreground">Routed to the church · not seen yet</p>
      )}
      {routed.note ? (
        <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">
          Note from the church: {routed.note}
        </p>
      ) : null}
    </div>
  )
}
