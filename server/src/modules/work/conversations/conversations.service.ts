import type { TConversationPage, TConversationQuery } from '@common/schemas/conversation'
import type { Database } from '../../../db/client'
import { requireCursor, toPage } from '../../../lib/pagination'
import { listRepliesOf } from '../comments/comments.repository'
import { listConversationsPage } from './conversations.repository'

type Row = Awaited<ReturnType<typeof listConversationsPage>>[number]

function stateOf(comment: Row['comment']) {
  if (comment.hidden) return 'hidden' as const
  return comment.responseStatus === 'responded' ? ('responded' as const) : ('open' as const)
}

export async function getConversations(
  db: Database,
  organizationId: string,
  query: TConversationQuery,
): Promise<TConversationPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const rows = await listConversationsPage(db, organizationId, query, { after, limit: query.limit })
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.commentedAtKey,
    id: row.comment.id,
  }))
  const replies = await listRepliesOf(
    db,
    items.map((row) => row.comment.id),
  )
  return {
    items: items.map(({ comment, accountUsername, permalink }) => ({
      id: comment.id,
      accountUsername,
      username: comment.username,
      text: comment.text,
      commentedAt: comment.commentedAt.toISOString(),
      state: stateOf(comment),
      permalink,
      replies: replies
        // A reply hidden on Instagram is hidden from the church's view of it too.
        .filter((reply) => reply.parentId === comment.id && !reply.hidden)
        .map((reply) => ({
          id: reply.id,
          username: reply.username,
          text: reply.text,
          commentedAt: reply.commentedAt.toISOString(),
          isOwn: reply.isOwn,
        })),
    })),
    nextCursor,
  }
}
