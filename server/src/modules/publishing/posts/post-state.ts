import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { TPostState } from '@common/schemas/posts'
import type { DbOrTx } from '../../../db/client'
import { posts, publishingFreeze, publishingSettings } from '../../../db/schema'
import type { PostRow } from './posts.repository'

// Every change of a post's state, in one place (as outgoing-state.ts for replies). Each is one
// conditional write, `UPDATE … WHERE state IN (…) RETURNING`, bumping the version: of two
// requests or workers racing on a post, exactly one finds it as it expects and gets the row;
// the other gets null and says so.
//
//   draft | failed → awaiting_approval | scheduled (submit)
//   awaiting_approval → scheduled (approve) | draft (decline)
//   awaiting_approval | scheduled → draft (unschedule)
//   scheduled → publishing (claimDue) → published (markPublished) | failed (markFailed)
//   publishing → scheduled (pauseBeforePublish, when frozen at the irreversible step)
//
// The engine's steps also require its lease (takePublishLease).

type Changes = PgUpdateSetSource<typeof posts>
type Leased = Pick<PostRow, 'id' | 'leaseToken'>

const bump = { version: sql`${posts.version} + 1`, updatedAt: sql`now()` }

export async function transition(
  db: DbOrTx,
  id: string,
  from: readonly TPostState[],
  values: Changes,
  also?: SQL,
) {
  const [row] = await db
    .update(posts)
    .set({ ...values, ...bump })
    .where(and(eq(posts.id, id), inArray(posts.state, [...from]), also))
    .returning()
  return row ?? null
}

// Not frozen, by its church or by the agency: checked in the same statement as the change.
export const notFrozen = sql`not exists (select 1 from ${publishingSettings} where ${publishingSettings.organizationId} = ${posts.organizationId} and ${publishingSettings.frozenAt} is not null) and not exists (select 1 from ${publishingFreeze} where ${publishingFreeze.frozenAt} is not null)`

export function approvePost(
  db: DbOrTx,
  id: string,
  organizationId: string,
  review: { userId: string; name: string; caption?: string; firstComment?: string | null },
) {
  return transition(
    db,
    id,
    ['awaiting_approval'],
    {
      state: 'scheduled',
      approvedAt: sql`now()`,
      approvedBy: review.userId,
      approvedByName: review.name,
      declinedAt: null,
      declinedBy: null,
      declinedByName: null,
      declineReason: null,
      ...(review.caption !== undefined ? { caption: review.caption } : {}),
      ...(review.firstComment !== undefined ? { firstComment: review.firstComment } : {}),
    },
    eq(posts.organizationId, organizationId),
  )
}

export function declinePost(
  db: DbOrTx,
  id: string,
  organizationId: string,
  review: { userId: string; name: string; reason: string },
) {
  return transition(
    db,
    id,
    ['awaiting_approval'],
    {
      state: 'draft',
      declinedAt: sql`now()`,
      declinedBy: review.userId,
      declinedByName: review.name,
      declineReason: review.reason,
      approvalRequiredAt: null,
      approvedAt: null,
      approvedBy: null,
      approvedByName: null,
    },
    eq(posts.organizationId, organizationId),
  )
}

// The agency's hand: scheduled (or held for approval) when the checks passed.
export function submitPost(
  db: DbOrTx,
  id: string,
  from: readonly TPostState[],
  change: { scheduledAt: Date; needsApproval: boolean; version?: number },
) {
  return transition(
    db,
    id,
    from,
    {
      state: change.needsApproval ? 'awaiting_approval' : 'scheduled',
      scheduledAt: change.scheduledAt,
      approvalRequiredAt: change.needsApproval
        ? sql`coalesce(${posts.approvalRequiredAt}, now())`
        : posts.approvalRequiredAt,
      failureMessage: null,
      failureCode: null,
      reminderSentAt: null,
    },
    change.version !== undefined ? eq(posts.version, change.version) : undefined,
  )
}

export function unschedulePost(db: DbOrTx, id: string, version?: number) {
  return transition(
    db,
    id,
    ['scheduled', 'awaiting_approval'],
    { state: 'draft', approvalRequiredAt: null },
    version !== undefined ? eq(posts.version, version) : undefined,
  )
}

// Scheduled → publishing for posts whose time has come, whose church is not frozen; at most
// `limit` at a time, oldest first. Two scanners never take the same post (SKIP LOCKED).
export async function claimDuePosts(db: DbOrTx, limit: number) {
  const rows = await db.execute<{ id: string }>(sql`
    update ${posts} set state = 'publishing', publishing_started_at = coalesce(publishing_started_at, now()),
      version = version + 1, updated_at = now()
    where id in (
      select id from ${posts}
      where state = 'scheduled' and scheduled_at <= now() and ${notFrozen}
      order by scheduled_at, id
      limit ${limit}
      for update skip locked
    ) and state = 'scheduled'
    returning id`)
  return rows.rows.map((row) => row.id)
}

// One worker at a time publishes a post: a short lease with a fresh token. A worker that dies
// lets it lapse; the next attempt starts by asking Instagram what the last one did.
export async function takePublishLease(db: DbOrTx, id: string, leaseSeconds: number) {
  const [row] = await db
    .update(posts)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      leaseToken: sql`gen_random_uuid()`,
      attempts: sql`${posts.attempts} + 1`,
    })
    .where(
      and(
        eq(posts.id, id),
        eq(posts.state, 'publishing'),
        or(isNull(posts.leaseUntil), lt(posts.leaseUntil, sql`now()`)),
      ),
    )
    .returning()
  return row ?? null
}

// A step recorded under the lease (container ids, the time media_publish was asked): the worker
// that lost its lease records nothing.
export async function recordUnderLease(db: DbOrTx, leased: Leased, values: Changes, also?: SQL) {
  const [row] = await db
    .update(posts)
    .set(values)
    .where(
      and(
        eq(posts.id, leased.id),
        eq(posts.state, 'publishing'),
        eq(posts.leaseToken, leased.leaseToken!),
        also,
      ),
    )
    .returning()
  return row ?? null
}

export function extendLease(db: DbOrTx, leased: Leased, leaseSeconds: number) {
  return recordUnderLease(db, leased, {
    leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
  })
}

// The irreversible step's gate: media_publish is asked only when this write succeeds, and it
// fails while the church (or every church) is frozen.
export function requestPublish(db: DbOrTx, leased: Leased) {
  return recordUnderLease(db, leased, { publishRequestedAt: sql`now()` }, notFrozen)
}

// Frozen before the irreversible step: back to scheduled (its containers kept), published when
// resumed if its time has come.
export function pauseBeforePublish(db: DbOrTx, leased: Leased) {
  return transition(
    db,
    leased.id,
    ['publishing'],
    { state: 'scheduled', leaseUntil: null, leaseToken: null },
    and(eq(posts.leaseToken, leased.leaseToken!), isNull(posts.publishRequestedAt)),
  )
}

export function releaseLease(db: DbOrTx, leased: Leased) {
  return recordUnderLease(db, leased, { leaseUntil: null })
}

// Published, whatever worker learnt it: the media id is unique, so a post is one media.
export function markPublished(
  db: DbOrTx,
  id: string,
  media: { igMediaId: string; permalink: string | null },
) {
  return transition(db, id, ['publishing', 'failed', 'scheduled'], {
    state: 'published',
    igMediaId: media.igMediaId,
    permalink: media.permalink,
    publishedAt: sql`now()`,
    firstCommentDone: sql`${posts.firstComment} is null`,
    failureMessage: null,
    failureCode: null,
    leaseUntil: null,
    leaseToken: null,
  })
}

// Failed, only by the lease holder, and never once media_publish may have landed unless the
// caller has just seen the container unpublished (`publishSettled`).
export function markFailed(
  db: DbOrTx,
  leased: Leased,
  failure: { message: string; code?: string },
) {
  return transition(
    db,
    leased.id,
    ['publishing'],
    {
      state: 'failed',
      failureMessage: failure.message,
      failureCode: failure.code ?? null,
      leaseUntil: null,
      leaseToken: null,
      publishRequestedAt: null,
    },
    eq(posts.leaseToken, leased.leaseToken!),
  )
}
