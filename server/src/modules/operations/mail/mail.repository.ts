import { and, desc, eq, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { mailMessages } from '../../../db/schema'

export type MailRow = typeof mailMessages.$inferSelect

export async function insertMail(
  db: DbOrTx,
  values: { to: string; template: string; data: unknown },
): Promise<MailRow> {
  const [row] = await db.insert(mailMessages).values(values).returning()
  return row!
}

// The one conditional write that lets a single worker send a message: only a queued message, or
// one whose previous worker's lease lapsed, is taken. A sent, failed or kept message is never
// taken again, so a retried or doubled job sends nothing.
export async function claimMail(
  db: DbOrTx,
  id: string,
  leaseSeconds: number,
): Promise<MailRow | null> {
  const [row] = await db
    .update(mailMessages)
    .set({
      status: 'sending',
      attempts: sql`${mailMessages.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      leaseToken: sql`gen_random_uuid()`,
    })
    .where(
      and(
        eq(mailMessages.id, id),
        or(
          eq(mailMessages.status, 'queued'),
          and(eq(mailMessages.status, 'sending'), lt(mailMessages.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning()
  return row ?? null
}

// Records the outcome only while this worker still holds the lease it took.
export async function settleMail(
  db: DbOrTx,
  claimed: Pick<MailRow, 'id' | 'leaseToken'>,
  outcome: { status: 'sent' | 'kept' } | { status: 'queued' | 'failed'; lastError: string },
): Promise<boolean> {
  const [row] = await db
    .update(mailMessages)
    .set({
      status: outcome.status,
      lastError: 'lastError' in outcome ? outcome.lastError : null,
      sentAt: outcome.status === 'sent' ? sql`now()` : null,
      leaseUntil: null,
      leaseToken: null,
    })
    .where(
      and(
        eq(mailMessages.id, claimed.id),
        eq(mailMessages.leaseToken, claimed.leaseToken!),
        eq(mailMessages.status, 'sending'),
      ),
    )
    .returning({ id: mailMessages.id })
  return Boolean(row)
}

export async function findMail(db: DbOrTx, id: string): Promise<MailRow | null> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1)
  return row ?? null
}

// Messages whose job was lost (a crash between commit and enqueue, a worker that died while its
// lease ran): queued for a while, or sending with a lapsed lease.
export async function findStalledMail(db: DbOrTx, olderThanSeconds: number, limit: number) {
  return db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      or(
        and(
          eq(mailMessages.status, 'queued'),
          lt(mailMessages.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
        ),
        and(eq(mailMessages.status, 'sending'), lt(mailMessages.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(mailMessages.createdAt)
    .limit(limit)
}

export async function listRecentMail(db: DbOrTx, limit: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit)
}
