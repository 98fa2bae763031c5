import type { TInboxQuery } from '@common/schemas/comment'
import type { TInboxItem, TInboxItemPage } from '@common/schemas/direct-messages'
import type { Database } from '../../../db/client'
import {
  decodeAllCursor,
  getWorkItemPage,
  mergePages,
  workItemFilter,
  type WorkItemInboxContext,
} from '../direct-messages/work-item-inbox.service'
import { listWorkItemCards, toCard } from '../direct-messages/work-item-cards'
import { listInboxPage } from './inbox.repository'
import { inboxFilter, toInboxItems } from './inbox.service'

// The inbox beyond comments (decision 072): conversations and mentions alone, or everything
// merged by time (kind=all), each source paged by its own index and the cursor holding both.
export async function getMixedInboxPage(
  db: Database,
  context: WorkItemInboxContext,
  query: TInboxQuery,
  kind: 'messages' | 'mentions' | 'all',
): Promise<TInboxItemPage> {
  if (kind !== 'all') return getWorkItemPage(db, context, query, kind)
  const after = decodeAllCursor(query.cursor)
  const page = { limit: query.limit, sort: query.sort }
  const [commentRows, itemRows] = await Promise.all([
    inboxFilter(db, context, query).then((filter) =>
      listInboxPage(db, filter, { ...page, after: after.comments }),
    ),
    listWorkItemCards(db, workItemFilter(context, query, 'all'), { ...page, after: after.items }),
  ])
  const comments = toInboxItems(commentRows.slice(0, query.limit))
  const merged = mergePages(
    {
      rows: commentRows.slice(0, query.limit).map((row, i) => ({
        key: row.commentedAtKey,
        id: row.comment.id,
        item: { ...comments[i]!, kind: 'comment' } as TInboxItem,
      })),
      more: commentRows.length > query.limit,
      after: after.comments,
    },
    {
      rows: itemRows.slice(0, query.limit).map((row) => ({
        key: row.key,
        id: row.id,
        item: toCard(row, context.humanAgentEnabled),
      })),
      more: itemRows.length > query.limit,
      after: after.items,
    },
    query.limit,
    query.sort,
  )
  return { ...merged, searchedNewest: null }
}
