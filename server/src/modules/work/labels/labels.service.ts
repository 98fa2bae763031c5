import type { TCreateLabel, TLabel } from '@common/schemas/label'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { publish } from '../../../realtime/publish'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { findCommentById } from '../comments/comments.repository'
import {
  addCommentLabel,
  createOrFindLabel,
  findLabel,
  removeCommentLabel,
  searchLabels,
} from './labels.repository'

const PICKER_LIMIT = 50

export async function listLabels(db: Database, search: string | undefined) {
  return { items: await searchLabels(db, search || undefined, PICKER_LIMIT) }
}

export function createLabel(db: Database, userId: string, input: TCreateLabel) {
  return createOrFindLabel(db, { ...input, createdBy: userId })
}

// Puts a label on a comment or takes it off; the activity and the team's screens hear of it only
// when something changed, in the same transaction.
export async function setCommentLabel(
  db: Database,
  userId: string,
  commentId: string,
  labelId: string,
  on: boolean,
): Promise<TLabel> {
  const comment = await findCommentById(db, commentId)
  if (!comment) throw notFound('Comment not found')
  const label = await findLabel(db, labelId)
  if (!label) throw notFound('Label not found')
  await db.transaction(async (tx) => {
    const changed = on
      ? await addCommentLabel(tx, comment.id, label.id)
      : await removeCommentLabel(tx, comment.id, label.id)
    if (!changed) return
    await recordCommentActivity(tx, [
      {
        commentId: comment.id,
        organizationId: comment.organizationId,
        actorId: userId,
        kind: on ? 'labelled' : 'unlabelled',
        detail: { label: label.name },
      },
    ])
    await publish(tx, {
      type: 'comment.team',
      organizationId: comment.organizationId,
      commentId: comment.parentId ?? comment.id,
      change: 'labelled',
    })
  })
  return label
}
