import { PRESENCE_TTL_SECONDS } from '@common/schemas/comment-detail'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { publish } from '../../../realtime/publish'
import { findCommentById } from '../comments/comments.repository'
import { holdPresence, listPresence, releasePresence } from './presence.repository'

export async function getPresence(db: Database) {
  return { items: await listPresence(db) }
}

// Each heartbeat tells the team, so their screens learn the new time it lasts until; a teammate
// who closes the tab simply stops, and the others' screens let the entry lapse at expiresAt.
export async function heartbeat(db: Database, userId: string, commentId: string) {
  const comment = await findCommentById(db, commentId)
  if (!comment) throw notFound('Comment not found')
  await db.transaction(async (tx) => {
    await holdPresence(
      tx,
      { userId, commentId: comment.id, organizationId: comment.organizationId },
      PRESENCE_TTL_SECONDS,
    )
    await publish(tx, {
      type: 'comment.team',
      organizationId: comment.organizationId,
      commentId: comment.id,
      change: 'presence',
    })
  })
  return getPresence(db)
}

export async function release(db: Database, userId: string, commentId: string) {
  const comment = await findCommentById(db, commentId)
  if (!comment) throw notFound('Comment not found')
  await db.transaction(async (tx) => {
    if (!(await releasePresence(tx, userId, comment.id))) return
    await publish(tx, {
      type: 'comment.team',
      organizationId: comment.organizationId,
      commentId: comment.id,
      change: 'presence',
    })
  })
  return getPresence(db)
}
