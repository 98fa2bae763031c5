import { dmTextTooLong } from '@common/schemas/direct-messages'
import { findPlaceholders } from '@common/reply-variables'
import type { TOutgoing } from '@common/schemas/comment'
import type {
  TApproveReply,
  TDeclineReply,
  THeldMessageContext,
  TPendingMessageApproval,
  TPendingMessageApprovalPage,
} from '@common/schemas/reply-approval'
import { canReadDirectMessages, type Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import { requestDelivery } from '../../../jobs/contracts'
import { AppError, notFound } from '../../../lib/app-error'
import type { JobQueue } from '../../../lib/jobs'
import { requireCursor, toPage } from '../../../lib/pagination'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { publishCommentChange, threadOfOutgoing } from '../comments/comment-events'
import { readableConversation } from '../direct-messages/direct-messages.service'
import { findConversationById } from '../direct-messages/direct-messages.repository'
import { DM_WINDOW_MS, HUMAN_AGENT_WINDOW_MS, sendDecision } from '../direct-messages/window'
import { isPastoralContact } from '../direct-messages/work-state.service'
import { sendQueuedMail } from '../../operations/mail/mail.service'
import { findOutgoingById, type OutgoingRow } from '../outgoing/outgoing.repository'
import { toOutgoing } from '../outgoing/outgoing-view'
import { approve, decline } from '../outgoing/outgoing-state'
import { lockWorkItem } from '../work-items/work-items.repository'
import { queueDeclineMail } from './decline-mail'
import {
  findHeldMessagesForBell,
  findMessageReaders,
  listAwaitingMessagesPage,
  listRecentMessages,
} from './held-messages.repository'

// A direct message held for the church's approval (decision 075) is an outgoing message of kind
// `direct_message`: listed, approved and declined as a reply is, except that only the church's
// people allowed to read its direct messages see it (others get "not found"), and Instagram's
// window is checked again when it is approved.

export interface HeldMessageDeps {
  db: Database
  jobs: JobQueue
  humanAgentEnabled: boolean
}

type ChurchActor = Actor & { organizationId: string }

// How many of the conversation's last messages the church reads beside the held one.
export const HELD_MESSAGE_CONTEXT = 5

type Organization = { id: string; dmReaders: 'owner' | 'pastoral_contacts' | 'all_members' }

// Whether this person may read the church's direct messages (and so its held ones).
export async function mayReadMessages(db: DbOrTx, actor: Actor, organization: Organization) {
  if (actor.role === 'admin') return true
  const contact = await isPastoralContact(db, organization.id, actor.userId)
  return canReadDirectMessages(actor, organization, contact)
}

// The church's held direct messages for its bell, to those who may read its messages only: the
// bell must not say more than the approvals page would show them.
export async function heldMessagesForBell(db: DbOrTx, actor: Actor, limit: number) {
  if (actor.role !== 'client' || !actor.organizationId) return []
  const organization = await findMessageReaders(db, actor.organizationId)
  if (!organization || !(await mayReadMessages(db, actor, organization))) return []
  return findHeldMessagesForBell(db, organization.id, limit)
}

export async function listPendingMessageApprovals(
  deps: Pick<HeldMessageDeps, 'db' | 'humanAgentEnabled'>,
  actor: Actor,
  organization: Organization,
  query: { cursor?: string; limit: number },
): Promise<TPendingMessageApprovalPage> {
  if (!(await mayReadMessages(deps.db, actor, organization)))
    throw notFound('Organization not found')
  const after = requireCursor(query.cursor, 'timestamp')
  const rows = await listAwaitingMessagesPage(deps.db, organization.id, {
    after,
    limit: query.limit,
  })
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdAtKey,
    id: row.id,
  }))
  const recent = await listRecentMessages(
    deps.db,
    items.map((row) => row.conversationId),
    HELD_MESSAGE_CONTEXT,
  )
  return {
    items: items.map((row): TPendingMessageApproval => ({
      id: row.id,
      kind: 'direct_message',
      message: row.message,
      attachment: row.attachment ?? null,
      writtenBy: row.writtenBy,
      createdAt: row.createdAt.toISOString(),
      conversation: {
        id: row.conversationId,
        accountUsername: row.accountUsername,
        username: row.username,
        lastInboundAt: row.lastInboundAt?.toISOString() ?? null,
        windowEndsAt: windowEndsAt(row.lastInboundAt, deps.humanAgentEnabled),
        recent: recent
          .filter((message) => message.conversationId === row.conversationId)
          .map(toContext),
        flags: row.flags as TPendingMessageApproval['conversation']['flags'],
      },
    })),
    nextCursor,
  }
}

// As approval checks it: 24 hours, or 7 days for a message sent as a human agent.
function windowEndsAt(lastInboundAt: Date | null, humanAgent: boolean) {
  if (!lastInboundAt) return null
  const span = humanAgent ? HUMAN_AGENT_WINDOW_MS : DM_WINDOW_MS
  return new Date(lastInboundAt.getTime() + span).toISOString()
}

function toContext(row: Awaited<ReturnType<typeof listRecentMessages>>[number]) {
  const attachment = row.unsentAt
    ? 'unsent'
    : row.storyMention
      ? 'story mention'
      : row.storyReplyTo
        ? 'story reply'
        : row.attachments.length > 0
          ? attachmentLabel(row.attachments[0]!.type)
          : null
  return {
    id: row.id,
    direction: row.direction,
    text: row.unsentAt ? null : row.text,
    attachment,
    sentAt: row.sentAt.toISOString(),
  } satisfies THeldMessageContext
}

const attachmentLabel = (type: string) =>
  type === 'image'
    ? 'photo'
    : type === 'video' || type === 'ig_reel' || type === 'reel'
      ? 'video'
      : type.replaceAll('_', ' ')

// The held message if this person may decide on it: another church's, or one in a conversation
// the church's privacy setting keeps from them, is "not found", as the message itself is.
async function requireHeldMessage(tx: DbOrTx, actor: ChurchActor, row: OutgoingRow) {
  if (!row.workItemId) throw notFound('Reply not found')
  await readableConversation(tx, actor, row.workItemId).catch(() => {
    throw notFound('Reply not found')
  })
  return row as OutgoingRow & { workItemId: string }
}

function checkEditedText(message: string | undefined) {
  if (!message) return
  const tooLong = dmTextTooLong(message)
  if (tooLong) throw new AppError('VALIDATION_FAILED', `message: ${tooLong}`)
  const left = findPlaceholders(message)
  if (left.length > 0)
    throw new AppError(
      'UNFILLED_PLACEHOLDER',
      `${left.join(', ')} is still in the text: fill it in or edit it out before approving.`,
    )
}

// Instagram takes the message only within its window of the follower's last message: approved
// after it closed, nothing would reach them, so the approval is refused and says what to do. The
// message keeps waiting: it can be declined, or approved once the follower writes again.
function windowClosed(username: string, code: string, why: string) {
  return new AppError(
    'WINDOW_CLOSED',
    code === 'HUMAN_AGENT_UNAVAILABLE'
      ? `Instagram's 24-hour window to answer @${username} has closed, so this message can no longer be sent. Nothing was sent: decline it so the agency knows, or approve it if @${username} writes again.`
      : `${why} Nothing was sent to @${username}: decline it so the agency knows, or approve it if @${username} writes again.`,
  )
}

export async function approveHeldMessage(
  deps: HeldMessageDeps,
  actor: ChurchActor,
  found: OutgoingRow,
  input: TApproveReply,
  alreadyDecided: (tx: DbOrTx, id: string) => Promise<AppError>,
): Promise<TOutgoing> {
  const approved = await deps.db.transaction(async (tx) => {
    const held = await requireHeldMessage(tx, actor, found)
    checkEditedText(input.message)
    // The conversation first, as sending to it locks it: one order, no deadlock.
    await lockWorkItem(tx, held.workItemId)
    const current = await findOutgoingById(tx, held.id)
    if (current?.status !== 'awaiting_approval') throw await alreadyDecided(tx, held.id)
    const conversation = await findConversationById(tx, held.workItemId)
    const decision = sendDecision(conversation?.lastInboundAt ?? null, new Date(), {
      humanAgent: held.humanAgent,
      humanAgentEnabled: deps.humanAgentEnabled,
    })
    if (!decision.ok)
      throw windowClosed(conversation?.username ?? 'the follower', decision.code, decision.message)
    const edited = input.message !== undefined && input.message !== held.message
    const row = await approve(tx, held.id, actor.organizationId, {
      userId: actor.userId,
      name: actor.name,
      message: edited ? input.message : undefined,
    })
    if (!row) throw await alreadyDecided(tx, held.id)
    await recordCommentActivity(tx, [
      {
        commentId: held.workItemId,
        organizationId: held.organizationId,
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

// Declined with a reason: nothing is sent; the teammate who wrote it reads why in the
// conversation, in the bell and by e-mail, as for a reply.
export async function declineHeldMessage(
  deps: HeldMessageDeps,
  actor: ChurchActor,
  found: OutgoingRow,
  input: TDeclineReply,
  alreadyDecided: (tx: DbOrTx, id: string) => Promise<AppError>,
): Promise<TOutgoing> {
  let mailId: string | null = null
  const declined = await deps.db.transaction(async (tx) => {
    const held = await requireHeldMessage(tx, actor, found)
    await lockWorkItem(tx, held.workItemId)
    const row = await decline(tx, held.id, actor.organizationId, {
      userId: actor.userId,
      name: actor.name,
      reason: input.reason,
    })
    if (!row) throw await alreadyDecided(tx, held.id)
    await recordCommentActivity(tx, [
      {
        commentId: held.workItemId,
        organizationId: held.organizationId,
        actorId: actor.userId,
        kind: 'reply_declined',
        detail: { text: row.message, reason: input.reason },
      },
    ])
    const conversation = await findConversationById(tx, held.workItemId)
    mailId = await queueDeclineMail(
      tx,
      row,
      conversation
        ? { id: conversation.id, username: conversation.username, conversation: true }
        : null,
      actor,
      input.reason,
    )
    await publishCommentChange(tx, threadOfOutgoing(row), 'declined')
    return row
  })
  if (mailId) await sendQueuedMail(deps.jobs, mailId)
  return toOutgoing(declined)
}
