import type { TInboxCounts, TInboxPage, TInboxQuery } from '@common/schemas/comment'
import type { Database } from '../../db/client'
import { requireCursor, toPage } from '../../lib/pagination'
import { listRepliesOf } from '../ingest/comments.repository'
import {
  countInbox,
  findShortSearchSince,
  latestOutgoingFor,
  listInboxPage,
} from './inbox.repository'
import { isShortSearch, SHORT_SEARCH_WINDOW } from './short-search'
import { toInboxComment } from './inbox-view'
import { pastoralOfPage } from '../pastoral/pastoral.service'

export async function getInboxPage(db: Database, query: TInboxQuery): Promise<TInboxPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const search = await searchFilter(db, query)
  const rows = await listInboxPage(
    db,
    { status: query.status, accountId: query.accountId, flag: query.flag, ...search },
    { after, limit: query.limit },
  )
  const { items: page, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.commentedAtKey,
    id: row.comment.id,
  }))
  const ids = page.map((row) => row.comment.id)
  // Set-based queries for the whole page: replies, reply states and pastoral flags.
  const [replies, outgoing, pastoral] = await Promise.all([
    listRepliesOf(db, ids),
    latestOutgoingFor(db, ids),
    pastoralOfPage(db, ids),
  ])
  return {
    items: page.map((row) => ({
      ...toInboxComment(
        row,
        replies.filter((reply) => reply.parentId === row.comment.id),
        outgoing.find((item) => item.commentId === row.comment.id),
      ),
      ...(pastoral.has(row.comment.id) ? { pastoral: pastoral.get(row.comment.id) } : {}),
    })),
    nextCursor,
    searchedNewest: search.searchSince === undefined ? null : SHORT_SEARCH_WINDOW,
  }
}

export async function getInboxCounts(
  db: Database,
  query: Pick<TInboxQuery, 'accountId' | 'search' | 'flag'>,
): Promise<TInboxCounts> {
  return countInbox(db, {
    status: 'all',
    accountId: query.accountId,
    flag: query.flag,
    ...(await searchFilter(db, query)),
  })
}

// A search too short for the text index is kept to the newest comments (short-search.ts); in
// an inbox smaller than that window it covers everything, and says so all the same.
async function searchFilter(
  db: Database,
  query: Pick<TInboxQuery, 'accountId' | 'search'>,
): Promise<{ search?: string; searchSince?: string }> {
  const search = query.search || undefined
  if (!search || !isShortSearch(search)) return { search }
  const since = await findShortSearchSince(db, query.accountId)
  return { search, searchSince: since ?? '-infinity' }
}
