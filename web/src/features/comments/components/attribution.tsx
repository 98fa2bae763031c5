import type { TInboxComment } from '@common/schemas/comment'
import { RelativeTime } from '@/components/ui/relative-time'

// Which teammate answered or hid the comment, kept after they leave the team.
export function Attribution({ comment }: { comment: TInboxComment }) {
  // Answered only by a private reply: its own line says who sent it ("Private reply sent by …").
  const onlyPrivately = comment.privateReply?.status === 'sent' && !comment.responseText
  const replied = comment.respondedBy && comment.respondedAt && !onlyPrivately
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
