import type { TCommentNote } from '@common/schemas/comment-detail'
import type { Database } from '../../../db/client'
import type { Actor } from '../../../auth/policy'
import { notFound } from '../../../lib/app-error'
import { publish } from '../../../realtime/publish'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { findCommentById } from '../comments/comments.repository'
import { insertCommentNote, listCommentNotes } from './comment-notes.repository'

async function requireComment(db: Database, commentId: string) {
  const comment = await findCommentById(db, commentId)
  if (!comment) throw notFound('Comment not found')
  return comment
}

export async function getCommentNotes(db: Database, commentId: string) {
  const comment = await requireComment(db, commentId)
  return { items: await listCommentNotes(db, comment.id) }
}

// The note, its line in the activity and the event telling the team, all or nothing.
export async function addCommentNote(
  db: Database,
  actor: Actor,
  commentId: string,
  text: string,
): Promise<TCommentNote> {
  const comment = await requireComment(db, commentId)
  const note = await db.transaction(async (tx) => {
    const row = await insertCommentNote(tx, {
      commentId: comment.id,
      organizationId: comment.organizationId,
      authorId: actor.userId,
      text,
    })
    await recordCommentActivity(tx, [
      {
        commentId: comment.id,
        organizationId: comment.organizationId,
        actorId: actor.userId,
        kind: 'noted',
      },
    ])
    await publish(tx, {
      type: 'comment.team',
      organizationId: comment.organizationId,
      commentId: comment.parentId ?? comment.id,
      change: 'noted',
    })
    return row
  })
  return {
    id: note.id,
    authorName: actor.name,
    text: note.text,
    createdAt: note.createdAt.toISOString(),
  }
}
