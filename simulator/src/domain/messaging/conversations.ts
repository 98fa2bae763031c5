import { baseUrl, type SimContext } from '../../context'
import { newConversationId, newMid } from '../../store/messaging-store'
import type { Conversation, DirectMessage, MessageAttachment } from '../../store/messaging-types'
import { followerId, nextSeq } from '../../store/store'
import type { Account } from '../../store/types'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
/** CDN addresses in messages stop working after a day, as Instagram's do. */
export const CDN_TTL_MS = DAY_MS

/**
 * A follower's Instagram-scoped id. One per username, the same as `from.id` on their comments
 * and `recipient_id` of a private reply, so a thread and a comment by one person match.
 */
export const igsidOf = (ctx: SimContext, username: string) =>
  followerId(ctx.store, username.toLowerCase())

export function findConversation(
  ctx: SimContext,
  accountId: string,
  igsid: string,
): Conversation | undefined {
  for (const c of ctx.store.messaging.conversations.values())
    if (c.accountId === accountId && c.followerId === igsid) return c
  return undefined
}

/** The thread between the account and this follower, started if there is none. */
export function openConversation(ctx: SimContext, account: Account, username: string) {
  const name = username.toLowerCase()
  const igsid = igsidOf(ctx, name)
  const known = findConversation(ctx, account.userId, igsid)
  if (known) return known
  const conversation: Conversation = {
    id: newConversationId(ctx.store, account.userId),
    accountId: account.userId,
    followerId: igsid,
    username: name,
    lastFollowerMessageAt: null,
    accountReplied: false,
    timestamp: ctx.clock.now(),
    seq: nextSeq(ctx.store),
  }
  ctx.store.messaging.conversations.set(conversation.id, conversation)
  return conversation
}

export interface NewMessage {
  fromAccount: boolean
  via?: 'api' | 'app'
  text?: string
  attachments?: MessageAttachment[]
  storyReply?: { id: string; url: string }
  replyToMid?: string
  postback?: { title: string; payload: string }
  commentId?: string
  tag?: string
  unsupported?: boolean
  timestamp?: number
}

const isStoryMention = (m: DirectMessage) => m.attachments.some((a) => a.type === 'story_mention')

/** Whether this message from the follower lets the account answer for the next 24 hours. */
function opensWindow(ctx: SimContext, m: DirectMessage) {
  if (m.fromAccount) return false
  return !isStoryMention(m) || ctx.settings.storyMentionOpensWindow
}

export function addMessage(
  ctx: SimContext,
  conversation: Conversation,
  input: NewMessage,
): DirectMessage {
  const message: DirectMessage = {
    mid: newMid(ctx.store, conversation),
    conversationId: conversation.id,
    accountId: conversation.accountId,
    followerId: conversation.followerId,
    fromAccount: input.fromAccount,
    ...(input.via ? { via: input.via } : {}),
    ...(input.text !== undefined ? { text: input.text } : {}),
    attachments: input.attachments ?? [],
    ...(input.storyReply ? { storyReply: input.storyReply } : {}),
    ...(input.replyToMid ? { replyToMid: input.replyToMid } : {}),
    ...(input.postback ? { postback: input.postback } : {}),
    ...(input.commentId ? { commentId: input.commentId } : {}),
    ...(input.tag ? { tag: input.tag } : {}),
    ...(input.unsupported ? { unsupported: true } : {}),
    deleted: false,
    reactions: [],
    timestamp: input.timestamp ?? ctx.clock.now(),
    seq: nextSeq(ctx.store),
  }
  ctx.store.messaging.messages.set(message.mid, message)
  if (message.timestamp >= conversation.timestamp) {
    conversation.timestamp = message.timestamp
    conversation.seq = message.seq
  }
  if (message.fromAccount) conversation.accountReplied = true
  if (opensWindow(ctx, message))
    conversation.lastFollowerMessageAt = Math.max(
      conversation.lastFollowerMessageAt ?? 0,
      message.timestamp,
    )
  return message
}

const newestFirst = (a: DirectMessage, b: DirectMessage) =>
  b.timestamp - a.timestamp || b.seq - a.seq

/** The thread's messages, newest first; unsent ones are gone. */
export const messagesOf = (ctx: SimContext, conversation: Conversation) =>
  [...ctx.store.messaging.messages.values()]
    .filter((m) => m.conversationId === conversation.id && !m.deleted)
    .sort(newestFirst)

/** A CDN address for story and attachment media; `oe` is its expiry in hex unix seconds. */
export function cdnUrl(ctx: SimContext, name: string): string {
  const expires = Math.floor((ctx.clock.now() + CDN_TTL_MS) / 1000).toString(16)
  return `${baseUrl(ctx)}/__sim/cdn/${encodeURIComponent(name)}.svg?oe=${expires}`
}

/** The username behind a follower's IGSID */
export const usernameOf = (ctx: SimContext, igsid: string) =>
  [...ctx.store.followers].find(([, id]) => id === igsid)?.[0]
