import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { outgoingMessages } from '../../db/schema'

export type OutgoingRow = typeof outgoingMessages.$inferSelect
export type NewOutgoing = typeof outgoingMessages.$inferInsert

export async function findOutgoingByKey(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.idempotencyKey, idempotencyKey))
    .limit(1)
  return row ?? null
}

export async function findOutgoingById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)).limit(1)
  return row ?? null
}

export async function insertOutgoing(db: DbOrTx, values: NewOutgoing) {
  const [row] = await db.insert(outgoingMessages).values(values).returning()
  return row!
}

export async function updateOutgoing(db: DbOrTx, id: string, values: Partial<NewOutgoing>) {
  const [row] = await db
    .update(outgoingMessages)
    .set(values)
    .where(eq(outgoingMessages.id, id))
    .returning()
  return row ?? null
}

export async function lockOutgoing(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.id, id))
    .for('update')
    .limit(1)
  return row ?? null
}

// Changes a message only while it is still in one of the expected states; null when it is not
// (another request or worker changed it first).
export async function updateOutgoingIf(
  db: DbOrTx,
  id: string,
  expected: OutgoingRow['status'][],
  values: Partial<NewOutgoing>,
) {
  const [row] = await db
    .update(outgoingMessages)
    .set(values)
    .where(and(eq(outgoingMessages.id, id), inArray(outgoingMessages.status, expected)))
    .returning()
  return row ?? null
}

// Changes a message only while this worker still holds its lease (see takeDeliveryLease).
export async function updateLeasedOutgoing(
  db: DbOrTx,
  leased: Pick<OutgoingRow, 'id' | 'leaseToken'>,
  values: Partial<NewOutgoing>,
) {
  const [row] = await db
    .update(outgoingMessages)
    .set(values)
    .where(
      and(
        eq(outgoingMessages.id, leased.id),
        eq(outgoingMessages.leaseToken, leased.leaseToken!),
        inArray(outgoingMessages.status, ['queued', 'sending']),
      ),
    )
    .returning()
  return row ?? null
}

// Whether another reply to this comment than `exceptId` is awaiting approval, queued or being sent.
export async function hasOtherActiveReply(db: DbOrTx, commentId: string, exceptId: string) {
  const [row] = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.commentId, commentId),
        eq(outgoingMessages.kind, 'reply'),
        inArray(outgoingMessages.status, ['awaiting_approval', 'queued', 'sending']),
        ne(outgoingMessages.id, exceptId),
      ),
    )
    .limit(1)
  return Boolean(row)
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

// Messages whose delivery job was lost (the process died between commit and enqueue) or whose
// worker died: queued or sending, unleased, and not brand new.
export async function findStalledOutgoing(db: DbOrTx, olderThanSeconds: number, limit: number) {
  return db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        inArray(outgoingMessages.status, ['queued', 'sending']),
        or(isNull(outgoingMessages.leaseUntil), lt(outgoingMessages.leaseUntil, sql`now()`)),
        lt(outgoingMessages.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .limit(limit)
}

export async function sentOutgoingIgIds(db: DbOrTx, igCommentIds: string[]) {
  if (igCommentIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ igCommentId: outgoingMessages.igCommentId })
    .from(outgoingMessages)
    .where(inArray(outgoingMessages.igCommentId, igCommentIds))
  return new Set(rows.map((row) => row.igCommentId!))
}
