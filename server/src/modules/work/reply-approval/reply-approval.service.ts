import { findPlaceholders } from '@common/reply-variables'
import { privateReplyTooLong } from '@common/message-bytes'
import type { TOutgoing } from '@common/schemas/comment'
import type {
  TApprovalDecision,
  TApprovalDecisionPage,
  TApprovalSettings,
  TApproveReply,
  TDeclineReply,
  TPendingApproval,
  TPendingApprovalPage,
  TUpdateApprovalSettings,
} from '@common/schemas/reply-approval'
import type { Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { toOutgoing } from '../outgoing/outgoing-view'
import { publishCommentChange, threadOfOutgoing } from '../comments/comment-events'
import { lockComment } from '../comments/comments.repository'
import { reopenAfterHeldReply } from '../outgoing/held-reply'
import { requestDelivery } from '../../../jobs/contracts'
import { findOutgoingById, type OutgoingRow } from '../outgoing/outgoing.repository'
import { findApprovalSettings } from '../outgoing/approval-gate'
import { approve, decline } from '../outgoing/outgoing-state'
import { sendQueuedMail } from '../../operations/mail/mail.service'
import { queueDeclineMail } from './decline-mail'
import {
  approveHeldMessage,
  declineHeldMessage,
  type HeldMessageDeps,
} from './held-messages.service'
import {
  countAwaiting,
  listDecisionsPage,
  findChurchOutgoing,
  listAwaitingApprovalPage,
  upsertApprovalSettings,
} from './reply-approval.repository'

// The setting, and how many replies still wait: switching approval off or to flagged comments
// only never posts a reply the church has not decided on (decision 051).
export async function getApprovalSettings(
  db: DbOrTx,
  organizationId: string,
  withMessages = true,
): Promise<TApprovalSettings> {
  const [settings, waiting] = await Promise.all([
    findApprovalSettings(db, organizationId),
    countAwaiting(db, organizationId, withMessages),
  ])
  return { ...settings, waiting }
}

export async function updateApprovalSettings(
  db: Database,
  actor: Actor,
  organizationId: string,
  update: TUpdateApprovalSettings,
): Promise<TApprovalSettings> {
  await upsertApprovalSettings(db, organizationId, { ...update, updatedBy: actor.userId })
  return getApprovalSettings(db, organizationId)
}

export async function listApprovalDecisions(
  db: Database,
  organizationId: string,
  query: { cursor?: string; limit: number },
  withMessages = false,
): Promise<TApprovalDecisionPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const rows = await listDecisionsPage(db, organizationId, {
    after,
    limit: query.limit,
    withMessages,
  })
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.reviewedAtKey,
    id: row.id,
  }))
  return {
    items: items.map((row): TApprovalDecision => ({
      id: row.id,
      kind: row.kind === 'private_reply' || row.kind === 'direct_message' ? row.kind : 'reply',
      decision:
        row.status === 'declined'
          ? 'declined'
          : row.originalMessage !== null
            ? 'edited'
            : 'approved',
      message: row.message,
      originalMessage: row.originalMessage,
      reason: row.reason,
      reviewerName: row.reviewerName,
      reviewedAt: row.reviewedAt!.toISOString(),
      writtenBy: row.writtenBy,
      status: row.status,
      comment: {
        id: row.commentId,
        accountUsername: row.accountUsername,
        username: row.username,
        text: row.text,
        permalink: row.permalink,
      },
    })),
    nextCursor,
  }
}

export async function listPendingApprovals(
  db: Database,
  organizationId: string,
  query: { cursor?: string; limit: number },
): Promise<TPendingApprovalPage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const rows = await listAwaitingApprovalPage(db, organizationId, { after, limit: query.limit })
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdAtKey,
    id: row.id,
  }))
  return {
    items: items.map((row): TPendingApproval => ({
      id: row.id,
      kind: row.kind === 'private_reply' ? 'private_reply' : 'reply',
      message: row.message,
      writtenBy: row.writtenBy,
      createdAt: row.createdAt.toISOString(),
      comment: {
        id: row.commentId,
        accountUsername: row.accountUsername,
        username: row.username,
        text: row.text,
        commentedAt: row.commentedAt.toISOString(),
        permalink: row.permalink,
        flags: row.flags as TPendingApproval['comment']['flags'],
      },
    })),
    nextCursor,
  }
}

type ChurchActor = Actor & { organizationId: string }

async function requireChurchReply(db: DbOrTx, actor: ChurchActor, outgoingId: string) {
  const row = await findChurchOutgoing(db, outgoingId, actor.organizationId)
  if (!row?.workItemId) throw notFound('Reply not found')
  return row as OutgoingRow & { workItemId: string }
}

async function heldMessage(db: DbOrTx, actor: ChurchActor, outgoingId: string) {
  const row = await findChurchOutgoing(db, outgoingId, actor.organizationId)
  return row?.kind === 'direct_message' ? row : null
}

// The second of two decisions (or a decision on a reply no longer waiting) says who was first:
// someone at the church, or the agency, which withdrew it (decision 053).
async function alreadyDecided(db: DbOrTx, outgoingId: string) {
  const row = await findOutgoingById(db, outgoingId)
  if (row?.status === 'withdrawn')
    return new AppError(
      'REPLY_WITHDRAWN',
      'The agency withdrew this reply before you decided, so nothing was posted. A corrected reply, if they write one, will appear here for your approval.',
    )
  const by = row?.reviewerName ?? 'someone at your church'
  if (row?.status === 'declined')
    return new AppError('ALREADY_DECIDED', `This reply was already declined by ${by}.`)
  return new AppError('ALREADY_DECIDED', `This reply was already approved by ${by}.`)
}

function checkEditedText(row: OutgoingRow, message: string | undefined) {
  if (!message) return
  const tooLong = row.kind === 'private_reply' ? privateReplyTooLong(message) : null
  if (tooLong) throw new AppError('VALIDATION_FAILED', `message: ${tooLong}`)
  const left = findPlaceholders(message)
  if (left.length > 0)
    throw new AppError(
      'UNFILLED_PLACEHOLDER',
      `${left.join(', ')} is still in the text: fill it in or edit it out before approving.`,
    )
}

// Approve (or edit and approve): awaiting → queued in one conditional write, so two approvals at
// once deliver once. Only then does the ordinary delivery path take it (decision 043).
export async function approveReply(
  deps: HeldMessageDeps,
  actor: ChurchActor,
  outgoingId: string,
  input: TApproveReply,
): Promise<TOutgoing> {
  // A held direct message takes its own path (its reader setting, Instagram's window); a row's
  // kind never changes, so reading it before the transaction is safe.
  const held = await heldMessage(deps.db, actor, outgoingId)
  if (held) return approveHeldMessage(deps, actor, held, input, alreadyDecided)
  const approved = await deps.db.transaction(async (tx) => {
    const found = await requireChurchReply(tx, actor, outgoingId)
    checkEditedText(found, input.message)
    // The comment first, as compose and delivery lock it: one order, no deadlock.
    await lockComment(tx, found.workItemId)
    const edited = input.message !== undefined && input.message !== found.message
    const row = await approve(tx, found.id, actor.organizationId, {
      userId: actor.userId,
      name: actor.name,
      message: edited ? input.message : undefined,
    })
    if (!row) throw await alreadyDecided(tx, found.id)
    await recordCommentActivity(tx, [
      {
        commentId: found.workItemId,
        organizationId: found.organizationId,
        actorId: actor.userId,
        kind: 'reply_approved',
        detail: edited ? { text: row.message, edited: 'true' } : { text: row.message },
      },
    ])
    await publishCommentChange(tx, threadOfOutgoing(row), 'approved')
    return row
  })
  await requestDelivery(deps.jobs, approved.id)
  return toOutgoing((await findOutgoingById(deps.db, approved.id)) ?? approved)
}

// Decline with a reason: nothing is sent, the agency reads the reason on the card, and the
// comment is open for a new reply (unless another reply to it is on its way).
export async function declineReply(
  deps: HeldMessageDeps,
  actor: ChurchActor,
  outgoingId: string,
  input: TDeclineReply,
): Promise<TOutgoing> {
  const held = await heldMessage(deps.db, actor, outgoingId)
  if (held) return declineHeldMessage(deps, actor, held, input, alreadyDecided)
  const { db } = deps
  let mailId: string | null = null
  const declined = await db.transaction(async (tx) => {
    const found = await requireChurchReply(tx, actor, outgoingId)
    const comment = await lockComment(tx, found.workItemId)
    const row = await decline(tx, found.id, actor.organizationId, {
      userId: actor.userId,
      name: actor.name,
      reason: input.reason,
    })
    if (!row) throw await alreadyDecided(tx, found.id)
    await reopenAfterHeldReply(tx, comment, row)
    await recordCommentActivity(tx, [
      {
        commentId: found.workItemId,
        organizationId: found.organizationId,
        actorId: actor.userId,
        kind: 'reply_declined',
        detail: { text: row.message, reason: input.reason },
      },
    ])
    // The teammate who wrote it is told by e-mail too, as a church is of a reply to approve.
    mailId = await queueDeclineMail(tx, row, comment, actor, input.reason)
    await publishCommentChange(tx, threadOfOutgoing(row), 'declined')
    return row
  })
  if (mailId) await sendQueuedMail(deps.jobs, mailId)
  return toOutgoing(declined)
}
