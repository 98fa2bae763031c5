import { and, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TInboxQuery } from '@common/schemas/comment'
import type { DbOrTx } from '../../db/client'
import {
  commentCounts,
  comments,
  instagramAccounts,
  media,
  outgoingMessages,
  user,
} from '../../db/schema'
import { containsPattern } from '../../lib/like-pattern'
import { afterKeyset, type Keyset, timestampKey } from '../../lib/pagination'
import { awaitingReply } from './comment-conditions'
import { SHORT_SEARCH_WINDOW } from './short-search'

export interface InboxFilter {
  status: TInboxQuery['status']
  accountId?: string
  search?: string
  // Only comments written at or after this time (a short search's window), as PostgreSQL's text.
  searchSince?: string
}

// Exported for the CSV export (modules/reports), so every inbox filter applies to it as well.
export function inboxConditions(filter: InboxFilter, withStatus: boolean): SQL[] {
  const conditions: SQL[] = [isNull(comments.parentId), eq(comments.isOwn, false)]
  if (filter.accountId) conditions.push(eq(comments.accountId, filter.accountId))
  if (filter.search) conditions.push(ilike(comments.text, containsPattern(filter.search)))
  if (filter.searchSince)
    conditions.push(sql`${comments.commentedAt} >= ${filter.searchSince}::timestamptz`)
  if (withStatus && filter.status === 'pending') conditions.push(awaitingReply)
  if (withStatus && filter.status === 'responded')
    conditions.push(eq(comments.responseStatus, 'responded'))
  return conditions
}

// The teammates who replied and who last hid or unhid, by name: deactivated ones keep theirs.
const responder = alias(user, 'responder')
const moderator = alias(user, 'moderator')

// Newest first, a page at a time: keyset on (commented_at, id), served by the inbox indexes.
export async function listInboxPage(
  db: DbOrTx,
  filter: InboxFilter,
  page: { after?: Keyset; limit: number },
) {
  const conditions = inboxConditions(filter, true)
  const after = afterKeyset('desc', [comments.commentedAt, comments.id], page.after)
  if (after) conditions.push(after)
  return db
    .select({
      comment: comments,
      // The page's cursor key, exact to the microsecond (lib/pagination.ts).
      commentedAtKey: timestampKey(comments.commentedAt),
      accountUsername: instagramAccounts.username,
      accountStatus: instagramAccounts.status,
      accountStatusReason: instagramAccounts.statusReason,
      respondedByName: responder.name,
      hiddenChangedByName: moderator.name,
      post: {
        id: media.id,
        mediaUrl: media.mediaUrl,
        thumbnailUrl: media.thumbnailUrl,
        caption: media.caption,
        permalink: media.permalink,
      },
    })
    .from(comments)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .leftJoin(media, eq(media.id, comments.mediaId))
    .leftJoin(responder, eq(responder.id, comments.respondedBy))
    .leftJoin(moderator, eq(moderator.id, comments.hiddenChangedBy))
    .where(and(...conditions))
    .orderBy(desc(comments.commentedAt), desc(comments.id))
    .limit(page.limit + 1)
}

// The time of the SHORT_SEARCH_WINDOW-th newest comment or reply of the inbox (one account's or
// all): an index-only walk down comments_inbox_idx or comments_account_inbox_idx, a millisecond
// or two. Null when the inbox holds fewer. Kept as PostgreSQL's text: microseconds and all.
export async function findShortSearchSince(
  db: DbOrTx,
  accountId: string | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string>`${comments.commentedAt}::text` })
    .from(comments)
    .where(accountId ? eq(comments.accountId, accountId) : undefined)
    .orderBy(desc(comments.commentedAt))
    .offset(SHORT_SEARCH_WINDOW - 1)
    .limit(1)
  return row?.at ?? null
}

export async function countInbox(db: DbOrTx, filter: InboxFilter) {
  // Without a search, the tabs' totals are kept per account (comment_counts) instead of counted
  // over every comment on each request.
  if (!filter.search) {
    const [totals] = await db
      .select({
        all: sql<number>`coalesce(sum(${commentCounts.inbox}), 0)::int`,
        pending: sql<number>`coalesce(sum(${commentCounts.awaitingReply}), 0)::int`,
        responded: sql<number>`coalesce(sum(${commentCounts.responded}), 0)::int`,
      })
      .from(commentCounts)
      .where(filter.accountId ? eq(commentCounts.accountId, filter.accountId) : undefined)
    return totals!
  }
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${awaitingReply}))::int`,
      responded: sql<number>`(count(*) filter (where ${comments.responseStatus} = 'responded'))::int`,
    })
    .from(comments)
    .where(and(...inboxConditions(filter, false)))
  return row ?? { all: 0, pending: 0, responded: 0 }
}

// The latest reply each comment has on its way or failed, discarded ones aside.
export async function latestOutgoingFor(db: DbOrTx, commentIds: string[]) {
  if (commentIds.length === 0) return []
  return db
    .selectDistinctOn([outgoingMessages.commentId])
    .from(outgoingMessages)
    .where(
      and(
        inArray(outgoingMessages.commentId, commentIds),
        sql`${outgoingMessages.status} <> 'discarded'`,
      ),
    )
    .orderBy(outgoingMessages.commentId, desc(outgoingMessages.createdAt))
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
      respondedByName: responder.name,
      hiddenChangedByName: moderator.name,
    })
    .from(ranked)
    .innerJoin(comments, eq(comments.id, ranked.id))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .leftJoin(responder, eq(responder.id, comments.respondedBy))
    .leftJoin(moderator, eq(moderator.id, comments.hiddenChangedBy))
    .where(sql`${ranked.rank} <= ${perPost}`)
    .orderBy(desc(comments.commentedAt))
}
