import { and, inArray, type SQL } from 'drizzle-orm'
import type {
  TBulkAction,
  TBulkApplied,
  TBulkJob,
  TBulkSelection,
  TInstagramBulkAction,
} from '@common/schemas/bulk'
import type { Database, DbOrTx } from '../../../db/client'
import { comments } from '../../../db/schema'
import type { JobQueue } from '../../../lib/jobs'
import { AppError, notFound } from '../../../lib/app-error'
import {
  type CommentActivityEntry,
  recordCommentActivity,
} from '../comments/comment-activity.repository'
import { inboxConditions } from '../inbox/inbox.repository'
import { type InboxContext, inboxFilter } from '../inbox/inbox.service'
import { publishCommentChange } from '../comments/comment-events'
import {
  assignSelected,
  type ChangedComment,
  markSelectedDone,
  reopenSelected,
} from '../comments/comments.repository'
import {
  addLabel,
  countItems,
  countSelected,
  failureReasons,
  findBulkAction,
  findLabel,
  findTeammate,
  insertBulkAction,
  removeLabel,
  requeueFailures,
} from './bulk.repository'
import { requestBulkWork } from '../../../jobs/contracts'

// A multi-row insert carries five parameters a row; PostgreSQL takes 65,535 per statement.
const ACTIVITY_CHUNK = 5_000

// The comments a selection names: picked ids, or all the inbox list shows for a filter (the
// list's own conditions, so "select all N matching" never reaches past what the list shows).
async function selectionCondition(
  db: DbOrTx,
  context: InboxContext,
  selection: TBulkSelection,
): Promise<SQL> {
  if (selection.ids) return inArray(comments.id, [...new Set(selection.ids)])
  const filter = await inboxFilter(db, context, selection.filter!)
  return and(...inboxConditions(filter))!
}

async function selectedCount(db: DbOrTx, selection: TBulkSelection, condition: SQL) {
  return selection.ids ? new Set(selection.ids).size : countSelected(db, condition)
}

// Done, reopen, assign, label and unlabel: set-based, in one transaction with their activity and
// one change event per organization touched (the browsers refetch; nobody gets a flood).
export async function applyFlockAction(
  db: Database,
  context: InboxContext,
  selection: TBulkSelection,
  action: TBulkAction & { type: TBulkApplied['action'] },
): Promise<TBulkApplied> {
  const actorId = context.userId
  const assignee =
    action.type === 'assign' && action.assigneeId ? await findTeammate(db, action.assigneeId) : null
  if (action.type === 'assign' && action.assigneeId && !assignee)
    throw new AppError(
      'VALIDATION_FAILED',
      'Comments can only be assigned to a teammate of the agency.',
    )
  const label = action.labelId ? await findLabel(db, action.labelId) : null
  if ((action.type === 'label' || action.type === 'unlabel') && !label)
    throw notFound('Label not found')

  return db.transaction(async (tx) => {
    const condition = await selectionCondition(tx, context, selection)
    const selected = await selectedCount(tx, selection, condition)
    const now = new Date()
    let changed: ChangedComment[]
    let activity: Pick<CommentActivityEntry, 'kind' | 'detail'>
    switch (action.type) {
      case 'done':
        changed = await markSelectedDone(tx, condition, actorId, now)
        activity = { kind: 'done' }
        break
      case 'reopen':
        changed = await reopenSelected(tx, condition)
        activity = { kind: 'reopened' }
        break
      case 'assign':
        changed = await assignSelected(tx, condition, assignee?.id ?? null)
        activity = assignee
          ? { kind: 'assigned', detail: { assigneeId: assignee.id, assigneeName: assignee.name } }
          : { kind: 'unassigned' }
        break
      case 'label':
        changed = await addLabel(tx, condition, label!.id)
        activity = { kind: 'labelled', detail: { labelId: label!.id, labelName: label!.name } }
        break
      case 'unlabel':
        changed = await removeLabel(tx, condition, label!.id)
        activity = { kind: 'unlabelled', detail: { labelId: label!.id, labelName: label!.name } }
        break
    }
    for (let start = 0; start < changed.length; start += ACTIVITY_CHUNK) {
      await recordCommentActivity(
        tx,
        changed.slice(start, start + ACTIVITY_CHUNK).map((comment) => ({
          commentId: comment.id,
          organizationId: comment.organizationId,
          actorId,
          ...activity,
        })),
      )
    }
    await publishPerOrganization(tx, changed)
    return {
      kind: 'applied' as const,
      action: action.type,
      changed: changed.length,
      skipped: Math.max(selected - changed.length, 0),
    }
  })
}

async function publishPerOrganization(tx: DbOrTx, changed: ChangedComment[]) {
  const firstOfEach = new Map<string, ChangedComment>()
  for (const comment of changed)
    if (!firstOfEach.has(comment.organizationId)) firstOfEach.set(comment.organizationId, comment)
  for (const comment of firstOfEach.values()) {
    await publishCommentChange(
      tx,
      {
        organizationId: comment.organizationId,
        accountId: comment.accountId,
        commentId: comment.id,
      },
      'bulk_changed',
    )
  }
}

// Hide, unhide and delete: recorded with an item per comment, then worked through by a job at
// Instagram's pace. Answers at once with the job's progress.
export async function startInstagramAction(
  db: Database,
  jobs: JobQueue,
  context: InboxContext,
  selection: TBulkSelection,
  kind: TInstagramBulkAction,
): Promise<TBulkJob> {
  const action = await db.transaction(async (tx) =>
    insertBulkAction(tx, kind, context.userId, await selectionCondition(tx, context, selection)),
  )
  if (action.state === 'running') await requestBulkWork(jobs, action.id)
  return getBulkJob(db, action.id)
}

export async function getBulkJob(db: DbOrTx, id: string): Promise<TBulkJob> {
  const action = await findBulkAction(db, id)
  if (!action) throw notFound('Bulk action not found')
  const [counts, failures] = await Promise.all([countItems(db, id), failureReasons(db, id)])
  return {
    kind: 'job',
    id: action.id,
    action: action.kind,
    state: action.state,
    total: action.total,
    done: counts.done,
    failed: counts.failed,
    failures,
    createdAt: action.createdAt.toISOString(),
    finishedAt: action.finishedAt?.toISOString() ?? null,
  }
}

export async function findBulkKind(db: DbOrTx, id: string) {
  const action = await findBulkAction(db, id)
  if (!action) throw notFound('Bulk action not found')
  return action.kind
}

// Puts only the failed items back in the queue and starts the job again.
export async function retryFailures(db: Database, jobs: JobQueue, id: string): Promise<TBulkJob> {
  const requeued = await db.transaction((tx) => requeueFailures(tx, id))
  if (requeued > 0) await requestBulkWork(jobs, id)
  return getBulkJob(db, id)
}
