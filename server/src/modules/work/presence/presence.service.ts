import { PRESENCE_TTL_SECONDS } from '@common/schemas/comment-detail'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { publish } from '../../../realtime/publish'
import { findCommentById } from '../comments/comments.repository'
import { findWorkItem } from '../work-items/work-items.repository'
import { holdPresence, listPresence, releasePresence } from './presence.repository'

// What a teammate can be answering: a comment (its reply box) or a direct-message conversation
// (its send box). Both are work items; presence is kept by the work item's id.
export type PresenceTarget = 'comment' | 'conversation'

export async function getPresence(db: Database) {
  return { items: await listPresence(db) }
}

async function findTarget(db: Database, target: PresenceTarget, id: string) {
  if (target === 'comment') {
    const comment = await findCommentById(db, id)
    if (!comment) throw notFound('Comment not found')
    return { id: comment.id, organizationId: comment.organizationId }
  }
  const item = await findWorkItem(db, id)
  if (!item || item.kind !== 'conversation') throw notFound('Conversation not found')
  return { id: item.id, organizationId: item.organizationId }
}

// Each heartbeat tells the team, so their screens learn the new time it lasts until; a teammate
// who closes the tab simply stops, and the others' screens let the entry lapse at expiresAt.
export async function heartbeat(db: Database, userId: string, target: PresenceTarget, id: string) {
  const item = await findTarget(db, target, id)
  await db.transaction(async (tx) => {
    await holdPresence(
      tx,
      { userId, commentId: item.id, organizationId: item.organizationId },
      PRESENCE_TTL_SECONDS,
    )
    await publish(tx, {
      type: 'comment.team',
      organizationId: item.organizationId,
      commentId: item.id,
      change: 'presence',
    })
  })
  return getPresence(db)
}

export async function release(db: Database, userId: string, target: PresenceTarget, id: string) {
  const item = await findTarget(db, target, id)
  await db.transaction(async (tx) => {
    if (!(await releasePresence(tx, userId, item.id))) return
    await publish(tx, {
      type: 'comment.team',
      organizationId: item.organizationId,
      commentId: item.id,
      change: 'presence',
    })
  })
  return getPresence(db)
}
