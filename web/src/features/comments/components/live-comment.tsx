import { Radio } from 'lucide-react'
import type { TInboxComment } from '@common/schemas/comment'
import { Badge } from '@/components/ui/badge'

// Comments on a live broadcast (decision 077): Instagram takes no public reply to them, and a
// private one only while the broadcast is on air.
export function LiveBadge({ comment }: { comment: TInboxComment }) {
  if (!comment.live) return null
  return comment.live.endedAt ? (
    <Badge variant="outline" title="Comment on a live broadcast that has ended">
      Live · ended
    </Badge>
  ) : (
    <Badge variant="destructive" title="Comment on a live broadcast, on air now">
      <Radio className="mr-1 size-3" aria-hidden /> Live
    </Badge>
  )
}

// Said where the public Reply would be: why it is not offered, and what still can be done.
export function LiveCommentNote({ comment }: { comment: TInboxComment }) {
  if (!comment.live) return null
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-live-note>
      <Radio className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="sr-only">Public reply unavailable: </span>
        {comment.live.endedAt
          ? 'The live broadcast has ended: Instagram no longer allows a reply to this comment, public or private.'
          : 'Comment on a live broadcast: Instagram does not allow public replies to it. Reply privately while it is live.'}
      </span>
    </p>
  )
}
