import type { TInboxComment, TInboxCounts, TInboxPage, TInboxQuery } from '@common/schemas/comment'
import type { Database, DbOrTx } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import { commentPastoral } from '../pastoral/pastoral-view'
import {
  countInbox,
  findShortSearchSince,
  type InboxFilter,
  listInboxPage,
} from './inbox.repository'
import { isShortSearch, SHORT_SEARCH_WINDOW } from './short-search'
import { outgoingFromJson } from '../outgoing/outgoing-view'
import { toInboxComment } from './inbox-view'

// Who asks, and the agency's day for the date filters.
export interface InboxContext {
  userId: string
  timeZone: string
}

export type InboxFilterQuery = Omit<TInboxQuery, 'cursor' | 'limit' | 'sort'>

export async function getInboxPage(
  db: Database,
  context: InboxContext,
  query: TInboxQuery,
): Promise<TInboxPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const filter = await inboxFilter(db, context, query)
  const rows = await listInboxPage(db, filter, { after, limit: query.limit, sort: query.sort })
  const { items: page, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.commentedAtKey,
    id: row.comment.id,
  }))
  return {
    items: toInboxItems(page),
    nextCursor,
    searchedNewest: filter.searchSince === undefined ? null : SHORT_SEARCH_WINDOW,
  }
}

// The inbox's items for rows of listInboxPage, as the signed-in teammate sees them: each row
// already carries its replies, reply states, names, read state, labels, private reply and
// pastoral side (cardLookups in inbox.repository.ts).
export function toInboxItems(page: Awaited<ReturnType<typeof listInboxPage>>): TInboxComment[] {
  return page.map((row) => {
    const pastoral = commentPastoral(row.pastoralFlags, row.pastoralCase)
    return {
      ...toInboxComment(
        row,
        row.replies.map((reply) => ({ ...reply, commentedAt: new Date(reply.commentedAt) })),
        row.outgoing ? outgoingFromJson(row.outgoing) : undefined,
        row.labels,
        row.privateReply
          ? {
              outgoing: outgoingFromJson(row.privateReply.outgoing),
              byName: row.privateReply.byName,
            }
          : undefined,
      ),
      ...(pastoral ? { pastoral } : {}),
    }
  })
}

export async function getInboxCounts(
  db: Database,
  context: InboxContext,
  query: InboxFilterQuery,
): Promise<TInboxCounts> {
  return countInbox(db, await inboxFilter(db, context, { ...query, view: 'all' }))
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value]

// The query's filters as the repository reads them; a bulk action over "all matching" reads them
// the same way, so it selects what the list shows, no more.
export async function inboxFilter(
  db: DbOrTx,
  context: InboxContext,
  query: InboxFilterQuery,
): Promise<InboxFilter> {
  if (query.from && query.to && query.from > query.to)
    throw new AppError('VALIDATION_FAILED', 'from: must not be after to')
  const accountIds = asList(query.accountId)
  return {
    view: query.view,
    userId: context.userId,
    timeZone: context.timeZone,
    organizationIds: asList(query.organizationId),
    accountIds,
    postId: query.postId,
    assigneeId:
      query.assignee === undefined
        ? undefined
        : query.assignee === 'unassigned'
          ? null
          : query.assignee === 'me'
            ? context.userId
            : query.assignee,
    labelId: query.labelId,
    flag: query.flag,
    from: query.from,
    to: query.to,
    ...(await searchFilter(db, query.search, accountIds)),
  }
}

// A search too short for the text index is kept to the newest comments (short-search.ts); in
// an inbox smaller than that window it covers everything, and says so all the same.
async function searchFilter(
  db: DbOrTx,
  term: string | undefined,
  accountIds: string[] | undefined,
): Promise<{ search?: string; searchSince?: string }> {
  const search = term || undefined
  if (!search || !isShortSearch(search)) return { search }
  const since = await findShortSearchSince(db, accountIds)
  return { search, searchSince: since ?? '-infinity' }
}
