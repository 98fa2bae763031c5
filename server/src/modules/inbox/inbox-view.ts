import type { TInboxComment, TOutgoing } from '@common/schemas/comment'
import type { TLabel } from '@common/schemas/label'
import type { outgoingMessages } from '../../db/schema'
import type { CommentRow } from '../ingest/comments.repository'
import type { listInboxPage } from './inbox.repository'

// A page's row with the names and read state fetched for the page.
type InboxRow = Omit<Awaited<ReturnType<typeof listInboxPage>>[number], 'commentedAtKey'> & {
  respondedByName: string | null
  hiddenChangedByName: string | null
  doneByName: string | null
  assigneeName: string | null
  unread: boolean
}
type OutgoingRow = typeof outgoingMessages.$inferSelect

export function toOutgoing(row: OutgoingRow): TOutgoing {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

export function toInboxComment(
  row: InboxRow,
  replies: CommentRow[],
  outgoing: OutgoingRow | undefined,
  labels: TLabel[] = [],
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
