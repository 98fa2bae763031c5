import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { outgoingMessages } from '../../../db/schema'

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

export async function lockOutgoing(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.id, id))
    .for('update')
    .limit(1)
  return row ?? null
}

// Whether another reply to this comment than `exceptId` is awaiting approval, queued or being sent.
export async function hasOtherActiveReply(db: DbOrTx, commentId: string, exceptId: string) {
  const [row] = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.workItemId, commentId),
        eq(outgoingMessages.kind, 'reply'),
        inArray(outgoingMessages.status, ['awaiting_approval', 'queued', 'sending']),
        ne(outgoingMessages.id, exceptId),
      ),
    )
    .limit(1)
  return Boolean(row)
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
