import { newMessageId } from '../store/store'
import type { Account } from '../store/types'
import type { GraphCall } from './call'
import { GraphError, invalidParam, missingParam, objectNotFound } from './errors'
import { requireScope } from './nodes'

export const MANAGE_MESSAGES = 'instagram_business_manage_messages'
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000
// Instagram's limit for the text of a direct message.
const MAX_MESSAGE_TEXT = 1000

// Graph takes `recipient` and `message` as JSON objects, in a JSON body or as JSON strings in a
// form (paramsOf stringifies objects, so both arrive as text here).
function jsonParam(call: GraphCall, name: string): Record<string, unknown> {
  const raw = call.params[name]
  if (!raw) throw missingParam(name)
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object') return value as Record<string, unknown>
  } catch {
    // fall through to the same refusal as a non-object
  }
  throw invalidParam(`Param ${name} must be a JSON object`)
}

export const outsideWindow = () =>
  new GraphError({
    message: '(#10) This message is sent outside of allowed window.',
    code: 10,
    subcode: 2534022,
  })

// One private reply per comment; Instagram refuses the second with its own code.
export const alreadyReplied = () =>
  new GraphError({ message: '(#10900) Activity already replied to', code: 10900 })

/**
 * `POST /{ig-user-id}/messages` with `recipient: {comment_id}`: a private reply, a direct message
 * to the person who wrote the comment. Only within 7 days of the comment, only once per comment,
 * only with instagram_business_manage_messages. Messages to a person by id need an open
 * conversation, which the simulator never has.
 */
export function sendMessage(call: GraphCall, account: Account) {
  requireScope(call.env, MANAGE_MESSAGES)
  const recipient = jsonParam(call, 'recipient')
  const message = jsonParam(call, 'message')
  const text = typeof message.text === 'string' ? message.text : ''
  if (text.trim() === '') throw missingParam('message[text]')
  if (text.length > MAX_MESSAGE_TEXT)
    throw invalidParam(`Message text must be at most ${MAX_MESSAGE_TEXT} characters`)
  const commentId = typeof recipient.comment_id === 'string' ? recipient.comment_id : undefined
  if (!commentId) {
    if (recipient.id) throw outsideWindow()
    throw missingParam('recipient[comment_id]')
  }
  const { ctx } = call
  const comment = ctx.store.comments.get(commentId)
  const media = comment && ctx.store.media.get(comment.mediaId)
  if (!comment || media?.ownerId !== account.userId) throw objectNotFound(commentId, 'post')
  if (comment.bySelf) throw invalidParam('Cannot send a private reply to your own comment')
  if (ctx.clock.now() - comment.timestamp > WINDOW_MS) throw outsideWindow()
  if (ctx.store.privateReplies.has(commentId)) throw alreadyReplied()
  const sent = {
    messageId: newMessageId(ctx.store),
    userId: account.userId,
    commentId,
    recipientId: comment.from.id,
    text,
    timestamp: ctx.clock.now(),
  }
  ctx.store.privateReplies.set(commentId, sent)
  return { recipient_id: sent.recipientId, message_id: sent.messageId }
}
