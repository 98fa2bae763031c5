import type { TComposeMessage, TOutgoing } from '@common/schemas/comment'
import type { Database, DbOrTx } from '../../db/client'
import { DELIVER_OUTGOING } from '../../jobs/deliver-outgoing.job'
import type { JobQueue } from '../../jobs/job-definition'
import { AppError, notFound } from '../../lib/app-error'
import { publish } from '../../realtime/publish'
import { findAccountById } from '../accounts/accounts.repository'
import { findCommentById, lockComment, updateComment } from './comments.repository'
import { toOutgoing } from './inbox-view'
import { findMediaById } from './media.repository'
import {
  findOutgoingById,
  findOutgoingByKey,
  insertOutgoing,
  updateOutgoing,
} from './outgoing.repository'

export interface ComposeDeps {
  db: Database
  jobs: JobQueue
}

const deliver = (jobs: JobQueue, id: string) =>
  jobs.send(DELIVER_OUTGOING, { outgoingId: id }, { singletonKey: id })

async function requireConnectedAccount(db: DbOrTx, accountId: string) {
  const account = await findAccountById(db, accountId)
  if (!account || account.status !== 'connected') {
    throw new AppError(
      'ACCOUNT_NOT_CONNECTED',
      `${account ? `@${account.username}` : 'This account'} is not connected, so Flock cannot post for it.`,
    )
  }
  return account
}

// Records the reply and marks the comment as sending in one transaction; a job then posts it.
// The same idempotency key always yields the same reply, however often it is sent.
export async function sendReply(
  deps: ComposeDeps,
  userId: string,
  commentId: string,
  input: TComposeMessage,
): Promise<TOutgoing> {
  const outgoing = await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId)
    if (!comment || comment.parentId || comment.isOwn) throw notFound('Comment not found')
    const existing = await findOutgoingByKey(tx, input.idempotencyKey)
    if (existing) {
      if (existing.commentId !== comment.id)
        throw new AppError('VALIDATION_FAILED', 'idempotencyKey: already used for another message')
      return { row: existing, created: false }
    }
    if (comment.responseStatus === 'responded')
      throw new AppError('ALREADY_RESPONDED', 'This comment has already been answered.')
    if (comment.responseStatus === 'sending')
      throw new AppError('ALREADY_RESPONDED', 'A reply to this comment is already on its way.')
    if (comment.hidden)
      throw new AppError(
        'COMMENT_HIDDEN',
        'Instagram does not allow replies to hidden comments. Unhide it first.',
      )
    // Inside the transaction, on its connection: a second connection per request would let a burst
    // of replies take the whole pool and wait on itself.
    await requireConnectedAccount(tx, comment.accountId)
    const row = await insertOutgoing(tx, {
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      commentId: comment.id,
      mediaId: comment.mediaId,
      kind: 'reply',
      message: input.message,
      idempotencyKey: input.idempotencyKey,
      createdBy: userId,
    })
    await updateComment(tx, comment.id, { responseStatus: 'sending' })
    await publish(tx, {
      type: 'comment.changed',
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      commentId: comment.id,
      change: 'sending',
    })
    return { row, created: true }
  })
  if (outgoing.row.status === 'queued' || outgoing.row.status === 'sending')
    await deliver(deps.jobs, outgoing.row.id)
  return toOutgoing((await findOutgoingById(deps.db, outgoing.row.id)) ?? outgoing.row)
}

// "Comment as @username" on a post, under the same exactly-once rules as replies.
export async function sendPostComment(
  deps: ComposeDeps,
  userId: string,
  mediaId: string,
  input: TComposeMessage,
): Promise<TOutgoing> {
  const post = await findMediaById(deps.db, mediaId)
  if (!post) throw notFound('Post not found')
  const existing = await findOutgoingByKey(deps.db, input.idempotencyKey)
  if (existing) {
    if (existing.mediaId !== post.id || existing.kind !== 'comment')
      throw new AppError('VALIDATION_FAILED', 'idempotencyKey: already used for another message')
    return toOutgoing(existing)
  }
  const account = await requireConnectedAccount(deps.db, post.accountId)
  const row = await insertOutgoing(deps.db, {
    organizationId: account.organizationId,
    accountId: account.id,
    mediaId: post.id,
    kind: 'comment',
    message: input.message,
    idempotencyKey: input.idempotencyKey,
    createdBy: userId,
  }).catch(async (error: unknown) => {
    // The same key sent twice at once: the second finds the first.
    const raced = await findOutgoingByKey(deps.db, input.idempotencyKey)
    if (raced) return raced
    throw error
  })
  await deliver(deps.jobs, row.id)
  return toOutgoing((await findOutgoingById(deps.db, row.id)) ?? row)
}

export async function retryOutgoing(deps: ComposeDeps, outgoingId: string): Promise<TOutgoing> {
  const row = await findOutgoingById(deps.db, outgoingId)
  if (!row) throw notFound('Reply not found')
  if (row.status !== 'failed')
    throw new AppError('VALIDATION_FAILED', 'Only a failed reply can be retried.')
  if (row.commentId) {
    const comment = await findCommentById(deps.db, row.commentId)
    if (comment?.responseStatus === 'responded')
      throw new AppError('ALREADY_RESPONDED', 'This comment has already been answered.')
    await updateComment(deps.db, row.commentId, { responseStatus: 'sending' })
  }
  await updateOutgoing(deps.db, row.id, { status: 'queued', lastError: null, leaseUntil: null })
  await deliver(deps.jobs, row.id)
  return toOutgoing((await findOutgoingById(deps.db, row.id))!)
}

export async function discardOutgoing(deps: ComposeDeps, outgoingId: string): Promise<TOutgoing> {
  const row = await findOutgoingById(deps.db, outgoingId)
  if (!row) throw notFound('Reply not found')
  if (row.status !== 'failed')
    throw new AppError('VALIDATION_FAILED', 'Only a failed reply can be discarded.')
  const updated = await updateOutgoing(deps.db, row.id, { status: 'discarded' })
  await publish(deps.db, {
    type: 'comment.changed',
    organizationId: row.organizationId,
    accountId: row.accountId,
    commentId: row.commentId ?? row.id,
    change: 'reply_failed',
  })
  return toOutgoing(updated!)
}
