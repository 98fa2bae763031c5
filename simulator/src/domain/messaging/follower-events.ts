import { z } from 'zod'
import type { SimContext } from '../../context'
import type { DirectMessage } from '../../store/messaging-types'
import type { Account } from '../../store/types'
import type { DeliveryOutcome } from '../../webhooks/deliveries'
import { deliverEvent } from '../../webhooks/deliveries'
import {
  messageEventBody,
  postbackEventBody,
  reactionEventBody,
  seenEventBody,
  unsendEventBody,
} from '../../webhooks/messaging-payload'
import { NotFoundError, requireAccount } from '../accounts'
import { toMs } from '../media'
import {
  addMessage,
  cdnUrl,
  findConversation,
  igsidOf,
  openConversation,
  type NewMessage,
} from './conversations'

const ZTimestamp = z.union([z.iso.datetime({ offset: true }), z.number().int().positive()])
const ATTACHMENT_TYPES = [
  'image',
  'video',
  'audio',
  'file',
  'share',
  'ig_reel',
  'reel',
  'ig_post',
  'ig_story',
  'unsupported_type',
] as const

export const ZFollowerMessage = z
  .object({
    account_id: z.string().min(1),
    username: z.string().regex(/^[A-Za-z0-9._]{1,30}$/),
    text: z.string().min(1).max(10_000).optional(),
    attachment: z
      .object({ type: z.enum(ATTACHMENT_TYPES), url: z.url() })
      .strict()
      .optional(),
    /** the id of the account's story this message answers */
    reply_to_story: z.string().min(1).optional(),
    /** the mid of an earlier message this one quotes */
    reply_to: z.string().min(1).optional(),
    story_mention: z.literal(true).optional(),
    /** a message Instagram cannot show through the API (`is_unsupported`) */
    unsupported: z.literal(true).optional(),
    reaction: z.string().min(1).optional(),
    reaction_action: z.enum(['react', 'unreact']).optional(),
    seen: z.string().min(1).optional(),
    unsend: z.string().min(1).optional(),
    postback: z
      .object({ title: z.string().min(1), payload: z.string() })
      .strict()
      .optional(),
    /** the account sent this to the follower from the Instagram app */
    echo: z.literal(true).optional(),
    timestamp: ZTimestamp.optional(),
  })
  .strict()
  .superRefine((b, check) => {
    const content =
      b.text !== undefined ||
      b.attachment !== undefined ||
      b.story_mention !== undefined ||
      b.unsupported !== undefined
    const kinds = [content, b.reaction, b.seen, b.unsend, b.postback].filter(Boolean).length
    if (kinds !== 1)
      check.addIssue({
        code: 'custom',
        message:
          'Give exactly one of: text/attachment/story_mention/unsupported, reaction, seen, unsend, postback',
      })
    if (b.reply_to_story && !content)
      check.addIssue({ code: 'custom', message: 'reply_to_story needs text or an attachment' })
    if (b.echo && (!content || b.story_mention || b.reply_to_story))
      check.addIssue({ code: 'custom', message: 'echo goes with text or an attachment' })
    if (b.reaction_action && !b.reaction)
      check.addIssue({ code: 'custom', message: 'reaction_action goes with reaction' })
  })
export type TFollowerMessage = z.infer<typeof ZFollowerMessage>

export interface FollowerEventResult {
  mid: string
  conversation_id: string
  sender: { id: string }
  recipient: { id: string }
  timestamp: number
  webhook: DeliveryOutcome
}

function requireMessage(ctx: SimContext, conversationId: string, mid: string): DirectMessage {
  const message = ctx.store.messaging.messages.get(mid)
  if (!message || message.conversationId !== conversationId || message.deleted)
    throw new NotFoundError(`No message ${mid} in this conversation`)
  return message
}

function contentOf(ctx: SimContext, input: TFollowerMessage, at: number): NewMessage {
  const attachments = []
  if (input.attachment) attachments.push({ type: input.attachment.type, url: input.attachment.url })
  if (input.story_mention)
    attachments.push({ type: 'story_mention', url: cdnUrl(ctx, `story-mention-${at}`) })
  return {
    fromAccount: input.echo === true,
    ...(input.echo ? { via: 'app' as const } : {}),
    ...(input.text !== undefined ? { text: input.text } : {}),
    attachments,
    ...(input.reply_to_story
      ? {
          storyReply: {
            id: input.reply_to_story,
            url: cdnUrl(ctx, `story-${input.reply_to_story}`),
          },
        }
      : {}),
    ...(input.reply_to ? { replyToMid: input.reply_to } : {}),
    ...(input.unsupported ? { unsupported: true } : {}),
    timestamp: at,
  }
}

/**
 * What a follower does in the thread (or, with `echo`, what the church does from the Instagram
 * app): recorded, then delivered as Meta's messaging webhook for its field.
 */
export async function followerEvent(
  ctx: SimContext,
  input: TFollowerMessage,
): Promise<FollowerEventResult> {
  const account: Account = requireAccount(ctx, input.account_id)
  // Reactions, receipts and unsends need a thread; only a message or a postback starts one.
  const aboutEarlier = input.reaction ?? input.seen ?? input.unsend
  const known = findConversation(ctx, account.userId, igsidOf(ctx, input.username))
  if (aboutEarlier && !known)
    throw new NotFoundError(`@${input.username} has no conversation with @${account.username}`)
  const conversation = known ?? openConversation(ctx, account, input.username)
  const at = toMs(input.timestamp, ctx.clock.now())
  /** `byAccount`: an echo, sent by the account to the follower */
  const send = async (mid: string, field: string, body: string, byAccount = false) => {
    const webhook = await deliverEvent(ctx, { userId: account.userId, field, mid, body })
    const follower = { id: conversation.followerId }
    const church = { id: account.userId }
    return {
      mid,
      conversation_id: conversation.id,
      sender: byAccount ? church : follower,
      recipient: byAccount ? follower : church,
      timestamp: at,
      webhook,
    }
  }
  if (input.reaction) {
    const target = requireMessage(ctx, conversation.id, input.reaction)
    const action = input.reaction_action ?? 'react'
    target.reactions = target.reactions.filter((r) => r.by !== conversation.followerId)
    if (action === 'react')
      target.reactions.push({ by: conversation.followerId, reaction: 'love', emoji: '❤️' })
    const body = reactionEventBody(ctx, account, target, action, at)
    return send(target.mid, 'message_reactions', body)
  }
  if (input.seen) {
    const target = requireMessage(ctx, conversation.id, input.seen)
    return send(target.mid, 'messaging_seen', seenEventBody(ctx, account, target, at))
  }
  if (input.unsend) {
    const target = requireMessage(ctx, conversation.id, input.unsend)
    if (target.fromAccount) throw new NotFoundError('A follower can only unsend their own message')
    target.deleted = true
    return send(target.mid, 'messages', unsendEventBody(ctx, account, target))
  }
  if (input.postback) {
    const m = addMessage(ctx, conversation, {
      fromAccount: false,
      text: input.postback.title,
      postback: input.postback,
      timestamp: at,
    })
    return send(m.mid, 'messaging_postbacks', postbackEventBody(ctx, account, m))
  }
  if (input.reply_to) requireMessage(ctx, conversation.id, input.reply_to)
  const m = addMessage(ctx, conversation, contentOf(ctx, input, at))
  return send(m.mid, 'messages', messageEventBody(ctx, account, m), m.fromAccount)
}
