import { PRIVATE_REPLY_SCOPE, type TComposeMessage, type TOutgoing } from '@common/schemas/comment'
import { refusePlaceholders } from './unfilled-placeholders'
import type { Database, DbOrTx } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { uniqueViolation } from '../../../lib/pg-errors'
import { AppError, notFound } from '../../../lib/app-error'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import { publishCommentChange, threadOfComment, threadOfOutgoing } from '../comments/comment-events'
import { lockComment, updateComment } from '../comments/comments.repository'
import {
  LIVE_BROADCAST_ENDED,
  LIVE_PUBLIC_REPLY_REFUSED,
  privateReplyBlockedReason,
  toOutgoing,
} from './outgoing-view'
import { broadcastOf, checkBroadcastOnAir } from '../ingest/live-broadcast'
import type { InstagramDeps } from '../../instagram/instagram-accounts/account-token'
import { findPostById } from '../comments/posts.repository'
import { requestDelivery, scheduleApprovalReminder } from '../../../jobs/contracts'
import { approvalRequired } from './approval-gate'
import {
  findOutgoingById,
  findOutgoingByKey,
  insertOutgoing,
  lockOutgoing,
} from './outgoing.repository'
import { discard, retry } from './outgoing-state'

export interface ComposeDeps {
  db: Database
  jobs: JobQueue
  // Reads a live broadcast before a private reply to one of its comments (decision 077);
  // without it, Flock goes by what it already knows of the broadcast.
  instagram?: InstagramDeps
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
  refusePlaceholders(input.message)
  const outgoing = await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId)
    if (!comment || comment.parentId || comment.isOwn) throw notFound('Comment not found')
    const existing = await findOutgoingByKey(tx, input.idempotencyKey)
    if (existing) {
      if (existing.workItemId !== comment.id)
        throw new AppError('VALIDATION_FAILED', 'idempotencyKey: already used for another message')
      return { row: existing, created: false, reminderAfterMinutes: null }
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
    if (comment.isLive) throw await liveRefusal(tx, comment.id)
    // Inside the transaction, on its connection: a second connection per request would let a burst
    // of replies take the whole pool and wait on itself.
    await requireConnectedAccount(tx, comment.accountId)
    // A church that approves its replies first gets this one held for it (decision 043); the
    // comment counts as answered-on-the-way meanwhile, so no second reply is written beside it.
    const approval = await approvalRequired(tx, comment)
    const row = await insertOutgoing(tx, {
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      workItemId: comment.id,
      mediaId: comment.mediaId,
      kind: 'reply',
      status: approval.required ? 'awaiting_approval' : 'queued',
      message: input.message,
      idempotencyKey: input.idempotencyKey,
      createdBy: userId,
    }).catch((error: unknown) => {
      if (uniqueViolation(error) === 'outgoing_messages_one_active_reply') throw replyOnItsWay()
      throw error
    })
    await updateComment(tx, comment.id, { responseStatus: 'sending' })
    await publishCommentChange(
      tx,
      threadOfComment(comment),
      approval.required ? 'awaiting_approval' : 'sending',
    )
    return { row, created: true, reminderAfterMinutes: approval.reminderAfterMinutes }
  })
  if (outgoing.row.status === 'queued' || outgoing.row.status === 'sending')
    await deliver(deps.jobs, outgoing.row.id)
  if (outgoing.created && outgoing.row.status === 'awaiting_approval')
    await scheduleApprovalReminder(deps.jobs, outgoing.row.id, outgoing.reminderAfterMinutes)
  return toOutgoing((await findOutgoingById(deps.db, outgoing.row.id)) ?? outgoing.row)
}

// "Comment as @username" on a post, under the same exactly-once rules as replies.
export async function sendPostComment(
  deps: ComposeDeps,
  userId: string,
  postId: string,
  input: TComposeMessage,
): Promise<TOutgoing> {
  refusePlaceholders(input.message)
  const post = await findPostById(deps.db, postId)
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

// "Reply privately": an Instagram direct message to the commenter about this comment, under the
// same exactly-once delivery as public replies. One per comment: the partial unique index
// outgoing_messages_one_private_reply keeps it so under any race (decision 041).
export async function sendPrivateReply(
  deps: ComposeDeps,
  userId: string,
  commentId: string,
  input: TComposeMessage,
): Promise<TOutgoing> {
  refusePlaceholders(input.message)
  if (deps.instagram) await checkBroadcastOnAir(deps.instagram, commentId)
  const outgoing = await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId)
    if (!comment || comment.isOwn) throw notFound('Comment not found')
    const existing = await findOutgoingByKey(tx, input.idempotencyKey)
    if (existing) {
      if (existing.workItemId !== comment.id || existing.kind !== 'private_reply')
        throw new AppError('VALIDATION_FAILED', 'idempotencyKey: already used for another message')
      return { row: existing, created: false, reminderAfterMinutes: null }
    }
    const account = await requireConnectedAccount(tx, comment.accountId)
    const broadcast = comment.isLive ? await broadcastOf(tx, comment.id) : null
    const blocked = privateReplyBlockedReason(
      { ...comment, liveEndedAt: broadcast?.liveEndedAt },
      account,
    )
    if (blocked)
      throw new AppError(
        !account.scopes.includes(PRIVATE_REPLY_SCOPE)
          ? 'PRIVATE_REPLY_NEEDS_RECONNECT'
          : comment.isLive
            ? 'LIVE_BROADCAST_ENDED'
            : 'PRIVATE_REPLY_EXPIRED',
        blocked,
      )
    const approval = await approvalRequired(tx, comment)
    const row = await insertOutgoing(tx, {
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      workItemId: comment.id,
      mediaId: comment.mediaId,
      kind: 'private_reply',
      status: approval.required ? 'awaiting_approval' : 'queued',
      message: input.message,
      idempotencyKey: input.idempotencyKey,
      createdBy: userId,
    }).catch((error: unknown) => {
      if (uniqueViolation(error) === 'outgoing_messages_one_private_reply')
        throw alreadyPrivatelyReplied()
      throw error
    })
    if (approval.required)
      await publishCommentChange(tx, threadOfComment(comment), 'awaiting_approval')
    return { row, created: true, reminderAfterMinutes: approval.reminderAfterMinutes }
  })
  const row = outgoing.row
  if (row.status === 'queued' || row.status === 'sending') await deliver(deps.jobs, row.id)
  if (outgoing.created && row.status === 'awaiting_approval')
    await scheduleApprovalReminder(deps.jobs, row.id, outgoing.reminderAfterMinutes)
  return toOutgoing((await findOutgoingById(deps.db, row.id)) ?? row)
}

// A live comment takes no public reply (decision 077); the refusal says whether a private one
// still can be sent.
async function liveRefusal(db: DbOrTx, commentId: string) {
  const broadcast = await broadcastOf(db, commentId)
  return broadcast?.liveEndedAt
    ? new AppError('LIVE_BROADCAST_ENDED', LIVE_BROADCAST_ENDED)
    : new AppError('LIVE_COMMENT_PRIVATE_ONLY', LIVE_PUBLIC_REPLY_REFUSED)
}

const alreadyPrivatelyReplied = () =>
  new AppError(
    'ALREADY_PRIVATELY_REPLIED',
    'Instagram allows one private reply per comment, and this comment has one.',
  )

// Retry and discard lock the comment, then change the reply only while it is still failed: a
// retry racing a discard, or a second retry, finds it changed and gets 409. The partial unique
// index outgoing_messages_one_active_reply refuses a retry while another reply is on its way.
export async function retryOutgoing(deps: ComposeDeps, outgoingId: string): Promise<TOutgoing> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await findOutgoingById(tx, outgoingId)
    if (!found) throw notFound('Reply not found')
    const comment = found.workItemId ? await lockComment(tx, found.workItemId) : null
    const current = await lockOutgoing(tx, outgoingId)
    if (current?.status !== 'failed') throw notFailed('retried')
    if (current.kind === 'private_reply') {
      const requeued = await retry(tx, current.id)
      if (!requeued) throw notFailed('retried')
      if (comment) await publishCommentChange(tx, threadOfOutgoing(requeued), 'sending')
      return requeued
    }
    if (comment?.responseStatus === 'responded')
      throw new AppError('ALREADY_RESPONDED', 'This comment has already been answered.')
    if (comment?.hidden)
      throw new AppError(
        'COMMENT_HIDDEN',
        'Instagram does not allow replies to hidden comments. Unhide it first.',
      )
    const queued = await retry(tx, current.id).catch((error: unknown) => {
      if (uniqueViolation(error) === 'outgoing_messages_one_active_reply') throw replyOnItsWay()
      throw error
    })
    if (!queued) throw notFailed('retried')
    if (comment) {
      await updateComment(tx, comment.id, { responseStatus: 'sending' })
      await publishCommentChange(tx, threadOfOutgoing(queued), 'sending')
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
    if (found.workItemId) await lockComment(tx, found.workItemId)
    const discarded = await discard(tx, found.id)
    if (!discarded) throw notFailed('discarded')
    await publishCommentChange(tx, threadOfOutgoing(discarded), 'reply_failed')
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
