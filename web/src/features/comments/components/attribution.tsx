import type { TInboxComment } from '@common/schemas/comment'
import { RelativeTime } from '@/components/ui/relative-time'

// Which teammate answered or hid the comment, kept after they leave the team.
export function Attribution({ comment }: { comment: TInboxComment }) {
  const replied = comment.respondedBy && comment.respondedAt
  const change = comment.hiddenChange
  if (!replied && !change) return null
  return (
    <div className="space-y-0.5 text-sm text-muted-foreground">
      {replied ? (
        <p>
          Replied by {comment.respondedBy} · <RelativeTime iso={comment.respondedAt!} />
        </p>
      ) : null}
      {change ? (
        <p>
          {comment.hidden ? 'Hidden' : 'Unhidden'} by {change.by} · <RelativeTime iso={change.at} />
        </p>
      ) : null}
    </div>
  )
}
