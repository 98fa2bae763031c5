import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  lt,
  lte,
  or,
  type SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { OrganizationScope } from '../../../auth/policy'
import type { DbOrTx } from '../../../db/client'
import { alias } from 'drizzle-orm/pg-core'
import {
  awaitingLatest,
  awaitingReceivedBuckets,
  commentActivity,
  comments,
  user,
  instagramAccounts,
  notificationReads,
  outgoingMessages,
} from '../../../db/schema'
import { awaitingReply } from '../../work/comments/comment-conditions'

// The policy's scope as a condition on a table's organization column.
function inScope(scope: OrganizationScope, column: PgColumn): SQL | undefined {
  if (scope.all) return undefined
  return scope.organizationId ? eq(column, scope.organizationId) : sql`false`
}

export async function findReadAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: notificationReads.readAt })
    .from(notificationReads)
    .where(eq(notificationReads.userId, userId))
  return row?.readAt ?? null
}

// The database's clock decides "now", the same clock that stamps the rows compared with it.
export async function markAllRead(db: DbOrTx, userId: string): Promise<Date> {
  const [row] = await db
    .insert(notificationReads)
    .values({ userId, readAt: sql`now()` })
    .onConflictDoUpdate({ target: notificationReads.userId, set: { readAt: sql`now()` } })
    .returning({ readAt: notificationReads.readAt })
  return row!.readAt
}

const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS
// The first boundary of a UTC hour or day strictly after `at`.
const nextBoundary = (at: Date, unit: number) =>
  new Date((Math.floor(at.getTime() / unit) + 1) * unit)

// Comments awaiting a reply that Flock received after `since`, counted per account, for the
// `limit` accounts with the newest such comment. Received, not written: Instagram's time can be
// hours earlier for a comment that arrives late (a delayed webhook, a sync that caught up), and
// compared with that it would be silently "old". Both come from rollups (decision 037): the
// accounts from awaiting_latest, each count from whole UTC days and hours after `since` plus the
// rest of its hour counted on comments_awaiting_received_idx, so the cost follows the number of
// accounts shown, not of comments awaiting a reply (a month of them for someone who never read).
export async function countNewAwaitingByAccount(
  db: DbOrTx,
  scope: OrganizationScope,
  since: Date,
  limit: number,
) {
  // "New" and "latest" go by when Flock noticed a comment (its row's created_at), not when it
  // was written: right after an account is connected that is now, though the comment may be a
  // day old, and a comment Instagram delivers late is still new.
  const latest = db
    .select({
      accountId: instagramAccounts.id,
      organizationId: instagramAccounts.organizationId,
      username: instagramAccounts.username,
      latestAt: sql<Date>`max(${awaitingLatest.receivedAt})`.as('latest_at'),
    })
    .from(awaitingLatest)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, awaitingLatest.accountId))
    .where(
      and(
        gt(awaitingLatest.receivedAt, since),
        inScope(scope, awaitingLatest.organizationId),
        inScope(scope, instagramAccounts.organizationId),
      ),
    )
    .groupBy(instagramAccounts.id)
    .orderBy(sql`max(${awaitingLatest.receivedAt}) desc`)
    .limit(limit)
    .as('latest')
  const nextHour = nextBoundary(since, HOUR_MS)
  const nextDay = nextBoundary(since, DAY_MS)
  const bucketOf = (accountId: SQLWrapper) =>
    and(
      eq(awaitingReceivedBuckets.accountId, accountId),
      inScope(scope, awaitingReceivedBuckets.organizationId),
    )
  const wholeBuckets = db
    .select({ count: sql`coalesce(sum(${awaitingReceivedBuckets.count}), 0)` })
    .from(awaitingReceivedBuckets)
    .where(
      and(
        bucketOf(latest.accountId),
        or(
          and(
            eq(awaitingReceivedBuckets.span, 'day'),
            gte(awaitingReceivedBuckets.bucket, nextDay),
          ),
          and(
            eq(awaitingReceivedBuckets.span, 'hour'),
            gte(awaitingReceivedBuckets.bucket, nextHour),
            lt(awaitingReceivedBuckets.bucket, nextDay),
          ),
        ),
      ),
    )
  const restOfHour = db
    .select({ count: count() })
    .from(comments)
    .where(
      and(
        eq(comments.accountId, latest.accountId),
        awaitingReply,
        gt(comments.createdAt, since),
        lt(comments.createdAt, nextHour),
        inScope(scope, comments.organizationId),
      ),
    )
  return db
    .select({
      accountId: latest.accountId,
      organizationId: latest.organizationId,
      username: latest.username,
      count: sql<number>`(${wholeBuckets}) + (${restOfHour})`.mapWith(Number),
      latestAt: latest.latestAt,
    })
    .from(latest)
    .orderBy(desc(latest.latestAt))
}

// The most recent messages that failed for good (outgoing_messages_status_idx, read backwards).
export async function findFailedReplies(db: DbOrTx, scope: OrganizationScope, limit: number) {
  return db
    .select({
      id: outgoingMessages.id,
      kind: outgoingMessages.kind,
      organizationId: outgoingMessages.organizationId,
      accountId: outgoingMessages.accountId,
      accountUsername: instagramAccounts.username,
      commenterUsername: comments.username,
      lastError: outgoingMessages.lastError,
      createdAt: outgoingMessages.createdAt,
    })
    .from(outgoingMessages)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .leftJoin(comments, eq(comments.id, outgoingMessages.workItemId))
    .where(
      and(eq(outgoingMessages.status, 'failed'), inScope(scope, outgoingMessages.organizationId)),
    )
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(limit)
}

const assigner = alias(user, 'assigner')

// The teammate's newest assignments by someone else, of comments still theirs, newest first
// (comment_activity_assigned_idx).
export async function findAssignmentsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      activityId: commentActivity.id,
      commentId: comments.id,
      organizationId: comments.organizationId,
      accountId: comments.accountId,
      accountUsername: instagramAccounts.username,
      commenterUsername: comments.username,
      assignerName: assigner.name,
      createdAt: commentActivity.createdAt,
    })
    .from(commentActivity)
    .innerJoin(comments, eq(comments.id, commentActivity.workItemId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .leftJoin(assigner, eq(assigner.id, commentActivity.actorId))
    .where(
      and(
        eq(commentActivity.kind, 'assigned'),
        sql`(${commentActivity.detail} ->> 'assigneeId') = ${userId}`,
        sql`${commentActivity.actorId} is distinct from ${userId}`,
        eq(comments.assigneeId, userId),
      ),
    )
    .orderBy(desc(commentActivity.createdAt))
    .limit(limit)
}

const accountFields = {
  id: instagramAccounts.id,
  organizationId: instagramAccounts.organizationId,
  username: instagramAccounts.username,
  statusReason: instagramAccounts.statusReason,
  tokenExpiresAt: instagramAccounts.tokenExpiresAt,
  updatedAt: instagramAccounts.updatedAt,
}

// Newest first (instagram_accounts_status_updated_idx, read backwards).
export async function findAccountsNeedingReconnection(
  db: DbOrTx,
  scope: OrganizationScope,
  limit: number,
) {
  return db
    .select(accountFields)
    .from(instagramAccounts)
    .where(
      and(
        eq(instagramAccounts.status, 'needs_reconnection'),
        inScope(scope, instagramAccounts.organizationId),
      ),
    )
    .orderBy(desc(instagramAccounts.updatedAt))
    .limit(limit)
}

// Connected accounts whose token lapses before `before` (instagram_accounts_token_expiry_idx).
export async function findAccountsWithTokensExpiring(
  db: DbOrTx,
  scope: OrganizationScope,
  before: Date,
  limit: number,
) {
  return db
    .select(accountFields)
    .from(instagramAccounts)
    .where(
      and(
        eq(instagramAccounts.status, 'connected'),
        lte(instagramAccounts.tokenExpiresAt, before),
        inScope(scope, instagramAccounts.organizationId),
      ),
    )
    .orderBy(desc(instagramAccounts.tokenExpiresAt))
    .limit(limit)
}
