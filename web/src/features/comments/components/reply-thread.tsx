import type { TInboxComment } from '@common/schemas/comment'
import { RelativeTime } from '@/components/ui/relative-time'

export function ReplyThread({ replies }: { replies: TInboxComment['replies'] }) {
  if (replies.length === 0) return null
  return (
    <ul aria-label="Replies" className="space-y-2 border-l-2 border-muted pl-3">
      {replies.map((reply) => (
        <li key={reply.id} className="text-sm">
          <span className="font-medium">@{reply.username}</span>{' '}
          {reply.isOwn ? <span className="text-xs text-primary">(account)</span> : null}{' '}
          <span className="text-muted-foreground">
            <RelativeTime iso={reply.commentedAt} />
          </span>
          <p className="whitespace-pre-line break-words">{reply.text}</p>
        </li>
      ))}
    </ul>
  )
}
