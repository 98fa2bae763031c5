import type { TOutgoing } from '@common/schemas/comment'
import type { Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { toOutgoing } from './outgoing-view'
import { publishCommentChange, threadOfOutgoing } from '../comments/comment-events'
import { lockComment } from '../comments/comments.repository'
import { reopenAfterHeldReply } from './held-reply'
import { findOutgoingById } from './outgoing.repository'
import { withdraw } from './outgoing-state'

// The agency takes back a reply still awaiting the church's approval (decision 053): a typo, the
// wrong comment. One conditional write, awaiting_approval → withdrawn, on the same row the
// church's approve and decline update under the same condition: of a withdrawal and a decision at
// once exactly one finds the reply still waiting, and the other is told who was first. Nothing is
// sent, the reply leaves the church's list, and the comment is open for a corrected reply.
export async function withdrawOutgoing(
  db: Database,
  actor: Actor,
  outgoingId: string,
): Promise<TOutgoing> {
  const withdrawn = await db.transaction(async (tx) => {
    const found = await findOutgoingById(tx, outgoingId)
    if (!found?.workItemId) throw notFound('Reply not found')
    // The comment first, as compose, approval and delivery lock it: one order, no deadlock.
    const comment = await lockComment(tx, found.workItemId)
    const row = await withdraw(tx, found.id)
    if (!row) throw await cannotWithdraw(tx, found.id)
    // A withdrawn reply never answered the comment, so responded_at, first_response_at and
    // the rollups built on them never saw it.
    await reopenAfterHeldReply(tx, comment, row)
    await recordCommentActivity(tx, [
      {
        commentId: found.workItemId,
        organizationId: found.organizationId,
        actorId: actor.userId,
        kind: 'reply_withdrawn',
        detail: { text: row.message, ...(row.kind === 'private_reply' ? { private: 'true' } : {}) },
      },
    ])
    await publishCommentChange(tx, threadOfOutgoing(row), 'withdrawn')
    return row
  })
  return toOutgoing(withdrawn)
}

// Why the reply could not be withdrawn, read after the write found it no longer waiting.
async function cannotWithdraw(db: DbOrTx, outgoingId: string) {
  const row = await findOutgoingById(db, outgoingId)
  const by = row?.reviewerName ?? 'someone at the church'
  if (row?.status === 'withdrawn')
    return new AppError('REPLY_CHANGED', 'This reply was already withdrawn; nothing was posted.')
  if (row?.status === 'declined')
    return new AppError(
      'ALREADY_DECIDED',
      `The church already declined this reply (${by}), so there is nothing to withdraw; nothing was posted.`,
    )
  if (row?.reviewedAt)
    return new AppError(
      'ALREADY_DECIDED',
      `The church has already approved this reply (${by}), so it can no longer be withdrawn.`,
    )
  return new AppError(
    'REPLY_CHANGED',
    "Only a reply awaiting the church's approval can be withdrawn; this one is not waiting for approval.",
  )
}
