import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import { refusePlaceholders } from '../outgoing/unfilled-placeholders'
import type {
  TDirectMessage,
  TDirectThread,
  TInboxConversation,
  TSendDirectMessage,
} from '@common/schemas/direct-messages'
import { canReadDirectMessages, type Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import {
  directMessages,
  organizations,
  outgoingMessages,
  pastoralContacts,
  user,
} from '../../../db/schema'
import { type InstagramClient, MESSAGING_SCOPE } from '../../../integrations/instagram/client'
import { InstagramError, USER_MESSAGES } from '../../../integrations/instagram/errors'
import type { TokenCipher } from '../../../lib/token-cipher'
import { withAccountToken } from '../../instagram/instagram-accounts/account-token'
import { toOutgoing } from '../outgoing/outgoing-view'
import { isPastoralContact, findMentionItem } from './work-state.service'
import { listWorkItemCards } from './work-item-cards'
import { requestDelivery, scheduleApprovalReminder } from '../../../jobs/contracts'
import { AppError, notFound } from '../../../lib/app-error'
import type { JobQueue } from '../../../lib/jobs'
import { decodeCursor, encodeCursor, requireCursor } from '../../../lib/pagination'
import { publishCommentChange } from '../comments/comment-events'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import { approvalRequired } from '../outgoing/approval-gate'
import {
  findOutgoingByKey,
  insertOutgoing,
  type OutgoingRow,
} from '../outgoing/outgoing.repository'
import { lockWorkItem } from '../work-items/work-items.repository'
import {
  type DirectMessageRow,
  findConversationById,
  findMessageById,
  listThreadMessages,
  setAccountReaction,
} from './direct-messages.repository'
import { findWorkItemCard, toCard } from './work-item-cards'
import { sendDecision, WINDOW_PROBLEM } from './window'

export interface DirectMessageDeps {
  db: Database
  jobs: JobQueue
  humanAgentEnabled: boolean
  // An asset of the church's media library as Instagram fetches it.
  assetAttachment: (
    organizationId: string,
    assetId: string,
  ) => Promise<{ type: 'image' | 'video'; url: string } | null>
}

const conversationNotFound = () => notFound('Conversation not found')

// The conversation if this person may read it: another church's, or one the church's privacy
// setting keeps from them, is not found.
export async function readableConversation(db: DbOrTx, actor: Actor, id: string) {
  const conversation = await findConversationById(db, id)
  if (!conversation) throw conversationNotFound()
  if (actor.role !== 'admin') {
    if (actor.organizationId !== conversation.organizationId) throw conversationNotFound()
    const [organization] = await db
      .select({ id: organizations.id, dmReaders: organizations.dmReaders })
      .from(organizations)
      .where(eq(organizations.id, conversation.organizationId))
    const [contact] = await db
      .select({ userId: pastoralContacts.userId })
      .from(pastoralContacts)
      .where(
        and(
          eq(pastoralContacts.organizationId, conversation.organizationId),
          eq(pastoralContacts.userId, actor.userId),
        ),
      )
    if (!organization || !canReadDirectMessages(actor, organization, Boolean(contact)))
      throw conversationNotFound()
  }
  return conversation
}

export async function getThread(
  deps: Pick<DirectMessageDeps, 'db' | 'humanAgentEnabled'>,
  actor: Actor,
  id: string,
  page: { before?: string; limit: number },
): Promise<TDirectThread> {
  const conversation = await readableConversation(deps.db, actor, id)
  const before = page.before ? decodeCursor(page.before, 'timestamp') : null
  if (page.before && !before) throw new AppError('VALIDATION_FAILED', 'before: Invalid cursor')
  const card = await findWorkItemCard(deps.db, id, actor.userId)
  if (!card) throw conversationNotFound()
  const rows = await listThreadMessages(deps.db, id, before, page.limit)
  const shown = rows.slice(0, page.limit)
  const oldest = shown.at(-1)
  // On the newest page, what Flock is still sending (or failed to) follows what was sent.
  const pending = before ? [] : await pendingSends(deps.db, id)
  const messages = [...(await toMessages(deps.db, shown.reverse())), ...pending.map(pendingMessage)]
  const account = await findAccountById(deps.db, conversation.accountId)
  const decision = sendDecision(conversation.lastInboundAt, new Date(), {
    humanAgent: true,
    humanAgentEnabled: deps.humanAgentEnabled,
  })
  const connected = account?.status === 'connected' && account.scopes.includes(MESSAGING_SCOPE)
  const canSend = actor.role === 'admin'
  const conversationCard = toCard(card, deps.humanAgentEnabled) as TInboxConversation
  return {
    conversation: conversationCard,
    window: {
      state: !decision.ok ? 'closed' : decision.humanAgent ? 'human_agent' : 'open',
      lastInboundAt: conversation.lastInboundAt?.toISOString() ?? null,
      windowEndsAt: conversationCard.windowEndsAt,
      humanAgentUntil: conversationCard.humanAgentUntil,
      humanAgentEnabled: deps.humanAgentEnabled,
    },
    messages,
    olderCursor:
      rows.length > page.limit && oldest
        ? encodeCursor({ key: oldest.sentAt.toISOString(), id: oldest.id })
        : null,
    canSend,
    sendBlockedReason: !canSend
      ? 'Only the agency’s team answers direct messages.'
      : !connected
        ? `@${account?.username ?? 'this account'} must be connected with messaging allowed before Flock can send.`
        : decision.ok
          ? null
          : decision.message,
  }
}

async function pendingSends(db: DbOrTx, workItemId: string) {
  return db
    .select()
    .from(outgoingMessages)
    .leftJoin(directMessages, eq(directMessages.outgoingMessageId, outgoingMessages.id))
    .where(
      and(
        eq(outgoingMessages.workItemId, workItemId),
        eq(outgoingMessages.kind, 'direct_message'),
        notInArray(outgoingMessages.status, ['discarded', 'withdrawn']),
        isNull(directMessages.id),
      ),
    )
    .orderBy(outgoingMessages.createdAt)
    .then((rows) => rows.map((row) => row.outgoing_messages))
}

function delivery(row: OutgoingRow) {
  return {
    outgoingId: row.id,
    status: row.status,
    lastError: row.lastError,
    windowProblem: row.lastError === WINDOW_PROBLEM,
    humanAgent: row.humanAgent,
    reviewerName: row.reviewerName,
    declineReason: row.declineReason,
  }
}

function pendingMessage(row: OutgoingRow & { byName?: string | null }): TDirectMessage {
  return {
    id: row.id,
    direction: 'outbound',
    sender: 'flock',
    sentBy: row.createdBy ? { id: row.createdBy, name: row.byName ?? '' } : null,
    text: row.message || null,
    attachments: row.attachment ? [row.attachment] : [],
    storyReply: null,
    storyMention: false,
    replyToId: null,
    postback: null,
    unsupported: false,
    reactions: [],
    seenAt: null,
    unsentAt: null,
    sentAt: (row.sentAt ?? row.createdAt).toISOString(),
    delivery: delivery(row),
  }
}

async function toMessages(db: DbOrTx, rows: DirectMessageRow[]): Promise<TDirectMessage[]> {
  const outgoingIds = rows.flatMap((row) => (row.outgoingMessageId ? [row.outgoingMessageId] : []))
  const userIds = [
    ...new Set(rows.flatMap((row) => (row.sentByFlockUser ? [row.sentByFlockUser] : []))),
  ]
  const [outgoing, names, quoted] = await Promise.all([
    outgoingIds.length
      ? db.select().from(outgoingMessages).where(inArray(outgoingMessages.id, outgoingIds))
      : [],
    userIds.length
      ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds))
      : [],
    quotedIds(db, rows),
  ])
  const outgoingById = new Map(outgoing.map((row) => [row.id, row]))
  const nameById = new Map(names.map((row) => [row.id, row.name]))
  return rows.map((row) => {
    const sent = row.outgoingMessageId ? outgoingById.get(row.outgoingMessageId) : undefined
    const reactions: TDirectMessage['reactions'] = []
    if (row.followerReaction) reactions.push({ by: 'follower', emoji: row.followerReaction })
    if (row.accountReaction) reactions.push({ by: 'account', emoji: row.accountReaction })
    return {
      id: row.id,
      direction: row.direction,
      sender:
        row.direction === 'inbound'
          ? 'follower'
          : row.sentByFlockUser || row.outgoingMessageId
            ? 'flock'
            : 'instagram_app',
      sentBy: row.sentByFlockUser
        ? { id: row.sentByFlockUser, name: nameById.get(row.sentByFlockUser) ?? '' }
        : null,
      text: row.text,
      attachments: row.attachments,
      storyReply: row.storyReplyTo ?? null,
      storyMention: row.storyMention,
      replyToId: row.replyToIgId ? (quoted.get(row.replyToIgId) ?? null) : null,
      postback: row.postback ?? null,
      unsupported: row.unsupported,
      reactions,
      seenAt: row.seenAt?.toISOString() ?? null,
      unsentAt: row.unsentAt?.toISOString() ?? null,
      sentAt: row.sentAt.toISOString(),
      delivery: sent ? delivery(sent) : null,
    }
  })
}

async function quotedIds(db: DbOrTx, rows: DirectMessageRow[]) {
  const wanted = rows.flatMap((row) => (row.replyToIgId ? [row.replyToIgId] : []))
  if (wanted.length === 0) return new Map<string, string>()
  const found = await db
    .select({ id: directMessages.id, igMessageId: directMessages.igMessageId })
    .from(directMessages)
    .where(inArray(directMessages.igMessageId, wanted))
  return new Map(found.map((row) => [row.igMessageId, row.id]))
}

// A teammate's message in the conversation: the window and the byte limit are checked before
// anything is written; then it is recorded and queued (or held for the church's approval) in
// one transaction, and delivered exactly once by the outgoing engine. The same client key always
// answers with the same message.
export async function sendDirectMessage(
  deps: DirectMessageDeps,
  actor: Actor,
  conversationId: string,
  input: TSendDirectMessage,
): Promise<{ message: TDirectMessage; created: boolean }> {
  const conversation = await readableConversation(deps.db, actor, conversationId)
  if (input.text) refusePlaceholders(input.text)
  const attachment = input.assetId
    ? await deps.assetAttachment(conversation.organizationId, input.assetId)
    : null
  if (input.assetId && !attachment)
    throw new AppError(
      'VALIDATION_FAILED',
      "assetId: not an image or video of this church's media library",
    )
  const outcome = await deps.db.transaction(async (tx) => {
    const item = await lockWorkItem(tx, conversationId)
    if (!item) throw conversationNotFound()
    const existing = await findOutgoingByKey(tx, input.clientKey)
    if (existing) {
      if (existing.workItemId !== conversationId || existing.kind !== 'direct_message')
        throw new AppError('VALIDATION_FAILED', 'clientKey: already used for another message')
      return { row: existing, created: false, reminderAfterMinutes: null }
    }
    const account = await findAccountById(tx, conversation.accountId)
    if (!account || account.status !== 'connected')
      throw new AppError(
        'ACCOUNT_NOT_CONNECTED',
        `${account ? `@${account.username}` : 'This account'} is not connected, so Flock cannot send for it.`,
      )
    if (!account.scopes.includes(MESSAGING_SCOPE))
      throw new AppError(
        'MESSAGING_NOT_ALLOWED',
        `@${account.username} did not allow Flock to send direct messages: reconnect it and allow messaging.`,
      )
    const current = await findConversationById(tx, conversationId)
    const decision = sendDecision(current?.lastInboundAt ?? null, new Date(), {
      humanAgent: Boolean(input.humanAgent),
      humanAgentEnabled: deps.humanAgentEnabled,
    })
    if (!decision.ok) throw new AppError(decision.code, decision.message)
    const approval = await approvalRequired(tx, {
      id: conversationId,
      organizationId: item.organizationId,
    })
    const row = await insertOutgoing(tx, {
      organizationId: item.organizationId,
      accountId: item.accountId,
      workItemId: conversationId,
      kind: 'direct_message',
      status: approval.required ? 'awaiting_approval' : 'queued',
      message: input.text ?? '',
      attachment,
      humanAgent: decision.humanAgent,
      idempotencyKey: input.clientKey,
      createdBy: actor.userId,
    })
    await publishCommentChange(
      tx,
      { organizationId: item.organizationId, accountId: item.accountId, commentId: conversationId },
      approval.required ? 'awaiting_approval' : 'sending',
    )
    return { row, created: true, reminderAfterMinutes: approval.reminderAfterMinutes }
  })
  const { row } = outcome
  if (row.status === 'queued' || row.status === 'sending') await requestDelivery(deps.jobs, row.id)
  if (outcome.created && row.status === 'awaiting_approval')
    await scheduleApprovalReminder(deps.jobs, row.id, outcome.reminderAfterMinutes)
  return { message: await messageOfOutgoing(deps.db, row.id, actor), created: outcome.created }
}

// How a message Flock sends reads now: from the thread once sent, else its delivery state.
async function messageOfOutgoing(db: DbOrTx, outgoingId: string, actor: Actor) {
  const [sent] = await db
    .select()
    .from(directMessages)
    .where(eq(directMessages.outgoingMessageId, outgoingId))
  if (sent) return (await toMessages(db, [sent]))[0]!
  const [row] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.id, outgoingId))
  return pendingMessage({ ...row!, byName: actor.name })
}

// The account's heart on a follower's message: sent to Instagram at once (putting a heart twice
// leaves one heart), then shown.
export async function reactToMessage(
  deps: { db: Database; instagram: InstagramClient; cipher: TokenCipher },
  actor: Actor,
  conversationId: string,
  messageId: string,
): Promise<TDirectMessage> {
  const conversation = await readableConversation(deps.db, actor, conversationId)
  const message = await findMessageById(deps.db, messageId)
  if (!message || message.conversationId !== conversation.id) throw notFound('Message not found')
  if (message.direction !== 'inbound' || message.unsentAt)
    throw new AppError('VALIDATION_FAILED', "messageId: only a follower's message can get a heart")
  const account = await findAccountById(deps.db, conversation.accountId)
  if (!account || account.status !== 'connected')
    throw new AppError(
      'ACCOUNT_NOT_CONNECTED',
      'This account is not connected, so Flock cannot react for it.',
    )
  await withAccountToken(deps, account, (token) =>
    deps.instagram.reactToMessage(
      token,
      account.igUserId,
      conversation.followerIgId,
      message.igMessageId,
    ),
  ).catch((error: unknown) => {
    if (error instanceof InstagramError && error.kind === 'window')
      throw new AppError('WINDOW_CLOSED', WINDOW_PROBLEM)
    if (error instanceof InstagramError)
      throw new AppError('INSTAGRAM_REJECTED', USER_MESSAGES[error.kind])
    throw error
  })
  const updated = await deps.db.transaction(async (tx) => {
    const row = await setAccountReaction(tx, message.id, '❤️')
    await publishCommentChange(
      tx,
      {
        organizationId: conversation.organizationId,
        accountId: conversation.accountId,
        commentId: conversation.id,
      },
      'replied',
    )
    return row!
  })
  return (await toMessages(deps.db, [updated]))[0]!
}

// A church's conversations, for those of its people its privacy setting lets read them.
export async function listChurchConversations(
  deps: Pick<DirectMessageDeps, 'db' | 'humanAgentEnabled'>,
  actor: Actor,
  organization: { id: string; dmReaders: 'owner' | 'pastoral_contacts' | 'all_members' },
  page: { cursor?: string; limit: number },
) {
  const contact = await isPastoralContact(deps.db, organization.id, actor.userId)
  if (!canReadDirectMessages(actor, organization, contact)) throw notFound('Organization not found')
  const after = requireCursor(page.cursor, 'timestamp')
  const rows = await listWorkItemCards(
    deps.db,
    {
      kinds: ['conversation'],
      view: 'all',
      userId: actor.userId,
      timeZone: 'UTC',
      humanAgentEnabled: deps.humanAgentEnabled,
      organizationIds: [organization.id],
    },
    { after, limit: page.limit, sort: 'newest' },
  )
  const shown = rows.slice(0, page.limit)
  const last = shown.at(-1)
  return {
    items: shown.map((row) => toCard(row, deps.humanAgentEnabled) as TInboxConversation),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ key: last.key, id: last.id }) : null,
  }
}

// An answer under the comment or caption that mentioned the account, through the outgoing
// engine (one per mention at a time, the client's key making a retried request one answer).
export async function replyToMention(
  deps: Pick<DirectMessageDeps, 'db' | 'jobs'>,
  actor: Actor,
  mentionId: string,
  input: { message: string; idempotencyKey: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    const item = await lockWorkItem(tx, mentionId)
    const mention = item?.kind === 'mention' ? await findMentionItem(tx, mentionId) : null
    if (!item || !mention) throw notFound('Mention not found')
    const existing = await findOutgoingByKey(tx, input.idempotencyKey)
    if (existing) {
      if (existing.workItemId !== mentionId)
        throw new AppError('VALIDATION_FAILED', 'idempotencyKey: already used for another message')
      return existing
    }
    const account = await findAccountById(tx, item.accountId)
    if (!account || account.status !== 'connected')
      throw new AppError(
        'ACCOUNT_NOT_CONNECTED',
        'This account is not connected, so Flock cannot post for it.',
      )
    const [active] = await tx
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.workItemId, mentionId),
          inArray(outgoingMessages.status, ['awaiting_approval', 'queued', 'sending', 'sent']),
        ),
      )
    if (active) throw new AppError('ALREADY_RESPONDED', 'This mention has already been answered.')
    return insertOutgoing(tx, {
      organizationId: item.organizationId,
      accountId: item.accountId,
      workItemId: mentionId,
      kind: 'mention_reply',
      message: input.message,
      idempotencyKey: input.idempotencyKey,
      createdBy: actor.userId,
    })
  })
  if (row.status === 'queued' || row.status === 'sending') await requestDelivery(deps.jobs, row.id)
  const [current] = await deps.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.id, row.id))
  return toOutgoing(current ?? row)
}
