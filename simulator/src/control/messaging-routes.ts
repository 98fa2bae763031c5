import type { FastifyInstance } from 'fastify'
import type { SimContext } from '../context'
import { isoTime } from '../context'
import { findAccount } from '../domain/accounts'
import { CDN_TTL_MS } from '../domain/messaging/conversations'
import { followerEvent, ZFollowerMessage } from '../domain/messaging/follower-events'
import { createMention, mentionView, ZCreateMention } from '../domain/messaging/mentions'
import { mediaSvg } from '../images/svg'
import type { Conversation, DirectMessage } from '../store/messaging-types'

function messageView(m: DirectMessage) {
  return {
    mid: m.mid,
    from_account: m.fromAccount,
    ...(m.via ? { via: m.via } : {}),
    ...(m.text !== undefined ? { text: m.text } : {}),
    attachments: m.attachments,
    ...(m.storyReply ? { reply_to_story: m.storyReply } : {}),
    ...(m.replyToMid ? { reply_to: m.replyToMid } : {}),
    ...(m.postback ? { postback: m.postback } : {}),
    ...(m.commentId ? { comment_id: m.commentId } : {}),
    ...(m.tag ? { tag: m.tag } : {}),
    deleted: m.deleted,
    reactions: m.reactions,
    time: isoTime(m.timestamp),
  }
}

function conversationView(ctx: SimContext, c: Conversation) {
  const messages = [...ctx.store.messaging.messages.values()]
    .filter((m) => m.conversationId === c.id)
    .sort((a, b) => a.timestamp - b.timestamp || a.seq - b.seq)
  return {
    id: c.id,
    account_id: c.accountId,
    follower: { id: c.followerId, username: c.username },
    last_follower_message_at:
      c.lastFollowerMessageAt === null ? null : isoTime(c.lastFollowerMessageAt),
    account_replied: c.accountReplied,
    updated_time: isoTime(c.timestamp),
    messages: messages.map(messageView),
  }
}

/** Control API for direct messages and mentions, and the CDN their media addresses point at. */
export function registerMessagingRoutes(app: FastifyInstance, ctx: SimContext) {
  // `/__sim/dm` is the same call under the name the messaging contract gives it.
  for (const url of ['/__sim/messages', '/__sim/dm'])
    app.post(url, async (req, reply) => {
      const result = await followerEvent(ctx, ZFollowerMessage.parse(req.body ?? {}))
      return reply.status(201).send(result)
    })

  app.get('/__sim/messages', async (req) => {
    const ref = (req.query as { account_id?: string }).account_id
    const accountId = ref === undefined ? undefined : (findAccount(ctx, ref)?.userId ?? '')
    const conversations = [...ctx.store.messaging.conversations.values()]
      .filter((c) => accountId === undefined || c.accountId === accountId)
      .sort((a, b) => b.timestamp - a.timestamp || b.seq - a.seq)
    return { conversations: conversations.map((c) => conversationView(ctx, c)) }
  })

  app.post('/__sim/mentions', async (req, reply) => {
    const { mention, webhook } = await createMention(ctx, ZCreateMention.parse(req.body ?? {}))
    return reply.status(201).send({ ...mentionView(mention), webhook })
  })

  app.get('/__sim/mentions', async () => ({
    data: [...ctx.store.messaging.mentions.values()].map(mentionView),
  }))

  // Story and attachment media; like Instagram's CDN, an address stops working once its
  // `oe` (hex unix seconds) has passed, on the simulator's clock.
  app.get('/__sim/cdn/:file', async (req, reply) => {
    const { file } = req.params as { file: string }
    const expires = parseInt((req.query as { oe?: string }).oe ?? '', 16)
    const now = ctx.clock.now()
    if (!Number.isFinite(expires) || expires * 1000 < now || expires * 1000 > now + CDN_TTL_MS)
      return reply.status(403).type('text/plain').send('URL signature expired')
    const name = file.replace(/\.svg$/, '')
    return reply.type('image/svg+xml').send(mediaSvg(name, name, false))
  })
}
