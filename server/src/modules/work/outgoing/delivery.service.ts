import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '../../../db/client'
import { broadcastOf, recordBroadcastEnded } from '../ingest/live-broadcast'
import {
  InstagramError,
  refusedAsAlreadyPrivatelyReplied,
  USER_MESSAGES,
} from '../../../integrations/instagram/errors'
import type { TReply } from '../../../integrations/instagram/schemas'
import { AppError } from '../../../lib/app-error'
import {
  findAccountById,
  type AccountRow,
} from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { isOwnComment } from '../ingest/comment-mapping'
import { NO_ARRIVAL, storeReply } from '../ingest/comment-store'
import { publishCommentChange, threadOfOutgoing } from '../comments/comment-events'
import { findCommentById, lockComment, updateComment } from '../comments/comments.repository'
import { findPostById } from '../comments/posts.repository'
import { LIVE_BROADCAST_ENDED, privateReplyWindowClosed } from './outgoing-view'
import { hasOtherActiveReply, type OutgoingRow, sentOutgoingIgIds } from './outgoing.repository'
import {
  markFailed,
  markSent,
  releaseAfterTransientError,
  startSending,
  takeDeliveryLease,
} from './outgoing-state'

export interface DeliveryLimits {
  // A message that has not reached Instagram after this many attempts, or this long after it
  // was accepted, ends as failed with the reason, and the inbox offers Retry and Discard.
  maxAttempts: number
  maxAgeSeconds: number
}

export interface DeliveryDeps extends InstagramDeps {
  log?: FastifyBaseLogger
  // Longer than any one call to Instagram takes (their timeout is 10 s).
  leaseSeconds: number
  limits: DeliveryLimits
  // Kinds delivered by another module (direct messages, answers to mentions: decision 072),
  // handed in by the composition root; each gets the leased message.
  kinds?: Partial<Record<OutgoingRow['kind'], KindDelivery>>
  // A private reply that reached Instagram joins the commenter's conversation (decision 072).
  onPrivateReplySent?: (tx: DbOrTx, row: OutgoingRow, igMessageId: string) => Promise<void>
}

export type KindDelivery = (deps: DeliveryDeps, row: Leased) => Promise<DeliveryOutcome>

// 'skipped': another worker holds the message, or it is no longer on its way.
// { retryAfter }: Instagram asked to wait; the caller schedules the next attempt then.
export type DeliveryOutcome = 'sent' | 'failed' | 'skipped' | { retryAfter: number }

export type Leased = OutgoingRow & { leaseToken: string }

// Posts one outgoing message to Instagram exactly once. Before any retry it looks on Instagram
// for the message, because an earlier attempt may have landed even though its answer was lost
// (or its worker died before recording it).
export async function deliverOutgoing(
  deps: DeliveryDeps,
  outgoingId: string,
): Promise<DeliveryOutcome> {
  const row = (await takeDeliveryLease(deps.db, outgoingId, deps.leaseSeconds)) as Leased | null
  if (!row) return 'skipped'
  const other = deps.kinds?.[row.kind]
  if (other) return other(deps, row)
  const account = await findAccountById(deps.db, row.accountId)
  const target = await targetOf(deps, row)
  if (!account || !target)
    return fail(deps, row, 'The comment or post no longer exists on Instagram.')
  if (row.kind === 'private_reply') {
    // Checked again at every attempt: a reply held for approval, or retried, may be sent after
    // the window has closed, and Instagram would refuse it anyway.
    if (target.comment && privateReplyWindowClosed(target.comment))
      return fail(deps, row, USER_MESSAGES.window)
    return deliverPrivateReply(deps, row, account, target.igId)
  }
  try {
    // Any earlier attempt may have landed: look first, and never post the same message twice.
    if (row.status === 'sending' || row.attempts > 1) {
      const landed = await findLanded(deps, account, row, target)
      if (landed) return finish(deps, row, account, landed)
    }
    const overLimit = limitReached(deps.limits, row)
    if (overLimit) return fail(deps, row, `${overLimit} ${row.lastError ?? ''}`.trim())
    if (row.status === 'queued') {
      if (!(await startSending(deps.db, row))) return 'skipped'
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
    // Transient: the lease is released so the next attempt need not wait for it to lapse.
    await releaseAfterTransientError(deps.db, row, messageOf(error))
    const wait = error instanceof InstagramError ? error.retryAfterSeconds : undefined
    if (wait) return { retryAfter: wait }
    throw error
  }
}

// A private reply cannot be looked for (Instagram lists no sent private replies by comment), but
// it cannot land twice either: Instagram takes one per comment and refuses the next with its own
// code. So a retry simply sends again, and that refusal is the proof an earlier attempt landed
// (decision 041).
async function deliverPrivateReply(
  deps: DeliveryDeps,
  row: Leased,
  account: AccountRow,
  igCommentId: string,
): Promise<DeliveryOutcome> {
  try {
    const overLimit = limitReached(deps.limits, row)
    if (overLimit) return fail(deps, row, `${overLimit} ${row.lastError ?? ''}`.trim())
    if (row.status === 'queued') {
      if (!(await startSending(deps.db, row))) return 'skipped'
    }
    const sent = await withAccountToken(deps, account, (token) =>
      deps.instagram.sendPrivateReply(token, account.igUserId, igCommentId, row.message),
    )
    return finish(deps, row, account, {
      id: sent.message_id,
      text: row.message,
      timestamp: new Date().toISOString(),
    })
  } catch (error) {
    // attempts counts this one: above 1, an earlier attempt may have landed.
    if (refusedAsAlreadyPrivatelyReplied(error, row.attempts > 1))
      return finish(deps, row, account, null)
    // A live comment's window is its broadcast: refused as too late, the broadcast is over.
    if (
      error instanceof InstagramError &&
      error.kind === 'window' &&
      row.workItemId &&
      (await broadcastOf(deps.db, row.workItemId))
    ) {
      await recordBroadcastEnded(deps.db, row.workItemId)
      return fail(deps, row, LIVE_BROADCAST_ENDED)
    }
    if (isPermanent(error)) return fail(deps, row, messageOf(error))
    await releaseAfterTransientError(deps.db, row, messageOf(error))
    const wait = error instanceof InstagramError ? error.retryAfterSeconds : undefined
    if (wait) return { retryAfter: wait }
    throw error
  }
}

export function limitReached(limits: DeliveryLimits, row: OutgoingRow): string | null {
  // A reply held for the church's approval starts its time when approved (decision 043).
  const ageSeconds = (Date.now() - (row.reviewedAt ?? row.createdAt).getTime()) / 1000
  if (row.attempts > limits.maxAttempts)
    return `Instagram did not take the reply after ${limits.maxAttempts} attempts.`
  if (ageSeconds > limits.maxAgeSeconds)
    return `Instagram did not take the reply within ${formatDuration(limits.maxAgeSeconds)}.`
  return null
}

function formatDuration(seconds: number) {
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
  if (seconds % 60 === 0) return `${seconds / 60} minutes`
  return `${seconds} seconds`
}

async function targetOf(deps: DeliveryDeps, row: OutgoingRow) {
  if (row.kind === 'reply' || row.kind === 'private_reply') {
    const comment = row.workItemId ? await findCommentById(deps.db, row.workItemId) : null
    return comment ? { igId: comment.igCommentId, comment } : null
  }
  const post = row.mediaId ? await findPostById(deps.db, row.mediaId) : null
  return post ? { igId: post.igMediaId, comment: null } : null
}

// The account's own comment with this exact text, not already claimed by another sent message.
async function findLanded(
  deps: DeliveryDeps,
  account: AccountRow,
  row: OutgoingRow,
  target: { igId: string },
) {
  const candidates: TReply[] = await withAccountToken(deps, account, (token) =>
    row.kind === 'reply'
      ? deps.instagram.listReplies(token, target.igId)
      : recentCommentsOf(deps, token, target.igId),
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

// Records what landed, only while this worker still holds the lease: a worker that was taken
// over records nothing, and the one that took over finds the message on Instagram instead.
// A post's comments come newest first; a comment posted by an earlier attempt is among the
// first pages, so the look stops after a few rather than reading a busy post's whole history.
const LOOK_BACK_PAGES = 5

async function recentCommentsOf(deps: DeliveryDeps, token: string, mediaId: string) {
  const items: TReply[] = []
  let after: string | undefined
  for (let page = 0; page < LOOK_BACK_PAGES; page++) {
    const result = await deps.instagram.listCommentsPage(token, mediaId, after)
    items.push(...result.items)
    after = result.after
    if (!after) break
  }
  return items
}

// `posted` is null when Instagram said a private reply had already been delivered: its id is
// not known then.
async function finish(
  deps: DeliveryDeps,
  row: Leased,
  account: AccountRow,
  posted: TReply | null,
): Promise<DeliveryOutcome> {
  return deps.db.transaction(async (tx) => {
    // The comment first, as every other writer of a reply takes them (writing a reply, failing
    // one, storing one that came back by webhook): a second reply written while this one is
    // recorded waits on the comment instead of deadlocking on the reply's row.
    if (row.workItemId) await lockComment(tx, row.workItemId)
    const sent = await markSent(tx, row, posted?.id ?? null)
    if (!sent) {
      deps.log?.warn({ outgoingId: row.id }, 'delivery lease lost; the next holder records it')
      return 'skipped'
    }
    if (row.kind === 'private_reply' && row.workItemId) {
      await recordPrivateReply(tx, row)
      if (posted && deps.onPrivateReplySent) await deps.onPrivateReplySent(tx, row, posted.id)
    } else if (row.kind === 'reply' && row.workItemId && posted) {
      const parent = await findCommentById(tx, row.workItemId)
      if (parent) {
        await updateComment(tx, parent.id, {
          responseStatus: 'responded',
          responseText: row.message,
          respondedAt: new Date(),
          respondedVia: 'flock',
          // Who wrote it, for "Replied by …" in the inbox.
          respondedBy: row.createdBy,
        })
        // The account's own reply: no arrival steps.
        await storeReply(
          tx,
          NO_ARRIVAL,
          account,
          { ...posted, from: { id: account.igUserId, username: account.username } },
          parent,
        )
      }
    }
    await publishCommentChange(tx, threadOfOutgoing(row), 'replied')
    return 'sent' as const
  })
}

// A private reply answers the comment (decision 041): one still awaiting an answer becomes
// Responded by its writer; one answered already, marked done, or with a public reply on its way
// keeps its state.
async function recordPrivateReply(tx: DbOrTx, row: OutgoingRow) {
  const comment = await lockComment(tx, row.workItemId!)
  if (!comment) return
  const sentAt = new Date()
  // It reached the follower, so it answered the comment whatever its state, Done included
  // (decision 074): the comments_first_response trigger keeps the earlier of this and any first
  // answer already there.
  const answered = { firstResponseAt: sentAt, firstResponseBy: row.createdBy }
  await updateComment(
    tx,
    comment.id,
    comment.responseStatus === 'pending'
      ? {
          ...answered,
          responseStatus: 'responded',
          respondedAt: sentAt,
          respondedVia: 'flock',
          respondedBy: row.createdBy,
        }
      : answered,
  )
  await recordCommentActivity(tx, [
    {
      commentId: comment.id,
      organizationId: comment.organizationId,
      actorId: row.createdBy,
      kind: 'replied_privately',
      detail: { text: row.message },
    },
  ])
}

// The comment goes back to pending only if no other reply to it is on its way.
export async function fail(
  deps: DeliveryDeps,
  row: Leased,
  reason: string,
): Promise<DeliveryOutcome> {
  return deps.db.transaction(async (tx) => {
    const comment = row.workItemId ? await lockComment(tx, row.workItemId) : null
    const failed = await markFailed(tx, row, reason)
    if (!failed) return 'skipped' as const
    if (
      row.kind === 'reply' &&
      comment?.responseStatus === 'sending' &&
      !(await hasOtherActiveReply(tx, comment.id, row.id))
    )
      await updateComment(tx, comment.id, { responseStatus: 'pending' })
    await publishCommentChange(tx, threadOfOutgoing(row), 'reply_failed')
    return 'failed' as const
  })
}

// A failure that no retry will fix: the comment is gone, the token is refused, the request is refused.
export function isPermanent(error: unknown): boolean {
  if (error instanceof AppError) return true
  return (
    error instanceof InstagramError &&
    ['token', 'permission', 'window', 'not_found', 'invalid'].includes(error.kind)
  )
}

export function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message
  if (error instanceof InstagramError) {
    if (error.kind === 'not_found') return 'The comment was deleted on Instagram.'
    if (error.kind === 'invalid') return `Instagram refused the reply: ${error.message}`
    return USER_MESSAGES[error.kind]
  }
  return 'The reply could not be sent.'
}
