import type { TInboxCounts, TInboxPage, TInboxQuery } from '@common/schemas/comment'
import type { Database } from '../../db/client'
import { requireCursor, toPage } from '../../lib/pagination'
import { listRepliesOf } from '../ingest/comments.repository'
import { countInbox, latestOutgoingFor, listInboxPage } from './inbox.repository'
import { toInboxComment } from './inbox-view'

export async function getInboxPage(db: Database, query: TInboxQuery): Promise<TInboxPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const search = query.search || undefined
  const rows = await listInboxPage(
    db,
    { status: query.status, accountId: query.accountId, search },
    { after, limit: query.limit },
  )
  const { items: page, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.commentedAtKey,
    id: row.comment.id,
  }))
  const ids = page.map((row) => row.comment.id)
  // Two set-based queries for the whole page: replies and reply states.
  const [replies, outgoing] = await Promise.all([
    listRepliesOf(db, ids),
    latestOutgoingFor(db, ids),
  ])
  return {
    items: page.map((row) =>
      toInboxComment(
        row,
        replies.filter((reply) => reply.parentId === row.comment.id),
        outgoing.find((item) => item.commentId === row.comment.id),
      ),
    ),
    nextCursor,
  }
}

export function getInboxCounts(
  db: Database,
  query: Pick<TInboxQuery, 'accountId' | 'search'>,
): Promise<TInboxCounts> {
  return countInbox(db, {
    status: 'all',
    accountId: query.accountId,
    search: query.search || undefined,
  })
}
