import type { TInboxComment } from '@common/schemas/comment'
import type { TLabel } from '@common/schemas/label'
import type { CommentRow } from '../comments/comments.repository'
import {
  type OutgoingViewRow,
  type PrivateReplyRow,
  privateReplyBlockedReason,
  toOutgoing,
} from '../outgoing/outgoing-view'
import type { listInboxPage } from './inbox.repository'

type PageRow = Awaited<ReturnType<typeof listInboxPage>>[number]
// A comment's row with its account, post, teammates' names and read state.
type InboxRow = Pick<
  PageRow,
  | 'comment'
  | 'accountUsername'
  | 'accountStatus'
  | 'accountStatusReason'
  | 'accountScopes'
  | 'respondedByName'
  | 'hiddenChangedByName'
  | 'doneByName'
  | 'assigneeName'
  | 'unread'
> & { post?: PageRow['post'] }
export function toInboxComment(
  row: InboxRow,
  replies: Pick<CommentRow, 'id' | 'username' | 'text' | 'commentedAt' | 'isOwn' | 'hidden'>[],
  outgoing: OutgoingViewRow | undefined,
  labels: TLabel[] = [],
  privateReply?: PrivateReplyRow,
): TInboxComment {
  const { comment, post } = row
  return {
    id: comment.id,
    accountId: comment.accountId,
    accountUsername: row.accountUsername,
    username: comment.username,
    text: comment.text,
    likeCount: comment.likeCount,
    hidden: comment.hidden,
    commentedAt: comment.commentedAt.toISOString(),
    responseStatus: comment.responseStatus,
    responseText: comment.responseText,
    respondedAt: comment.respondedAt?.toISOString() ?? null,
    respondedVia: comment.respondedVia,
    respondedBy: comment.respondedVia === 'flock' ? row.respondedByName : null,
    hiddenChange:
      row.hiddenChangedByName && comment.hiddenChangedAt
        ? { by: row.hiddenChangedByName, at: comment.hiddenChangedAt.toISOString() }
        : null,
    post: post?.id
      ? {
          id: post.id,
          imageUrl: post.thumbnailUrl ?? post.mediaUrl,
          caption: post.caption ?? '',
          permalink: post.permalink,
        }
      : null,
    replies: replies.map((reply) => ({
      id: reply.id,
      username: reply.username,
      text: reply.text,
      commentedAt: reply.commentedAt.toISOString(),
      isOwn: reply.isOwn,
      hidden: reply.hidden,
    })),
    outgoing: outgoing ? toOutgoing(outgoing) : null,
    replyBlockedReason: replyBlockedReason(row),
    assignee:
      comment.assigneeId && row.assigneeName
        ? { id: comment.assigneeId, name: row.assigneeName }
        : null,
    done:
      comment.responseStatus === 'done' && comment.doneAt
        ? { by: row.doneByName ?? 'A former teammate', at: comment.doneAt.toISOString() }
        : null,
    unread: row.unread,
    labels,
    privateReply: privateReply
      ? { ...toOutgoing(privateReply.outgoing), by: privateReply.byName }
      : null,
    // A private reply the church declined leaves the way open for another.
    privateReplyBlockedReason:
      (privateReply && privateReply.outgoing.status !== 'declined') ||
      comment.isOwn ||
      replyBlockedReason(row)
        ? null
        : privateReplyBlockedReason(
            { ...comment, liveEndedAt: post?.liveEndedAt },
            { scopes: row.accountScopes, username: row.accountUsername },
          ),
    ...(comment.isLive ? { live: { endedAt: post?.liveEndedAt?.toISOString() ?? null } } : {}),
  }
}

// The same rule as requireConnectedAccount in outgoing.service, told before anyone types.
function replyBlockedReason(
  row: Pick<InboxRow, 'accountUsername' | 'accountStatus' | 'accountStatusReason'>,
) {
  if (row.accountStatus === 'connected') return null
  if (row.accountStatusReason) return row.accountStatusReason
  return row.accountStatus === 'needs_reconnection'
    ? `@${row.accountUsername} needs reconnection, so Flock cannot post for it.`
    : `@${row.accountUsername} is not connected, so Flock cannot post for it.`
}
