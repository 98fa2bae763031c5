import type { TInboxComment } from '@common/schemas/comment'

// Why this comment cannot be answered privately now, or null when it can. Instagram allows one
// private reply per comment within 7 days; a reply the church declined leaves the way open for
// another; an account connected before Flock asked for messaging must reconnect first.
export function privateReplyUnavailable(comment: TInboxComment): string | null {
  if (comment.replyBlockedReason) return comment.replyBlockedReason
  if (comment.privateReplyBlockedReason) return comment.privateReplyBlockedReason
  if (comment.privateReply && comment.privateReply.status !== 'declined')
    return 'A private reply to this comment has already been written.'
  return null
}
