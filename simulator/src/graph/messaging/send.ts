import type { SimContext } from '../../context'
import { isLiveMedia, isOnAir } from '../../domain/live'
import {
  addMessage,
  DAY_MS,
  findConversation,
  HOUR_MS,
  openConversation,
} from '../../domain/messaging/conversations'
import type { Conversation, MessageAttachment } from '../../store/messaging-types'
import type { Account } from '../../store/types'
import { deliverEvent } from '../../webhooks/deliveries'
import { messageEventBody } from '../../webhooks/messaging-payload'
import type { GraphCall } from '../call'
import { invalidParam, missingParam, objectNotFound } from '../errors'
import { requireScope } from '../nodes'
import {
  alreadyReplied,
  humanAgentNotApproved,
  MANAGE_MESSAGES,
  noMatchingUser,
  outsideWindow,
  tooManyPrivateReplies,
} from './messaging-errors'

// Instagram counts the text limit in UTF-8 bytes, not characters: 1,000 bytes is 333 Hangul.
export const MAX_TEXT_BYTES = 1000
const STANDARD_WINDOW_MS = DAY_MS
const HUMAN_AGENT_WINDOW_MS = 7 * DAY_MS
const PRIVATE_REPLY_WINDOW_MS = 7 * DAY_MS
const URL_ATTACHMENTS = ['image', 'video', 'audio', 'file']
const SENDER_ACTIONS = ['react', 'unreact', 'typing_on', 'typing_off', 'mark_seen']
const MESSAGING_TYPES = ['RESPONSE', 'UPDATE', 'MESSAGE_TAG']

// Graph takes `recipient`, `message` and `payload` as JSON objects, in a JSON body or as JSON
// strings in a form (paramsOf stringifies objects, so both arrive as text here).
function jsonParam(call: GraphCall, name: string): Record<string, unknown> {
  const raw = call.params[name]
  if (!raw) throw missingParam(name)
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // fall through to the same refusal as a non-object
  }
  throw invalidParam(`Param ${name} must be a JSON object`)
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

function textOf(message: Record<string, unknown>): string {
  const text = message.text
  if (typeof text !== 'string' || text.trim() === '') throw missingParam('message[text]')
  if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES)
    throw invalidParam(
      `Length of param message[text] must be less than or equal to ${MAX_TEXT_BYTES}`,
    )
  return text
}

function attachmentOf(call: GraphCall, account: Account, raw: unknown): MessageAttachment {
  const attachment = asRecord(raw)
  const type = typeof attachment.type === 'string' ? attachment.type.toLowerCase() : ''
  const payload = asRecord(attachment.payload)
  if (type === 'like_heart') return { type }
  if (type === 'media_share') {
    const id = String(payload.id ?? '')
    const media = call.ctx.store.media.get(id)
    if (!media || media.ownerId !== account.userId) throw objectNotFound(id || 'payload.id', 'post')
    return { type: 'share', mediaId: id, url: `https://www.instagram.com/p/${media.shortcode}/` }
  }
  if (!URL_ATTACHMENTS.includes(type))
    throw invalidParam(
      'Param message[attachment][type] must be one of {image, video, audio, file, like_heart, MEDIA_SHARE}',
    )
  if (!isHttpUrl(payload.url))
    throw invalidParam('Param message[attachment][payload][url] must be a valid URL')
  return { type, url: payload.url }
}

/** `message`: text, or one attachment (by URL, a heart sticker, or one of the account's posts). */
function contentOf(call: GraphCall, account: Account) {
  const message = jsonParam(call, 'message')
  if (message.attachment !== undefined && message.text !== undefined)
    throw invalidParam('Only one of message[text] and message[attachment] can be set')
  if (message.attachment !== undefined)
    return { attachments: [attachmentOf(call, account, message.attachment)] }
  return { text: textOf(message) }
}

/**
 * The follower must have written within 24 hours; the HUMAN_AGENT tag stretches that to 7 days
 * when the app is approved for it (switch `human_agent_approved`).
 */
function checkWindow(call: GraphCall, conversation: Conversation): string | undefined {
  const { messaging_type: type, tag } = call.params
  if (type !== undefined && !MESSAGING_TYPES.includes(type))
    throw invalidParam(`Param messaging_type must be one of {${MESSAGING_TYPES.join(', ')}}`)
  if (type === 'MESSAGE_TAG' && !tag) throw missingParam('tag')
  if (tag !== undefined && tag !== 'HUMAN_AGENT')
    throw invalidParam('Param tag must be one of {HUMAN_AGENT}')
  if (tag && !call.ctx.settings.humanAgentApproved) throw humanAgentNotApproved()
  const window = tag ? HUMAN_AGENT_WINDOW_MS : STANDARD_WINDOW_MS
  const last = conversation.lastFollowerMessageAt
  if (last === null || call.ctx.clock.now() - last > window) throw outsideWindow()
  return tag
}

function conversationFor(call: GraphCall, account: Account, recipient: Record<string, unknown>) {
  const id = recipient.id
  if (typeof id !== 'string' && typeof id !== 'number') throw missingParam('recipient[id]')
  // Only the follower can start a conversation; an id that never wrote is nobody to us.
  const conversation = findConversation(call.ctx, account.userId, String(id))
  if (!conversation) throw noMatchingUser()
  return conversation
}

/** The account's own sends come back to the webhook as `is_echo` messages. */
function echo(ctx: SimContext, account: Account, message: Parameters<typeof messageEventBody>[2]) {
  deliverEvent(ctx, {
    userId: account.userId,
    field: 'messages',
    mid: message.mid,
    body: messageEventBody(ctx, account, message),
  }).catch(() => undefined)
}

/** `sender_action`: a ❤️ reaction (or taking it back) on a message, typing, mark seen. */
function senderAction(call: GraphCall, account: Account, action: string) {
  if (!SENDER_ACTIONS.includes(action))
    throw invalidParam(`Param sender_action must be one of {${SENDER_ACTIONS.join(', ')}}`)
  const conversation = conversationFor(call, account, jsonParam(call, 'recipient'))
  checkWindow(call, conversation)
  if (action === 'react' || action === 'unreact') {
    const payload = jsonParam(call, 'payload')
    const mid = typeof payload.message_id === 'string' ? payload.message_id : ''
    if (!mid) throw missingParam('payload[message_id]')
    const target = call.ctx.store.messaging.messages.get(mid)
    if (!target || target.conversationId !== conversation.id || target.deleted)
      throw objectNotFound(mid, 'post')
    if (action === 'react' && payload.reaction !== 'love')
      throw invalidParam('Param payload[reaction] must be one of {love}')
    target.reactions = target.reactions.filter((r) => r.by !== account.userId)
    if (action === 'react')
      target.reactions.push({ by: account.userId, reaction: 'love', emoji: '❤️' })
  }
  return { recipient_id: conversation.followerId }
}

/**
 * `recipient: {comment_id}`: one direct message to the commenter about their comment, within 7
 * days of it, whatever the 24-hour window. It starts (or joins) their thread.
 */
function privateReply(call: GraphCall, account: Account, commentId: string) {
  const { ctx } = call
  const comment = ctx.store.comments.get(commentId)
  const media = comment && ctx.store.media.get(comment.mediaId)
  if (!comment || media?.ownerId !== account.userId) throw objectNotFound(commentId, 'post')
  if (comment.bySelf) throw invalidParam('Cannot send a private reply to your own comment')
  const message = jsonParam(call, 'message')
  if (message.attachment !== undefined) throw invalidParam('A private reply can only be text')
  const text = textOf(message)
  const now = ctx.clock.now()
  // A live comment's window is the broadcast itself.
  if (
    media && isLiveMedia(media)
      ? !isOnAir(media)
      : now - comment.timestamp > PRIVATE_REPLY_WINDOW_MS
  )
    throw outsideWindow()
  if (ctx.store.privateReplies.has(commentId)) throw alreadyReplied(ctx)
  const lastHour = [...ctx.store.privateReplies.values()].filter(
    (r) => r.userId === account.userId && now - r.timestamp < HOUR_MS,
  )
  if (lastHour.length >= ctx.settings.privateRepliesPerHour) throw tooManyPrivateReplies()
  const conversation = openConversation(ctx, account, comment.from.username)
  const sent = addMessage(ctx, conversation, { fromAccount: true, via: 'api', text, commentId })
  ctx.store.privateReplies.set(commentId, {
    messageId: sent.mid,
    userId: account.userId,
    commentId,
    recipientId: comment.from.id,
    text,
    timestamp: now,
  })
  echo(ctx, account, sent)
  return { recipient_id: comment.from.id, message_id: sent.mid }
}

/** `POST /{ig-user-id}/messages` and `/me/messages`: the Send API. */
export function sendMessage(call: GraphCall, account: Account) {
  requireScope(call.env, MANAGE_MESSAGES)
  const action = call.params.sender_action
  if (action) return senderAction(call, account, action)
  const recipient = jsonParam(call, 'recipient')
  if (recipient.comment_id !== undefined)
    return privateReply(call, account, String(recipient.comment_id))
  const conversation = conversationFor(call, account, recipient)
  const content = contentOf(call, account)
  const tag = checkWindow(call, conversation)
  const sent = addMessage(call.ctx, conversation, {
    fromAccount: true,
    via: 'api',
    ...content,
    ...(tag ? { tag } : {}),
  })
  echo(call.ctx, account, sent)
  return { recipient_id: conversation.followerId, message_id: sent.mid }
}
