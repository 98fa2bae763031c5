import {
  PRIVATE_REPLY_SCOPE,
  PRIVATE_REPLY_WINDOW_DAYS,
  type TInboxComment,
  type TOutgoing,
} from '@common/schemas/comment'
import type { TLabel } from '@common/schemas/label'
import type { outgoingMessages } from '../../db/schema'
import type { CommentRow } from '../comments/comments.repository'
import type { listInboxPage, OutgoingJson } from './inbox.repository'

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
type OutgoingRow = Pick<typeof outgoingMessages.$inferSelect, keyof OutgoingJson>
export interface PrivateReplyRow {
  outgoing: OutgoingRow
  byName: string | null
}

// An outgoing message read as json (its timestamps as text) as the row toOutgoing reads.
export function outgoingFromJson(json: OutgoingJson): OutgoingRow {
  const at = (text: string | null) => (text === null ? null : new Date(text))
  return {
    ...json,
    createdAt: new Date(json.createdAt),
    sentAt: at(json.sentAt),
    reviewedAt: at(json.reviewedAt),
  }
}

export function toOutgoing(row: OutgoingRow): TOutgoing {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    review:
      row.reviewedAt && row.status !== 'awaiting_approval'
        ? {
            decision: row.status === 'declined' ? 'declined' : 'approved',
            by: row.reviewerName ?? 'Someone at the church',
            at: row.reviewedAt.toISOString(),
            reason: row.declineReason,
          }
        : null,
  }
}

export function toInboxComment(
  row: InboxRow,
  replies: Pick<CommentRow, 'id' | 'username' | 'text' | 'commentedAt' | 'isOwn' | 'hidden'>[],
  outgoing: OutgoingRow | undefined,
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
        : privateReplyBlockedReason(comment, {
            scopes: row.accountScopes,
            username: row.accountUsername,
          }),
  }
}

const PRIVATE_REPLY_WINDOW_MS = PRIVATE_REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000
export const RECONNECT_FOR_PRIVATE_REPLIES = 'Reconnect to enable private replies'

// Why a private reply to this comment cannot be offered; null when it can. Instagram's rules:
// within 7 days of the comment, with the messaging permission granted at connect. The same rule
// refuses the request in outgoing.service.
export function privateReplyBlockedReason(
  comment: { commentedAt: Date },
  account: { scopes: string[]; username: string },
  now = Date.now(),
): string | null {
  if (!account.scopes.includes(PRIVATE_REPLY_SCOPE))
    return `${RECONNECT_FOR_PRIVATE_REPLIES}: @${account.username} was connected before Flock asked Instagram for messaging.`
  if (now - comment.commentedAt.getTime() > PRIVATE_REPLY_WINDOW_MS)
    return `Instagram allows a private reply only within ${PRIVATE_REPLY_WINDOW_DAYS} days of the comment.`
  return null
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
