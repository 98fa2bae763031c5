import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../../db/client'
import { outgoingMessages } from '../../../db/schema'
import type { OutgoingRow } from './outgoing.repository'

// Every change of an outgoing message's state, in one place (decision 063). Each is one
// conditional write, `UPDATE … WHERE status IN (…) RETURNING`: of two requests or workers racing
// on a message, exactly one finds it in the state it expects and gets the row back; the other
// gets null and says so. A message is queued (or held for approval) when it is inserted
// (outgoing.repository.ts); from there:
//
//   awaiting_approval → queued (approve) | declined (decline) | withdrawn (withdraw)
//   queued → sending (startSending) → sent (markSent) | failed (markFailed)
//   failed → queued (retry) | discarded (discard)
//
// The delivery worker's steps also require the lease it took (takeDeliveryLease): a worker
// that lost it can no longer record anything.

type Status = OutgoingRow['status']
type Leased = Pick<OutgoingRow, 'id' | 'leaseToken'>
type Changes = PgUpdateSetSource<typeof outgoingMessages>

async function transition(
  db: DbOrTx,
  id: string,
  from: Status[],
  values: Changes,
  also?: ReturnType<typeof and>,
) {
  const [row] = await db
    .update(outgoingMessages)
    .set(values)
    .where(and(eq(outgoingMessages.id, id), inArray(outgoingMessages.status, from), also))
    .returning()
  return row ?? null
}

const underLease = (leased: Leased, values: Changes, db: DbOrTx) =>
  transition(
    db,
    leased.id,
    ['queued', 'sending'],
    values,
    eq(outgoingMessages.leaseToken, leased.leaseToken!),
  )

// Awaiting approval → approved (queued for delivery): of two approvals at once, exactly one
// finds it still awaiting.
export function approve(
  db: DbOrTx,
  id: string,
  organizationId: string,
  review: { userId: string; name: string; message?: string },
) {
  return transition(
    db,
    id,
    ['awaiting_approval'],
    {
      status: 'queued',
      reviewedAt: sql`now()`,
      reviewedBy: review.userId,
      reviewerName: review.name,
      // The old value in SET: the agency's text is kept beside the church's edit.
      ...(review.message
        ? { message: review.message, originalMessage: outgoingMessages.message }
        : {}),
    },
    eq(outgoingMessages.organizationId, organizationId),
  )
}

export function decline(
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
      status: 'declined',
      reviewedAt: sql`now()`,
      reviewedBy: review.userId,
      reviewerName: review.name,
      declineReason: review.reason,
    },
    eq(outgoingMessages.organizationId, organizationId),
  )
}

// The agency takes back a reply still awaiting the church (decision 053).
export function withdraw(db: DbOrTx, id: string) {
  return transition(db, id, ['awaiting_approval'], { status: 'withdrawn' })
}

// Failed → queued again, with a fresh start for the delivery worker.
export function retry(db: DbOrTx, id: string) {
  return transition(db, id, ['failed'], {
    status: 'queued',
    lastError: null,
    leaseUntil: null,
    leaseToken: null,
  })
}

export function discard(db: DbOrTx, id: string) {
  return transition(db, id, ['failed'], { status: 'discarded' })
}

// Only one worker at a time may deliver a message: it takes a short lease with a fresh token.
// A worker that dies mid-delivery lets the lease lapse, and the next attempt starts by checking
// Instagram; the old worker, if it wakes up, no longer holds the token and cannot record.
export async function takeDeliveryLease(db: DbOrTx, id: string, leaseSeconds: number) {
  const [row] = await db
    .update(outgoingMessages)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      leaseToken: sql`gen_random_uuid()`,
      attempts: sql`${outgoingMessages.attempts} + 1`,
    })
    .where(
      and(
        eq(outgoingMessages.id, id),
        inArray(outgoingMessages.status, ['queued', 'sending']),
        or(isNull(outgoingMessages.leaseUntil), lt(outgoingMessages.leaseUntil, sql`now()`)),
      ),
    )
    .returning()
  return row ?? null
}

// Queued → sending, just before the call to Instagram: from here a retry looks first.
export function startSending(db: DbOrTx, leased: Leased) {
  return underLease(leased, { status: 'sending' }, db)
}

// A transient failure: still sending, the lease released so the next attempt need not wait for
// it to lapse, the reason kept for the limit's message.
export function releaseAfterTransientError(db: DbOrTx, leased: Leased, error: string) {
  return underLease(leased, { status: 'sending', leaseUntil: null, lastError: error }, db)
}

export function markSent(db: DbOrTx, leased: Leased, igCommentId: string | null) {
  return underLease(
    leased,
    {
      status: 'sent',
      igCommentId,
      sentAt: new Date(),
      leaseUntil: null,
      leaseToken: null,
      lastError: null,
    },
    db,
  )
}

export function markFailed(db: DbOrTx, leased: Leased, reason: string) {
  return underLease(
    leased,
    { status: 'failed', lastError: reason, leaseUntil: null, leaseToken: null },
    db,
  )
}
