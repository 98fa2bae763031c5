import type { TInboxComment, TOutgoing } from '@common/schemas/comment'
import type { outgoingMessages } from '../../db/schema'
import type { CommentRow } from '../ingest/comments.repository'
import type { listInboxPage } from './inbox.repository'

type InboxRow = Awaited<ReturnType<typeof listInboxPage>>[number]
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

export function encodeInboxCursor(comment: { commentedAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([comment.commentedAt.toISOString(), comment.id])).toString(
    'base64url',
  )
}

export function decodeInboxCursor(cursor: string): { at: Date; id: string } | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    const date = typeof at === 'string' ? new Date(at) : null
    if (
      !date ||
      Number.isNaN(date.getTime()) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/.test(id)
    )
      return null
    return { at: date, id }
  } catch {
    return null
  }
}
