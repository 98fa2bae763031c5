import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { TInstagramBulkAction } from '@common/schemas/bulk'
import type { DbOrTx } from '../../../db/client'
import {
  bulkActionItems,
  bulkActions,
  commentLabels,
  comments,
  labels,
  user,
} from '../../../db/schema'
import {
  type ChangedComment,
  changedColumns,
  topLevelFollowerComment,
} from '../comments/comments.repository'

// How many comments the selection names (found or not): the base the skipped count is taken from.
export async function countSelected(db: DbOrTx, selection: SQL) {
  const [row] = await db.select({ n: count() }).from(comments).where(selection)
  return row?.n ?? 0
}

export async function addLabel(db: DbOrTx, selection: SQL, labelId: string) {
  const added = await db
    .insert(commentLabels)
    .select(
      db
        .select({
          workItemId: comments.id,
          labelId: sql<string>`${labelId}::uuid`.as('label_id'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(comments)
        .where(and(selection, topLevelFollowerComment)),
    )
    .onConflictDoNothing()
    .returning({ commentId: commentLabels.workItemId })
  return commentsByIds(
    db,
    added.map((row) => row.commentId),
  )
}

export async function removeLabel(db: DbOrTx, selection: SQL, labelId: string) {
  const removed = await db
    .delete(commentLabels)
    .where(
      and(
        eq(commentLabels.labelId, labelId),
        inArray(
          commentLabels.workItemId,
          db
            .select({ id: comments.id })
            .from(comments)
            .where(and(selection, topLevelFollowerComment)),
        ),
      ),
    )
    .returning({ commentId: commentLabels.workItemId })
  return commentsByIds(
    db,
    removed.map((row) => row.commentId),
  )
}

async function commentsByIds(db: DbOrTx, ids: string[]): Promise<ChangedComment[]> {
  if (ids.length === 0) return []
  return db
    .select(changedColumns)
    .from(comments)
    .where(sql`${comments.id} = any(${sql.param(ids)}::uuid[])`)
}

export async function findTeammate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, 'admin'), isNull(user.deactivatedAt)))
  return row ?? null
}

export async function findLabel(db: DbOrTx, labelId: string) {
  const [row] = await db.select().from(labels).where(eq(labels.id, labelId))
  return row ?? null
}

// A bulk hide, unhide or delete and its items, written at once: one item per selected follower
// comment.
export async function insertBulkAction(
  db: DbOrTx,
  kind: TInstagramBulkAction,
  requestedBy: string,
  selection: SQL,
) {
  const [action] = await db.insert(bulkActions).values({ kind, requestedBy, total: 0 }).returning()
  const items = await db
    .insert(bulkActionItems)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          bulkActionId: sql<string>`${action!.id}::uuid`.as('bulk_action_id'),
          workItemId: comments.id,
          state: sql<'queued'>`'queued'`.as('state'),
          error: sql<null>`null`.as('error'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(comments)
        .where(and(selection, topLevelFollowerComment)),
    )
    .returning({ id: bulkActionItems.id })
  const total = items.length
  const [saved] = await db
    .update(bulkActions)
    .set(total === 0 ? { total, state: 'finished', finishedAt: new Date() } : { total })
    .where(eq(bulkActions.id, action!.id))
    .returning()
  return saved!
}

export async function findBulkAction(db: DbOrTx, id: string) {
  const [row] = await db.select().from(bulkActions).where(eq(bulkActions.id, id))
  return row ?? null
}

export async function countItems(db: DbOrTx, bulkActionId: string) {
  const [row] = await db
    .select({
      done: sql<number>`(count(*) filter (where ${bulkActionItems.state} = 'done'))::int`,
      failed: sql<number>`(count(*) filter (where ${bulkActionItems.state} = 'failed'))::int`,
    })
    .from(bulkActionItems)
    .where(eq(bulkActionItems.bulkActionId, bulkActionId))
  return row ?? { done: 0, failed: 0 }
}

export function failureReasons(db: DbOrTx, bulkActionId: string) {
  return db
    .select({ error: sql<string>`coalesce(${bulkActionItems.error}, '')`, count: count() })
    .from(bulkActionItems)
    .where(and(eq(bulkActionItems.bulkActionId, bulkActionId), eq(bulkActionItems.state, 'failed')))
    .groupBy(bulkActionItems.error)
    .orderBy(desc(count()))
    .limit(5)
}

export function nextQueuedItems(db: DbOrTx, bulkActionId: string, limit: number) {
  return db
    .select()
    .from(bulkActionItems)
    .where(and(eq(bulkActionItems.bulkActionId, bulkActionId), eq(bulkActionItems.state, 'queued')))
    .orderBy(asc(bulkActionItems.id))
    .limit(limit)
}

// Conditional on 'queued': an item a job already settled (before a crash, or in another worker)
// is never settled, nor counted, twice.
export async function settleItem(
  db: DbOrTx,
  itemId: string,
  outcome: { state: 'done' } | { state: 'failed'; error: string },
) {
  const rows = await db
    .update(bulkActionItems)
    .set({ state: outcome.state, error: outcome.state === 'failed' ? outcome.error : null })
    .where(and(eq(bulkActionItems.id, itemId), eq(bulkActionItems.state, 'queued')))
    .returning({ id: bulkActionItems.id })
  return rows.length === 1
}

export async function finishBulkAction(db: DbOrTx, id: string) {
  const rows = await db
    .update(bulkActions)
    .set({ state: 'finished', finishedAt: new Date() })
    .where(and(eq(bulkActions.id, id), eq(bulkActions.state, 'running')))
    .returning({ id: bulkActions.id })
  return rows.length === 1
}

// Only the failures go back in the queue; what was done stays done.
export async function requeueFailures(db: DbOrTx, id: string) {
  const requeued = await db
    .update(bulkActionItems)
    .set({ state: 'queued', error: null })
    .where(and(eq(bulkActionItems.bulkActionId, id), eq(bulkActionItems.state, 'failed')))
    .returning({ id: bulkActionItems.id })
  if (requeued.length > 0)
    await db
      .update(bulkActions)
      .set({ state: 'running', finishedAt: null })
      .where(and(eq(bulkActions.id, id), ne(bulkActions.state, 'running')))
  return requeued.length
}

export function runningBulkActions(db: DbOrTx, limit: number) {
  return db
    .select({ id: bulkActions.id })
    .from(bulkActions)
    .where(eq(bulkActions.state, 'running'))
    .orderBy(asc(bulkActions.createdAt))
    .limit(limit)
}
