import type { TComposeMessage, TOutgoing } from '@common/schemas/comment'
import type { Database, DbOrTx } from '../../db/client'
import type { JobQueue } from '../../jobs/job-definition'
import { uniqueViolation } from '../../lib/pg-errors'
import { AppError, notFound } from '../../lib/app-error'
import { publish } from '../../realtime/publish'
import { findAccountById } from '../accounts/accounts.repository'
import { lockComment, updateComment } from '../ingest/comments.repository'
import { toOutgoing } from '../inbox/inbox-view'
import { findMediaById } from '../ingest/media.repository'
import { requestDelivery } from './outgoing.jobs'
import {
  findOutgoingById,
  findOutgoingByKey,
  insertOutgoing,
  lockOutgoing,
  type OutgoingRow,
  updateOutgoingIf,
} from './outgoing.repository'

export interface ComposeDeps {
  db: Database
  jobs: JobQueue
}

const deliver = requestDelivery

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
    }).catch((error: unknown) => {
      if (uniqueViolation(error) === 'outgoing_messages_one_active_reply') throw replyOnItsWay()
      throw error
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

// Retry and discard lock the comment, then change the reply only while it is still failed: a
// retry racing a discard, or a second retry, finds it changed and gets 409. The partial unique
// index outgoing_messages_one_active_reply refuses a retry while another reply is on its way.
export async function retryOutgoing(deps: ComposeDeps, outgoingId: string): Promise<TOutgoing> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await findOutgoingById(tx, outgoingId)
    if (!found) throw notFound('Reply not found')
    const comment = found.commentId ? await lockComment(tx, found.commentId) : null
    const current = await lockOutgoing(tx, outgoingId)
    if (current?.status !== 'failed') throw notFailed('retried')
    if (comment?.responseStatus === 'responded')
      throw new AppError('ALREADY_RESPONDED', 'This comment has already been answered.')
    if (comment?.hidden)
      throw new AppError(
        'COMMENT_HIDDEN',
        'Instagram does not allow replies to hidden comments. Unhide it first.',
      )
    const queued = await updateOutgoingIf(tx, current.id, ['failed'], {
      status: 'queued',
      lastError: null,
      leaseUntil: null,
      leaseToken: null,
    }).catch((error: unknown) => {
      if (uniqueViolation(error) === 'outgoing_messages_one_active_reply') throw replyOnItsWay()
      throw error
    })
    if (!queued) throw notFailed('retried')
    if (comment) {
      await updateComment(tx, comment.id, { responseStatus: 'sending' })
      await publish(tx, commentChanged(queued, 'sending'))
    }
    return queued
  })
  await deliver(deps.jobs, row.id)
  return toOutgoing((await findOutgoingById(deps.db, row.id)) ?? row)
}

export async function discardOutgoing(deps: ComposeDeps, outgoingId: string): Promise<TOutgoing> {
  const updated = await deps.db.transaction(async (tx) => {
    const found = await findOutgoingById(tx, outgoingId)
    if (!found) throw notFound('Reply not found')
    if (found.commentId) await lockComment(tx, found.commentId)
    const discarded = await updateOutgoingIf(tx, found.id, ['failed'], { status: 'discarded' })
    if (!discarded) throw notFailed('discarded')
    await publish(tx, commentChanged(discarded, 'reply_failed'))
    return discarded
  })
  return toOutgoing(updated)
}

const notFailed = (action: string) =>
  new AppError(
    'REPLY_CHANGED',
    `Only a failed reply can be ${action}; this one has changed meanwhile. Reload to see it.`,
  )

const replyOnItsWay = () =>
  new AppError('ALREADY_RESPONDED', 'A reply to this comment is already on its way.')

const commentChanged = (row: OutgoingRow, change: 'sending' | 'reply_failed') => ({
  type: 'comment.changed' as const,
  organizationId: row.organizationId,
  accountId: row.accountId,
  commentId: row.commentId ?? row.id,
  change,
})
