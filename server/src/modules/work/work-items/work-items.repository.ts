import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { user, workItems } from '../../../db/schema'

// The work state of conversations and mentions (decision 072, stage 2a of 062): assignee, done
// and response status on their work item. Comments keep theirs on `comments` until stage 2; every
// write here leaves comment items alone (`kind <> 'comment'`), each one conditional.

export type WorkItemRow = typeof workItems.$inferSelect
const notComment = ne(workItems.kind, 'comment')

export async function findWorkItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(workItems)
    .where(and(eq(workItems.id, id), notComment))
    .limit(1)
  return row ?? null
}

export async function lockWorkItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(workItems)
    .where(and(eq(workItems.id, id), notComment))
    .for('update')
    .limit(1)
  return row ?? null
}

export async function insertWorkItem(
  db: DbOrTx,
  values: {
    kind: 'conversation' | 'mention'
    organizationId: string
    accountId: string
    responseStatus: 'pending' | 'responded'
    lastActivityAt: Date
  },
) {
  const [row] = await db.insert(workItems).values(values).returning()
  return row!
}

// Done ("no reply needed"): only from open or answered.
export async function markWorkItemDone(db: DbOrTx, id: string, by: string | null) {
  const [row] = await db
    .update(workItems)
    .set({ responseStatus: 'done', doneAt: sql`now()`, doneBy: by })
    .where(and(eq(workItems.id, id), notComment, ne(workItems.responseStatus, 'done')))
    .returning()
  return row ?? null
}

// Reopened: back to awaiting an answer.
export async function reopenWorkItem(db: DbOrTx, id: string) {
  const [row] = await db
    .update(workItems)
    .set({ responseStatus: 'pending', doneAt: null, doneBy: null })
    .where(and(eq(workItems.id, id), notComment, eq(workItems.responseStatus, 'done')))
    .returning()
  return row ?? null
}

export async function setWorkItemAssignee(db: DbOrTx, id: string, assigneeId: string | null) {
  const [row] = await db
    .update(workItems)
    .set({ assigneeId })
    .where(and(eq(workItems.id, id), notComment))
    .returning()
  return row ?? null
}

// A rule's assignment never replaces a teammate already assigned.
export async function assignWorkItemIfUnassigned(db: DbOrTx, id: string, assigneeId: string) {
  const [row] = await db
    .update(workItems)
    .set({ assigneeId })
    .where(and(eq(workItems.id, id), notComment, isNull(workItems.assigneeId)))
    .returning({ id: workItems.id })
  return Boolean(row)
}

// The follower wrote: awaiting an answer again (a done item reopens), newest activity first.
export async function noteInbound(db: DbOrTx, id: string, at: Date) {
  await db
    .update(workItems)
    .set({
      responseStatus: 'pending',
      doneAt: null,
      doneBy: null,
      lastActivityAt: sql`greatest(${workItems.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(workItems.id, id), notComment))
}

// The account answered (from Flock or its phone): answered unless marked done; the first answer
// is kept for response times.
export async function noteOutbound(db: DbOrTx, id: string, at: Date, answersLatest: boolean) {
  const iso = at.toISOString()
  await db
    .update(workItems)
    .set({
      ...(answersLatest
        ? {
            responseStatus: sql`case when ${workItems.responseStatus} = 'done' then 'done' else 'responded' end`,
          }
        : {}),
      firstResponseAt: sql`coalesce(${workItems.firstResponseAt}, ${iso}::timestamptz)`,
      lastActivityAt: sql`greatest(${workItems.lastActivityAt}, ${iso}::timestamptz)`,
    })
    .where(and(eq(workItems.id, id), notComment))
}

// Names for assignee and done-by of many items at once.
export async function namesOf(db: DbOrTx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  if (wanted.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, wanted))
  return new Map(rows.map((row) => [row.id, row.name]))
}
