import { z } from 'zod'
import type { TInboxCounts, TInboxQuery } from '@common/schemas/comment'
import type {
  TInboxItem,
  TInboxItemPage,
  TInboxKind,
  TInboxKindCounts,
} from '@common/schemas/direct-messages'
import type { DbOrTx } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { decodeCursor, encodeCursor, type Keyset, requireCursor } from '../../../lib/pagination'
import { countWorkItems, listWorkItemCards, toCard, type WorkItemFilter } from './work-item-cards'

export interface WorkItemInboxContext {
  userId: string
  timeZone: string
  humanAgentEnabled: boolean
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value]

export function workItemFilter(
  context: WorkItemInboxContext,
  query: Omit<TInboxQuery, 'cursor' | 'limit' | 'sort'>,
  kind: Exclude<TInboxKind, 'comments'>,
): WorkItemFilter {
  return {
    kinds:
      kind === 'messages'
        ? ['conversation']
        : kind === 'mentions'
          ? ['mention']
          : ['conversation', 'mention'],
    view: query.view,
    userId: context.userId,
    timeZone: context.timeZone,
    humanAgentEnabled: context.humanAgentEnabled,
    organizationIds: asList(query.organizationId),
    accountIds: asList(query.accountId),
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
    search: query.search || undefined,
  }
}

// The inbox's conversations and mentions (kind=messages|mentions), newest activity first.
export async function getWorkItemPage(
  db: DbOrTx,
  context: WorkItemInboxContext,
  query: TInboxQuery,
  kind: 'messages' | 'mentions',
): Promise<TInboxItemPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const rows = await listWorkItemCards(db, workItemFilter(context, query, kind), {
    after,
    limit: query.limit,
    sort: query.sort,
  })
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toCard(row, context.humanAgentEnabled)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ key: last.key, id: last.id }) : null,
    searchedNewest: null,
  }
}

// kind=all: comments beside conversations and mentions, merged by time. The cursor holds both
// positions: [comment key, comment id, item key, item id] (nulls before the first of each).
const ZAllCursor = z.tuple([
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
])

export function decodeAllCursor(cursor: string | undefined) {
  if (!cursor) return { comments: undefined, items: undefined }
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    parsed = null
  }
  const tuple = ZAllCursor.safeParse(parsed)
  if (!tuple.success) throw new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor')
  const [ck, cid, wk, wid] = tuple.data
  const keyset = (key: string | null, id: string | null) => {
    if (key === null || id === null) return undefined
    const checked = decodeCursor(encodeCursor({ key, id }), 'timestamp')
    if (!checked) throw new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor')
    return checked
  }
  return { comments: keyset(ck, cid), items: keyset(wk, wid) }
}

export function encodeAllCursor(comments: Keyset | undefined, items: Keyset | undefined) {
  return Buffer.from(
    JSON.stringify([
      comments?.key ?? null,
      comments?.id ?? null,
      items?.key ?? null,
      items?.id ?? null,
    ]),
  ).toString('base64url')
}

export interface Keyed<T> {
  key: string
  id: string
  item: T
}

// Merges two sorted pages into one of `limit`, and says where each source stands.
export function mergePages(
  comments: { rows: Keyed<TInboxItem>[]; more: boolean; after?: Keyset },
  items: { rows: Keyed<TInboxItem>[]; more: boolean; after?: Keyset },
  limit: number,
  sort: 'newest' | 'oldest',
) {
  const before = (a: Keyed<TInboxItem>, b: Keyed<TInboxItem>) => {
    const byKey =
      a.key === b.key ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.key < b.key ? -1 : 1
    return sort === 'oldest' ? byKey : -byKey
  }
  const merged = [
    ...comments.rows.map((row) => ({ ...row, source: 'c' as const })),
    ...items.rows.map((row) => ({ ...row, source: 'w' as const })),
  ].sort(before)
  const taken = merged.slice(0, limit)
  let c = comments.after
  let w = items.after
  for (const row of taken) {
    if (row.source === 'c') c = { key: row.key, id: row.id }
    else w = { key: row.key, id: row.id }
  }
  const more = merged.length > limit || comments.more || items.more
  return { items: taken.map((row) => row.item), nextCursor: more ? encodeAllCursor(c, w) : null }
}

export async function countWorkItemKinds(
  db: DbOrTx,
  context: WorkItemInboxContext,
  query: Omit<TInboxQuery, 'cursor' | 'limit' | 'sort'>,
): Promise<TInboxKindCounts> {
  const [messages, mentions] = await Promise.all([
    countWorkItems(db, workItemFilter(context, query, 'messages')),
    countWorkItems(db, workItemFilter(context, query, 'mentions')),
  ])
  return { messages, mentions }
}

export type { TInboxCounts }
