import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import type { TPresence } from '@common/schemas/comment-detail'
import type { DbOrTx } from '../../../db/client'
import { commentPresence, user } from '../../../db/schema'

// A heartbeat: the teammate is (still) replying to this comment for ttlSeconds more. Rows past
// their time are swept here too, so the table holds at most one row per teammate.
export async function holdPresence(
  db: DbOrTx,
  entry: { userId: string; commentId: string; organizationId: string },
  ttlSeconds: number,
) {
  await db.delete(commentPresence).where(lte(commentPresence.expiresAt, sql`now()`))
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`
  await db
    .insert(commentPresence)
    .values({
      userId: entry.userId,
      workItemId: entry.commentId,
      organizationId: entry.organizationId,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: commentPresence.userId,
      set: { workItemId: entry.commentId, organizationId: entry.organizationId, expiresAt },
    })
}

// True when the teammate was shown as replying to this comment.
export async function releasePresence(db: DbOrTx, userId: string, commentId: string) {
  const rows = await db
    .delete(commentPresence)
    .where(and(eq(commentPresence.userId, userId), eq(commentPresence.workItemId, commentId)))
    .returning({ userId: commentPresence.userId })
  return rows.length > 0
}

// Everyone replying right now: at most one row per teammate.
export async function listPresence(db: DbOrTx): Promise<TPresence[]> {
  const rows = await db
    .select({
      commentId: commentPresence.workItemId,
      userId: commentPresence.userId,
      name: user.name,
      expiresAt: commentPresence.expiresAt,
    })
    .from(commentPresence)
    .innerJoin(user, eq(user.id, commentPresence.userId))
    .where(gt(commentPresence.expiresAt, sql`now()`))
    .orderBy(asc(user.name))
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }))
}
