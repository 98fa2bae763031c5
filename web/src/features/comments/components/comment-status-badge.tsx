import type { TInboxComment } from '@common/schemas/comment'
import { Badge } from '@/components/ui/badge'

export function CommentStatusBadge({ comment }: { comment: TInboxComment }) {
  if (comment.responseStatus === 'responded') return <Badge variant="success">Responded</Badge>
  if (comment.responseStatus === 'sending' && comment.outgoing?.status === 'awaiting_approval')
    return <Badge variant="warning">Awaiting approval</Badge>
  if (comment.responseStatus === 'sending') return <Badge variant="secondary">Sending...</Badge>
  if (comment.responseStatus === 'done') return <Badge variant="secondary">Done</Badge>
  // Instagram refused the reply: not answered, and not merely open either.
  if (comment.outgoing?.status === 'failed')
    return <Badge variant="destructive">Reply not sent</Badge>
  // A hidden comment cannot be answered on Instagram, so it is not waiting for anyone.
  if (comment.hidden) return null
  return <Badge variant="warning">Open</Badge>
}
