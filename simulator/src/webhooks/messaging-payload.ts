import { isoTime, unixSeconds, type SimContext } from '../context'
import type { DirectMessage, Mention } from '../store/messaging-types'
import type { Account } from '../store/types'

/** Meta sends epoch milliseconds; a switch sends ISO strings, as some clients' fixtures do. */
const stamp = (ctx: SimContext, ms: number) =>
  ctx.settings.messagingTimestamps === 'iso' ? isoTime(ms) : ms

/**
 * `{"object":"instagram","entry":[{"id","time","messaging":[…]}]}`: messaging events use
 * `messaging[]`, never `changes[]`, whatever the `webhook_payload` switch says.
 */
function messagingBody(
  ctx: SimContext,
  account: Account,
  parties: { sender: string; recipient: string },
  timestamp: number,
  event: Record<string, unknown>,
): string {
  const item = {
    sender: { id: parties.sender },
    recipient: { id: parties.recipient },
    timestamp: stamp(ctx, timestamp),
    ...event,
  }
  const entry = { id: account.userId, time: stamp(ctx, ctx.clock.now()), messaging: [item] }
  return JSON.stringify({ object: 'instagram', entry: [entry] })
}

/** Who wrote it: the account's own messages (echoes) come from its user_id. */
const partiesOf = (m: DirectMessage) =>
  m.fromAccount
    ? { sender: m.accountId, recipient: m.followerId }
    : { sender: m.followerId, recipient: m.accountId }

export function messageWebhookValue(m: DirectMessage): Record<string, unknown> {
  const attachments = m.attachments.map((a) => ({
    type: a.type,
    ...(a.url ? { payload: { url: a.url } } : {}),
  }))
  const replyTo = m.storyReply
    ? { story: { id: m.storyReply.id, url: m.storyReply.url } }
    : m.replyToMid
      ? { mid: m.replyToMid }
      : undefined
  return {
    mid: m.mid,
    ...(m.text !== undefined ? { text: m.text } : {}),
    ...(attachments.length ? { attachments } : {}),
    ...(replyTo ? { reply_to: replyTo } : {}),
    ...(m.fromAccount ? { is_echo: true } : {}),
    ...(m.unsupported ? { is_unsupported: true } : {}),
  }
}

/** `messages`: a follower's message, or an echo of the account's own. */
export const messageEventBody = (ctx: SimContext, account: Account, m: DirectMessage) =>
  messagingBody(ctx, account, partiesOf(m), m.timestamp, { message: messageWebhookValue(m) })

/** `messages`: the follower unsent a message. */
export const unsendEventBody = (ctx: SimContext, account: Account, m: DirectMessage) =>
  messagingBody(ctx, account, partiesOf(m), ctx.clock.now(), {
    message: { mid: m.mid, is_deleted: true },
  })

/** `message_reactions`: Instagram shows every reaction as ❤️ (`love`). */
export function reactionEventBody(
  ctx: SimContext,
  account: Account,
  m: DirectMessage,
  action: 'react' | 'unreact',
  at: number,
) {
  const reaction =
    action === 'react'
      ? { mid: m.mid, action, reaction: 'love', emoji: '❤️' }
      : { mid: m.mid, action }
  return messagingBody(ctx, account, { sender: m.followerId, recipient: m.accountId }, at, {
    reaction,
  })
}

/** `messaging_seen`: the follower saw the thread up to this message. */
export const seenEventBody = (ctx: SimContext, account: Account, m: DirectMessage, at: number) =>
  messagingBody(ctx, account, { sender: m.followerId, recipient: m.accountId }, at, {
    read: { mid: m.mid },
  })

/** `messaging_postbacks`: the follower tapped an ice breaker or a button. */
export const postbackEventBody = (ctx: SimContext, account: Account, m: DirectMessage) =>
  messagingBody(ctx, account, partiesOf(m), m.timestamp, {
    postback: { mid: m.mid, title: m.postback?.title ?? '', payload: m.postback?.payload ?? '' },
  })

/** `mentions`: `{comment_id, media_id}`, or `{media_id}` alone for a caption mention. */
export function mentionEventBody(ctx: SimContext, account: Account, mention: Mention): string {
  const value = {
    ...(mention.commentId ? { comment_id: mention.commentId } : {}),
    media_id: mention.mediaId,
  }
  const head = { id: account.userId, time: unixSeconds(ctx.clock.now()) }
  const entry =
    ctx.settings.webhookPayload === 'flat'
      ? { ...head, field: 'mentions', value }
      : { ...head, changes: [{ field: 'mentions', value }] }
  return JSON.stringify({ object: 'instagram', entry: [entry] })
}
