import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import type { Placeholder } from 'drizzle-orm/sql'
import type { TInboxCounts, TInboxSort, TInboxView } from '@common/schemas/comment'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import {
  executePreparedShape,
  type PlanOnceDatabase,
  planOnceDatabase,
} from '../../../db/plan-once'
import type { TLabel } from '@common/schemas/label'
import {
  assignedOpenCounts,
  commentCounts,
  commentFlags,
  commentLabels,
  commentReads,
  comments,
  instagramAccounts,
  labels,
  media,
  outgoingMessages,
  pastoralCases,
  user,
} from '../../../db/schema'
import type { CommentRow } from '../comments/comments.repository'
import type { PastoralCaseOfComment } from '../pastoral/pastoral-view'
import { containsPattern } from '../../../lib/like-pattern'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'
import { hasPastoralFlag } from '../pastoral/pastoral-conditions'
import { awaitingReply } from '../comments/comment-conditions'
import { type Json, type OutgoingJson, outgoingJson } from '../outgoing/outgoing-view'
import { accountOfComment, postOfComment } from '../comments/comment-context'
import { SHORT_SEARCH_WINDOW } from './short-search'

export interface InboxFilter {
  view: TInboxView
  // The signed-in teammate: "mine", assignee=me and unread are theirs.
  userId: string
  organizationIds?: string[]
  accountIds?: string[]
  postId?: string
  // A teammate's id, or null for comments assigned to nobody; undefined for anyone's.
  assigneeId?: string | null
  labelId?: string
  // Calendar days in the agency's time zone, both included.
  from?: string
  to?: string
  timeZone: string
  search?: string
  // Only comments written at or after this time (a short search's window), as PostgreSQL's text.
  searchSince?: string
  // One comment only: the comment's detail shares the inbox's row and view.
  commentId?: string
  // Only comments the pastoral classifier flagged so.
  flag?: TPastoralFlag
}

// The conditions of each view over top-level follower comments; open is awaitingReply.
function viewCondition(view: TInboxView, userId: string): SQL | undefined {
  switch (view) {
    case 'open':
      return awaitingReply
    case 'mine':
      return and(awaitingReply, eq(comments.assigneeId, userId))
    case 'done':
      return eq(comments.responseStatus, 'done')
    case 'responded':
      return eq(comments.responseStatus, 'responded')
    case 'hidden':
      return eq(comments.hidden, true)
    case 'all':
      return undefined
  }
}

// Only the filters that comment_counts can answer: organizations and accounts.
function hasOnlyCountedFilters(filter: InboxFilter): boolean {
  return (
    !filter.search &&
    !filter.postId &&
    filter.assigneeId === undefined &&
    !filter.labelId &&
    !filter.from &&
    !filter.to &&
    !filter.flag
  )
}

function filterConditions(filter: InboxFilter): SQL[] {
  const conditions: SQL[] = [isNull(comments.parentId), eq(comments.isOwn, false)]
  if (filter.organizationIds?.length)
    conditions.push(inArray(comments.organizationId, filter.organizationIds))
  if (filter.accountIds?.length) conditions.push(inArray(comments.accountId, filter.accountIds))
  if (filter.postId) conditions.push(eq(comments.mediaId, filter.postId))
  if (filter.assigneeId === null) conditions.push(isNull(comments.assigneeId))
  else if (filter.assigneeId) conditions.push(eq(comments.assigneeId, filter.assigneeId))
  if (filter.labelId)
    conditions.push(
      sql`exists (select 1 from ${commentLabels} where ${commentLabels.workItemId} = ${comments.id} and ${commentLabels.labelId} = ${filter.labelId})`,
    )
  // A day starts at midnight in the agency's time zone, as on the dashboard.
  if (filter.from)
    conditions.push(
      sql`${comments.commentedAt} >= (${filter.from}::date::timestamp at time zone ${filter.timeZone}::text)`,
    )
  if (filter.to)
    conditions.push(
      sql`${comments.commentedAt} < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}::text)`,
    )
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    conditions.push(or(ilike(comments.text, pattern), ilike(comments.username, pattern))!)
  }
  if (filter.commentId) conditions.push(eq(comments.id, filter.commentId))
  if (filter.searchSince)
    conditions.push(sql`${comments.commentedAt} >= ${filter.searchSince}::timestamptz`)
  if (filter.flag) conditions.push(hasPastoralFlag(filter.flag))
  return conditions
}

// The list's conditions, also the ones a bulk action's "all matching" selection resolves with.
export function inboxConditions(filter: InboxFilter): SQL[] {
  const conditions = filterConditions(filter)
  const view = viewCondition(filter.view, filter.userId)
  if (view) conditions.push(view)
  return conditions
}

// The teammates who replied, last hid or unhid, marked done and are assigned, by name:
// deactivated ones keep theirs.
const responder = alias(user, 'responder')
const moderator = alias(user, 'moderator')
const doer = alias(user, 'doer')
const assignee = alias(user, 'assignee')

// What a card shows beyond the comment's own row, as columns of the page's statement: correlated
// subqueries that PostgreSQL runs for the page's rows only (after the LIMIT, or past the sort
// when there is one), each a probe of a primary key or of an index by comment id. One round trip
// in place of eight, and no join more for the planner (see listInboxPage). Timestamps inside
// json come back as text; inbox-view.ts reads them.
function cardLookups(userId: string) {
  const nameOf = (id: AnyColumn) =>
    sql<string | null>`(select named.name from ${user} named where named.id = ${id})`
  return {
    respondedByName: nameOf(comments.respondedBy),
    hiddenChangedByName: nameOf(comments.hiddenChangedBy),
    doneByName: nameOf(comments.doneBy),
    assigneeName: nameOf(comments.assigneeId),
    unread: sql<boolean>`not exists (
      select 1 from ${commentReads} seen
      where seen.user_id = ${userId} and seen.work_item_id = ${comments.id})`,
    replies: sql<ReplyJson[]>`(
      select coalesce(json_agg(json_build_object(
        'id', reply.id, 'username', reply.username, 'text', reply.text,
        'commentedAt', reply.commented_at, 'isOwn', reply.is_own, 'hidden', reply.hidden
      ) order by reply.commented_at, reply.id), '[]'::json)
      from ${comments} reply where reply.parent_id = ${comments.id})`,
    // The latest reply on its way or failed, discarded and withdrawn ones aside.
    outgoing: sql<OutgoingJson | null>`(
      select ${outgoingJson} from ${outgoingMessages} o
      where o.work_item_id = ${comments.id} and o.status not in ('discarded', 'withdrawn') and o.kind <> 'private_reply'
      order by o.created_at desc limit 1)`,
    // At most one private reply is not discarded or withdrawn; its writer's name with it.
    privateReply: sql<PrivateReplyJson | null>`(
      select json_build_object('outgoing', ${outgoingJson}, 'byName', writer.name)
      from ${outgoingMessages} o left join ${user} writer on writer.id = o.created_by
      where o.work_item_id = ${comments.id} and o.kind = 'private_reply' and o.status not in ('discarded', 'withdrawn')
      order by o.created_at desc limit 1)`,
    labels: sql<TLabel[]>`(
      select coalesce(json_agg(json_build_object(
        'id', label.id, 'name', label.name, 'color', label.color
      ) order by label.name), '[]'::json)
      from ${commentLabels} labelled join ${labels} label on label.id = labelled.label_id
      where labelled.work_item_id = ${comments.id})`,
    pastoralFlags: sql<TPastoralFlag[] | null>`(
      select json_agg(flagged.flag) from ${commentFlags} flagged
      where flagged.work_item_id = ${comments.id})`,
    pastoralCase: sql<PastoralCaseOfComment | null>`(
      select json_build_object(
        'flags', pc.flags, 'seenAt', pc.seen_at, 'seenBy', seer.name,
        'followedUpAt', pc.followed_up_at, 'followedUpBy', follower.name, 'note', pc.follow_up_note
      )
      from ${pastoralCases} pc
      left join ${user} seer on seer.id = pc.seen_by
      left join ${user} follower on follower.id = pc.followed_up_by
      where pc.work_item_id = ${comments.id})`,
  }
}

export type ReplyJson = Json<
  Pick<CommentRow, 'id' | 'username' | 'text' | 'commentedAt' | 'isOwn' | 'hidden'>
>
export interface PrivateReplyJson {
  outgoing: OutgoingJson
  byName: string | null
}

interface InboxPageRequest {
  after?: Keyset
  limit: number
  sort: TInboxSort
}

// A page at a time, newest or oldest first: keyset on (commented_at, id), served by the inbox
// indexes read forwards or backwards. Each row carries what its card shows (cardLookups). The
// filters whose plan does not depend on their values run as a statement built and planned once
// per shape (plannedOnceShape); the others are built and planned for their values each time.
export async function listInboxPage(db: DbOrTx, filter: InboxFilter, page: InboxPageRequest) {
  const planOnce = planOnceDatabase(db)
  const shape = planOnce ? plannedOnceShape(filter, page) : undefined
  if (!planOnce || !shape) return inboxPageQuery(db, filter, { ...page, rows: page.limit + 1 })
  return executePreparedShape(
    planOnce,
    'inbox_page',
    shape.key,
    (on) => inboxPageQuery(on, shape.filter, shape.page),
    shape.values,
  )
}

// The page's statement; `rows` is how many to read (a page and one more: lib/pagination.ts), or
// a placeholder for it.
function inboxPageQuery(
  db: DbOrTx | PlanOnceDatabase,
  filter: InboxFilter,
  page: { after?: Keyset; sort: TInboxSort; rows: number | Placeholder },
) {
  // A flag's page is driven from its flags (comment_flags_inbox_idx), whose time is the
  // comment's (kept equal by trigger): a rare flag reads its few flags, not every comment.
  const conditions = inboxConditions({ ...filter, flag: undefined })
  const direction = page.sort === 'oldest' ? 'asc' : 'desc'
  const keyColumns: [PgColumn, PgColumn] = filter.flag
    ? [commentFlags.commentedAt, commentFlags.workItemId]
    : [comments.commentedAt, comments.id]
  const after = afterKeyset(direction, keyColumns, page.after)
  if (after) conditions.push(after)
  const order = direction === 'asc' ? asc : desc
  // Three relations only (four with a flag): every join more costs the planner time on each
  // request (nine took 25 ms to plan against 1.5 ms to run). The rest of the card comes from
  // subqueries, each planned on its own over one or two relations.
  const selection = db
    .select({
      comment: comments,
      // The page's cursor key, exact to the microsecond (lib/pagination.ts).
      commentedAtKey: timestampKey(comments.commentedAt),
      accountUsername: instagramAccounts.username,
      accountStatus: instagramAccounts.status,
      accountStatusReason: instagramAccounts.statusReason,
      accountScopes: instagramAccounts.scopes,
      post: {
        id: media.id,
        mediaUrl: media.mediaUrl,
        thumbnailUrl: media.thumbnailUrl,
        caption: media.caption,
        permalink: media.permalink,
        liveEndedAt: media.liveEndedAt,
      },
      ...cardLookups(filter.userId),
    })
    .from(comments)
    .$dynamic()
  return (
    filter.flag
      ? selection.innerJoin(
          commentFlags,
          and(
            eq(commentFlags.workItemId, comments.id),
            eq(commentFlags.flag, filter.flag),
            sql`${commentFlags.followerTopLevel}`,
          ),
        )
      : selection
  )
    .innerJoin(instagramAccounts, accountOfComment)
    .leftJoin(media, postOfComment)
    .where(and(...conditions))
    .orderBy(...keyColumns.map((column) => order(column)))
    .limit(page.rows)
}

// The filters whose generic plan was measured as fast as the plan made for their values at 1M
// comments (decision 057): views, one church, one account, assignee, either order, any depth,
// one comment. A search, post, label, flag or dates can match a few comments or most of them,
// and several churches or accounts a few or many; the best plan differs between the two (a
// generic one was up to 36 times slower), so those are planned for their values each time. A
// filter this list does not name is planned for its values until measured.
const PLANNED_ONCE_FILTERS = new Set<string>([
  'view',
  'userId',
  'timeZone',
  'organizationIds',
  'accountIds',
  'assigneeId',
  'commentId',
])

// A placeholder where the inbox's conditions take a value: the statement is built with it, and
// the value goes in at each execution. Drizzle takes a placeholder wherever it takes a value.
const slot = (name: string) => sql.placeholder(name) as unknown as string

// The same filter and page with each value replaced by a placeholder, the shape that names
// their statement (the filter and page as JSON, placeholders and all: what the statement's
// text depends on) and the values that fill it; none when the plan depends on the values.
// Each part is present exactly when the conditions above would add it (a value, not empty).
function plannedOnceShape(filter: InboxFilter, page: InboxPageRequest) {
  const outside = Object.entries(filter).some(
    ([key, value]) => value !== undefined && !PLANNED_ONCE_FILTERS.has(key),
  )
  if (outside) return undefined
  const organizationIds = filter.organizationIds ?? []
  const accountIds = filter.accountIds ?? []
  if (organizationIds.length > 1 || accountIds.length > 1) return undefined
  const shapeFilter: InboxFilter = {
    view: filter.view,
    userId: slot('userId'),
    timeZone: slot('timeZone'),
    organizationIds: organizationIds.length ? [slot('organizationId')] : undefined,
    accountIds: accountIds.length ? [slot('accountId')] : undefined,
    assigneeId:
      filter.assigneeId === null ? null : filter.assigneeId ? slot('assigneeId') : undefined,
    commentId: filter.commentId ? slot('commentId') : undefined,
  }
  const shapePage = {
    sort: page.sort,
    rows: sql.placeholder('rows'),
    after: page.after ? { key: slot('afterKey'), id: slot('afterId') } : undefined,
  }
  return {
    key: JSON.stringify([shapeFilter, shapePage]),
    filter: shapeFilter,
    page: shapePage,
    values: {
      userId: filter.userId,
      timeZone: filter.timeZone,
      organizationId: organizationIds[0],
      accountId: accountIds[0],
      assigneeId: filter.assigneeId,
      commentId: filter.commentId,
      rows: page.limit + 1,
      afterKey: page.after?.key,
      afterId: page.after?.id,
    },
  }
}

// The time of the SHORT_SEARCH_WINDOW-th newest comment or reply of the inbox (one account's or
// all): an index-only walk down comments_inbox_idx or comments_account_inbox_idx, a millisecond
// or two. Null when the inbox holds fewer. Kept as PostgreSQL's text: microseconds and all.
export async function findShortSearchSince(
  db: DbOrTx,
  accountIds: string[] | undefined,
): Promise<string | null> {
  // Several accounts (or an organization's) search the window of the whole inbox: a little
  // wider than each account's own, never narrower.
  const accountId = accountIds?.length === 1 ? accountIds[0] : undefined
  const [row] = await db
    .select({ at: sql<string>`${comments.commentedAt}::text` })
    .from(comments)
    .where(accountId ? eq(comments.accountId, accountId) : undefined)
    .orderBy(desc(comments.commentedAt))
    .offset(SHORT_SEARCH_WINDOW - 1)
    .limit(1)
  return row?.at ?? null
}

// Counts beyond organizations and accounts read at most this many matching comments.
export const COUNT_CAP = 1_000

// The count of every view for the same filters. Organizations and accounts alone are answered
// from comment_counts and, for "mine", assigned_open_counts (both kept per account by triggers,
// decision 059): rows bounded by accounts, not comments, exact at any size. Any other filter
// (search, post, assignee, label, dates) counts the matching comments themselves, reading at
// most COUNT_CAP + 1 of them through the same indexes as the list; past that the counts are
// lower bounds and `capped` says so ("1,000+").
export async function countInbox(db: DbOrTx, filter: InboxFilter): Promise<TInboxCounts> {
  if (hasOnlyCountedFilters(filter)) {
    const scope = and(
      filter.organizationIds?.length
        ? inArray(commentCounts.organizationId, filter.organizationIds)
        : undefined,
      filter.accountIds?.length ? inArray(commentCounts.accountId, filter.accountIds) : undefined,
    )
    const mineScope = and(
      eq(assignedOpenCounts.userId, filter.userId),
      filter.organizationIds?.length
        ? inArray(assignedOpenCounts.organizationId, filter.organizationIds)
        : undefined,
      filter.accountIds?.length
        ? inArray(assignedOpenCounts.accountId, filter.accountIds)
        : undefined,
    )
    const [[totals], [mine]] = await Promise.all([
      db
        .select({
          all: sql<number>`coalesce(sum(${commentCounts.inbox}), 0)::int`,
          open: sql<number>`coalesce(sum(${commentCounts.awaitingReply}), 0)::int`,
          responded: sql<number>`coalesce(sum(${commentCounts.responded}), 0)::int`,
          done: sql<number>`coalesce(sum(${commentCounts.done}), 0)::int`,
          hidden: sql<number>`coalesce(sum(${commentCounts.hidden}), 0)::int`,
        })
        .from(commentCounts)
        .where(scope),
      db
        .select({ n: sql<number>`coalesce(sum(${assignedOpenCounts.awaitingReply}), 0)::int` })
        .from(assignedOpenCounts)
        .where(mineScope),
    ])
    return { ...totals!, mine: mine?.n ?? 0, capped: null }
  }
  const matching = db
    .select({
      responseStatus: comments.responseStatus,
      hidden: comments.hidden,
      assigneeId: comments.assigneeId,
      parentId: comments.parentId,
      isOwn: comments.isOwn,
    })
    .from(comments)
    .where(and(...filterConditions(filter)))
    .limit(COUNT_CAP + 1)
    .as('matching')
  const open = sql`not ${matching.hidden} and ${matching.responseStatus} in ('pending', 'sending')`
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${open}))::int`,
      mine: sql<number>`(count(*) filter (where ${open} and ${matching.assigneeId} = ${filter.userId}))::int`,
      done: sql<number>`(count(*) filter (where ${matching.responseStatus} = 'done'))::int`,
      responded: sql<number>`(count(*) filter (where ${matching.responseStatus} = 'responded'))::int`,
      hidden: sql<number>`(count(*) filter (where ${matching.hidden}))::int`,
    })
    .from(matching)
  const counts = row ?? { all: 0, open: 0, mine: 0, done: 0, responded: 0, hidden: 0 }
  if (counts.all <= COUNT_CAP) return { ...counts, capped: null }
  const cap = (n: number) => Math.min(n, COUNT_CAP)
  return {
    all: cap(counts.all),
    open: cap(counts.open),
    mine: cap(counts.mine),
    done: cap(counts.done),
    responded: cap(counts.responded),
    hidden: cap(counts.hidden),
    capped: COUNT_CAP,
  }
}

// The latest reply each comment has on its way or failed, discarded and withdrawn ones aside.
export async function latestOutgoingFor(db: DbOrTx, commentIds: string[]) {
  if (commentIds.length === 0) return []
  return db
    .selectDistinctOn([outgoingMessages.workItemId])
    .from(outgoingMessages)
    .where(
      and(
        inArray(outgoingMessages.workItemId, commentIds),
        sql`${outgoingMessages.status} not in ('discarded', 'withdrawn')`,
        sql`${outgoingMessages.kind} <> 'private_reply'`,
      ),
    )
    .orderBy(outgoingMessages.workItemId, desc(outgoingMessages.createdAt))
}

// Each comment's private reply (at most one is not discarded or withdrawn), with its writer's name.
export async function privateRepliesFor(db: DbOrTx, commentIds: string[]) {
  if (commentIds.length === 0) return []
  return db
    .select({ outgoing: outgoingMessages, byName: user.name })
    .from(outgoingMessages)
    .leftJoin(user, eq(user.id, outgoingMessages.createdBy))
    .where(
      and(
        inArray(outgoingMessages.workItemId, commentIds),
        eq(outgoingMessages.kind, 'private_reply'),
        sql`${outgoingMessages.status} not in ('discarded', 'withdrawn')`,
      ),
    )
}

// The newest follower comments of each of these posts, `perPost` at most each, in one query.
export async function latestCommentsOfPosts(db: DbOrTx, mediaIds: string[], perPost: number) {
  if (mediaIds.length === 0) return []
  const ranked = db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.mediaId} order by ${comments.commentedAt} desc, ${comments.id} desc)`.as(
        'rank',
      ),
    })
    .from(comments)
    .where(
      and(
        inArray(comments.mediaId, mediaIds),
        isNull(comments.parentId),
        eq(comments.isOwn, false),
      ),
    )
    .as('ranked')
  return db
    .select({
      comment: comments,
      accountUsername: instagramAccounts.username,
      accountStatus: instagramAccounts.status,
      accountStatusReason: instagramAccounts.statusReason,
      accountScopes: instagramAccounts.scopes,
      respondedByName: responder.name,
      hiddenChangedByName: moderator.name,
      doneByName: doer.name,
      assigneeName: assignee.name,
      // The account's page shows no unread state.
      unread: sql<boolean>`false`,
    })
    .from(ranked)
    .innerJoin(comments, eq(comments.id, ranked.id))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .leftJoin(responder, eq(responder.id, comments.respondedBy))
    .leftJoin(moderator, eq(moderator.id, comments.hiddenChangedBy))
    .leftJoin(doer, eq(doer.id, comments.doneBy))
    .leftJoin(assignee, eq(assignee.id, comments.assigneeId))
    .where(sql`${ranked.rank} <= ${perPost}`)
    .orderBy(desc(comments.commentedAt))
}

// The comments the agency posted on these posts as their account, `perPost` newest each.
export async function ownCommentsOfPosts(db: DbOrTx, mediaIds: string[], perPost: number) {
  if (mediaIds.length === 0) return []
  const ranked = db
    .select({
      id: outgoingMessages.id,
      rank: sql<number>`row_number() over (partition by ${outgoingMessages.mediaId} order by ${outgoingMessages.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(outgoingMessages)
    .where(
      and(
        inArray(outgoingMessages.mediaId, mediaIds),
        eq(outgoingMessages.kind, 'comment'),
        sql`${outgoingMessages.status} not in ('discarded', 'withdrawn')`,
      ),
    )
    .as('ranked')
  return db
    .select({ outgoing: outgoingMessages, byName: user.name })
    .from(ranked)
    .innerJoin(outgoingMessages, eq(outgoingMessages.id, ranked.id))
    .leftJoin(user, eq(user.id, outgoingMessages.createdBy))
    .where(sql`${ranked.rank} <= ${perPost}`)
    .orderBy(desc(outgoingMessages.createdAt))
}
