import type { TAssigneePage, TCommentWorkState } from '@common/schemas/comment'
import type { Database, DbOrTx } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { publishCommentChange, threadOfComment } from '../comments/comment-events'
import { findCommentById, markDoneIf, reopenIf, setAssignee } from '../comments/comments.repository'
import {
  findAssignableTeammate,
  findWorkState,
  isRead,
  listAssignableTeammates,
  markRead,
  markUnread,
} from './work-queue.repository'

// Only a follower's top-level comment is worked in the inbox; anything else is not found there.
async function requireInboxComment(db: DbOrTx, commentId: string) {
  const comment = await findCommentById(db, commentId)
  if (!comment || comment.parentId || comment.isOwn) throw notFound('Comment not found')
  return comment
}

async function workState(
  db: DbOrTx,
  userId: string,
  commentId: string,
): Promise<TCommentWorkState> {
  const [row, read] = await Promise.all([
    findWorkState(db, commentId),
    isRead(db, userId, commentId),
  ])
  if (!row) throw notFound('Comment not found')
  const { comment } = row
  return {
    id: comment.id,
    responseStatus: comment.responseStatus,
    done:
      comment.responseStatus === 'done' && comment.doneAt
        ? { by: row.doneByName ?? 'A former teammate', at: comment.doneAt.toISOString() }
        : null,
    assignee:
      comment.assigneeId && row.assigneeName
        ? { id: comment.assigneeId, name: row.assigneeName }
        : null,
    unread: !read,
  }
}

// Why a comment cannot be marked done: it is not awaiting a reply.
function notOpen(comment: { hidden: boolean; responseStatus: string }): AppError {
  if (comment.hidden)
    return new AppError(
      'COMMENT_STATE_CHANGED',
      'This comment is hidden on Instagram, so it is not open. Unhide it first.',
    )
  if (comment.responseStatus === 'sending')
    return new AppError(
      'COMMENT_STATE_CHANGED',
      'A reply to this comment is on its way: it will be responded, not done.',
    )
  return new AppError('COMMENT_STATE_CHANGED', 'This comment has already been answered.')
}

// "No reply needed": the comment leaves Open. Only from pending, in one conditional write.
export async function markCommentDone(db: Database, userId: string, commentId: string) {
  await db.transaction(async (tx) => {
    const comment = await requireInboxComment(tx, commentId)
    const done = await markDoneIf(tx, commentId, userId)
    if (!done) {
      const now = await findCommentById(tx, commentId)
      // Already done: asking twice is the same as once.
      if (now?.responseStatus === 'done') return
      throw notOpen(now ?? comment)
    }
    await recordCommentActivity(tx, [
      { commentId, organizationId: done.organizationId, actorId: userId, kind: 'done' },
    ])
    await publishCommentChange(tx, threadOfComment(done), 'done')
  })
  return workState(db, userId, commentId)
}

export async function reopenComment(db: Database, userId: string, commentId: string) {
  await db.transaction(async (tx) => {
    await requireInboxComment(tx, commentId)
    const reopened = await reopenIf(tx, commentId)
    if (!reopened) {
      const now = await findCommentById(tx, commentId)
      if (now?.responseStatus === 'pending') return
      throw new AppError(
        'COMMENT_STATE_CHANGED',
        now?.responseStatus === 'responded'
          ? 'This comment has been answered since, so it cannot be reopened.'
          : 'This comment is not done.',
      )
    }
    await recordCommentActivity(tx, [
      { commentId, organizationId: reopened.organizationId, actorId: userId, kind: 'reopened' },
    ])
    await publishCommentChange(tx, threadOfComment(reopened), 'reopened')
  })
  return workState(db, userId, commentId)
}

export async function setCommentAssignee(
  db: Database,
  userId: string,
  commentId: string,
  assigneeId: string | null,
) {
  await db.transaction(async (tx) => {
    const comment = await requireInboxComment(tx, commentId)
    const teammate = assigneeId ? await findAssignableTeammate(tx, assigneeId) : null
    if (assigneeId && !teammate)
      throw new AppError(
        'VALIDATION_FAILED',
        'assigneeId: comments can be assigned only to an active member of the agency team',
      )
    if (comment.assigneeId === assigneeId) return
    const updated = await setAssignee(tx, commentId, assigneeId)
    if (!updated) throw notFound('Comment not found')
    await recordCommentActivity(tx, [
      teammate
        ? {
            commentId,
            organizationId: comment.organizationId,
            actorId: userId,
            kind: 'assigned',
            detail: { assigneeId: teammate.id, assigneeName: teammate.name },
          }
        : {
            commentId,
            organizationId: comment.organizationId,
            actorId: userId,
            kind: 'unassigned',
            detail: comment.assigneeId ? { assigneeId: comment.assigneeId } : {},
          },
    ])
    await publishCommentChange(tx, threadOfComment(comment), 'assigned')
  })
  return workState(db, userId, commentId)
}

export async function setCommentRead(
  db: Database,
  userId: string,
  commentId: string,
  read: boolean,
) {
  await requireInboxComment(db, commentId)
  if (read) await markRead(db, userId, commentId)
  else await markUnread(db, userId, commentId)
  return workState(db, userId, commentId)
}

export async function listAssignees(
  db: Database,
  query: { search?: string; cursor?: string; limit: number },
): Promise<TAssigneePage> {
  const after = requireCursor(query.cursor, 'text')
  const rows = await listAssignableTeammates(db, query.search || undefined, {
    after,
    limit: query.limit,
  })
  return toPage(rows, query.limit, (row) => ({ key: row.name, id: row.id }))
}
