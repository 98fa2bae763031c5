import type { FastifyBaseLogger } from 'fastify'
import { InstagramError, USER_MESSAGES } from '../../integrations/instagram/errors'
import type { TReply } from '../../integrations/instagram/schemas'
import { AppError } from '../../lib/app-error'
import { publish } from '../../realtime/publish'
import { findAccountById, type AccountRow } from '../accounts/accounts.repository'
import { type InstagramDeps, withAccountToken } from './account-token'
import { isOwnComment } from './comment-mapping'
import { storeReply } from './comment-store'
import { findCommentById, updateComment } from './comments.repository'
import { findMediaById } from './media.repository'
import {
  type OutgoingRow,
  sentOutgoingIgIds,
  takeDeliveryLease,
  updateOutgoing,
} from './outgoing.repository'

export interface DeliveryDeps extends InstagramDeps {
  log?: FastifyBaseLogger
  // Longer than any one call to Instagram takes (their timeout is 10 s).
  leaseSeconds?: number
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped'

// Posts one outgoing message to Instagram exactly once. Before any retry it looks on Instagram
// for the message, because an earlier attempt may have landed even though its answer was lost
// (or its worker died before recording it).
export async function deliverOutgoing(
  deps: DeliveryDeps,
  outgoingId: string,
): Promise<DeliveryOutcome> {
  const row = await takeDeliveryLease(deps.db, outgoingId, deps.leaseSeconds ?? 60)
  if (!row) return 'skipped'
  const account = await findAccountById(deps.db, row.accountId)
  const target = await targetOf(deps, row)
  if (!account || !target)
    return fail(deps, row, 'The comment or post no longer exists on Instagram.')
  try {
    if (row.status === 'sending') {
      const landed = await findLanded(deps, account, row, target)
      if (landed) return finish(deps, row, account, landed)
    } else {
      await updateOutgoing(deps.db, row.id, { status: 'sending' })
    }
    const created = await withAccountToken(deps, account, (token) =>
      row.kind === 'reply'
        ? deps.instagram.replyToComment(token, target.igId, row.message)
        : deps.instagram.commentOnMedia(token, target.igId, row.message),
    )
    return finish(deps, row, account, {
      id: created.id,
      text: row.message,
      timestamp: new Date().toISOString(),
    })
  } catch (error) {
    if (isPermanent(error)) return fail(deps, row, messageOf(error))
    // Transient: the job retries; the lease is released so it need not wait for it to lapse.
    await updateOutgoing(deps.db, row.id, { leaseUntil: null, lastError: messageOf(error) })
    throw error
  }
}

async function targetOf(deps: DeliveryDeps, row: OutgoingRow) {
  if (row.kind === 'reply') {
    const comment = row.commentId ? await findCommentById(deps.db, row.commentId) : null
    return comment ? { igId: comment.igCommentId, comment } : null
  }
  const post = row.mediaId ? await findMediaById(deps.db, row.mediaId) : null
  return post ? { igId: post.igMediaId, comment: null } : null
}

// The account's own comment with this exact text, not already claimed by another sent message.
async function findLanded(
  deps: DeliveryDeps,
  account: AccountRow,
  row: OutgoingRow,
  target: { igId: string },
) {
  const candidates: TReply[] = await withAccountToken(deps, account, async (token) =>
    row.kind === 'reply'
      ? deps.instagram.listReplies(token, target.igId)
      : (await deps.instagram.listCommentsPage(token, target.igId)).items,
  )
  const mine = candidates.filter(
    (item) => isOwnComment(account, item) && item.text.trim() === row.message.trim(),
  )
  const claimed = await sentOutgoingIgIds(
    deps.db,
    mine.map((item) => item.id),
  )
  return mine.find((item) => !claimed.has(item.id)) ?? null
}

async function finish(
  deps: DeliveryDeps,
  row: OutgoingRow,
  account: AccountRow,
  posted: TReply,
): Promise<DeliveryOutcome> {
  await deps.db.transaction(async (tx) => {
    await updateOutgoing(tx, row.id, {
      status: 'sent',
      igCommentId: posted.id,
      sentAt: new Date(),
      leaseUntil: null,
      lastError: null,
    })
    if (row.kind === 'reply' && row.commentId) {
      const parent = await findCommentById(tx, row.commentId)
      if (parent) {
        await updateComment(tx, parent.id, {
          responseStatus: 'responded',
          responseText: row.message,
          respondedAt: new Date(),
          respondedVia: 'flock',
        })
        await storeReply(
          tx,
          account,
          { ...posted, from: { id: account.igUserId, username: account.username } },
          parent,
        )
      }
    }
    await publish(tx, {
      type: 'comment.changed',
      organizationId: row.organizationId,
      accountId: row.accountId,
      commentId: row.commentId ?? row.id,
      change: 'replied',
    })
  })
  return 'sent'
}

async function fail(
  deps: DeliveryDeps,
  row: OutgoingRow,
  reason: string,
): Promise<DeliveryOutcome> {
  await deps.db.transaction(async (tx) => {
    await updateOutgoing(tx, row.id, { status: 'failed', lastError: reason, leaseUntil: null })
    if (row.commentId) {
      const comment = await findCommentById(tx, row.commentId)
      if (comment?.responseStatus === 'sending')
        await updateComment(tx, comment.id, { responseStatus: 'pending' })
    }
    await publish(tx, {
      type: 'comment.changed',
      organizationId: row.organizationId,
      accountId: row.accountId,
      commentId: row.commentId ?? row.id,
      change: 'reply_failed',
    })
  })
  return 'failed'
}

// A failure that no retry will fix: the comment is gone, the token is refused, the request is refused.
function isPermanent(error: unknown): boolean {
  if (error instanceof AppError) return true
  return (
    error instanceof InstagramError &&
    ['token', 'permission', 'not_found', 'invalid'].includes(error.kind)
  )
}

function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message
  if (error instanceof InstagramError) {
    if (error.kind === 'not_found') return 'The comment was deleted on Instagram.'
    if (error.kind === 'invalid') return `Instagram refused the reply: ${error.message}`
    return USER_MESSAGES[error.kind]
  }
  return 'The reply could not be sent.'
}
