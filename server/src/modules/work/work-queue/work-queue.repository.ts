import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../../db/client'
import { commentReads, comments, user } from '../../../db/schema'
import { containsPattern } from '../../../lib/like-pattern'
import { afterKeyset, type Keyset } from '../../../lib/pagination'

export async function markRead(db: DbOrTx, userId: string, commentId: string) {
  await db
    .insert(commentReads)
    .values({ userId, workItemId: commentId })
    .onConflictDoUpdate({
      target: [commentReads.userId, commentReads.workItemId],
      set: { readAt: sql`now()` },
    })
}

export async function markUnread(db: DbOrTx, userId: string, commentId: string) {
  await db
    .delete(commentReads)
    .where(and(eq(commentReads.userId, userId), eq(commentReads.workItemId, commentId)))
}

export async function isRead(db: DbOrTx, userId: string, commentId: string) {
  const [row] = await db
    .select({ at: commentReads.readAt })
    .from(commentReads)
    .where(and(eq(commentReads.userId, userId), eq(commentReads.workItemId, commentId)))
  return Boolean(row)
}

const doer = alias(user, 'doer')
const assignee = alias(user, 'assignee')

// The comment's work-queue state with names, as the inbox shows it.
export async function findWorkState(db: DbOrTx, commentId: string) {
  const [row] = await db
    .select({
      comment: comments,
      doneByName: doer.name,
      assigneeName: assignee.name,
    })
    .from(comments)
    .leftJoin(doer, eq(doer.id, comments.doneBy))
    .leftJoin(assignee, eq(assignee.id, comments.assigneeId))
    .where(eq(comments.id, commentId))
  return row ?? null
}

// An active member of the agency's team, who may be given comments.
export async function findAssignableTeammate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, 'admin'), isNull(user.deactivatedAt)))
  return row ?? null
}

// Active teammates by name, a page at a time, for the assignee picker. The team is small (tens),
// so matching name or email with ILIKE over user_role's rows is cheap.
export async function listAssignableTeammates(
  db: DbOrTx,
  search: string | undefined,
  page: { after?: Keyset; limit: number },
) {
  const pattern = search ? containsPattern(search) : undefined
  const after = afterKeyset('asc', [user.name, user.id], page.after)
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(
      and(
        eq(user.role, 'admin'),
        isNull(user.deactivatedAt),
        pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
        after,
      ),
    )
    .orderBy(asc(user.name), asc(user.id))
    .limit(page.limit + 1)
}
