import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  commentFlags,
  directMessages,
  mentions,
  pastoralCases,
  workItems,
} from '../../../db/schema'
import { useTestApp } from '../../../../test/helper'
import { deliverWebhooksTo, simControl, clearSimFaults } from '../../../../test/instagram'
import {
  churchWithAccount,
  conversationOf,
  followerWrites,
  messagesOf,
} from '../../../../test/direct-messages'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let church: Awaited<ReturnType<typeof churchWithAccount>>

beforeAll(async () => {
  church = await churchWithAccount(t.app, t.sim)
  await deliverWebhooksTo(t.app, t.sim)
})

const follower = () => `follower_${randomUUID().slice(0, 8)}`

describe('direct messages arrive through the webhook', () => {
  it('stores a text message in the follower conversation, awaiting an answer', async () => {
    const username = follower()
    const sent = await followerWrites(t.sim, {
      account_id: church.ig.user_id,
      username,
      text: 'Hello church',
    })
    expect(sent.webhook.status).toBe('delivered')
    const conversation = await conversationOf(t.db.db, church.account.id, username)
    expect(conversation).toMatchObject({ username, unanswered: 1, lastMessageText: 'Hello church' })
    const [item] = await t.db.db.select().from(workItems).where(eq(workItems.id, conversation!.id))
    expect(item).toMatchObject({ kind: 'conversation', responseStatus: 'pending' })
    expect(await messagesOf(t.db.db, conversation!.id)).toEqual([
      expect.objectContaining({
        igMessageId: sent.mid,
        direction: 'inbound',
        text: 'Hello church',
      }),
    ])
  })

  it('stores attachments, story replies, story mentions, unsupported messages and postbacks', async () => {
    const username = follower()
    const base = { account_id: church.ig.user_id, username }
    await followerWrites(t.sim, {
      ...base,
      attachment: { type: 'image', url: 'https://cdn.example/a.jpg' },
    })
    await followerWrites(t.sim, { ...base, story_mention: true })
    await followerWrites(t.sim, { ...base, unsupported: true })
    await followerWrites(t.sim, {
      ...base,
      postback: { title: 'Service times?', payload: 'TIMES' },
    })
    const conversation = await conversationOf(t.db.db, church.account.id, username)
    const stored = await messagesOf(t.db.db, conversation!.id)
    expect(stored).toHaveLength(4)
    expect(stored[0]!.attachments).toEqual([{ type: 'image', url: 'https://cdn.example/a.jpg' }])
    expect(stored[1]!.storyMention).toBe(true)
    expect(stored[2]!.unsupported).toBe(true)
    expect(stored[3]).toMatchObject({
      text: 'Service times?',
      postback: { title: 'Service times?', payload: 'TIMES' },
    })
  })

  it('keeps one copy of a message Meta delivers twice, and a late one does not replace a newer', async () => {
    const username = follower()
    const base = { account_id: church.ig.user_id, username }
    await simControl(t.sim, 'faults', { webhook: 'duplicate', field: 'messages', count: 1 })
    const first = await followerWrites(t.sim, { ...base, text: 'first' })
    expect(first.webhook.duplicate_id).toBeTruthy()
    await simControl(t.sim, 'faults', { webhook: 'out_of_order', field: 'messages', count: 1 })
    await followerWrites(t.sim, { ...base, text: 'second' })
    await followerWrites(t.sim, { ...base, text: 'third' })
    await clearSimFaults(t.sim)
    const conversation = await conversationOf(t.db.db, church.account.id, username)
    const stored = await messagesOf(t.db.db, conversation!.id)
    expect(stored.map((m) => m.text)).toEqual(['first', 'second', 'third'])
    expect(conversation!.lastMessageText).toBe('third')
    expect(conversation!.unanswered).toBe(3)
  })

  it('records reactions, seen receipts, echoes from the phone and unsends', async () => {
    const username = follower()
    const base = { account_id: church.ig.user_id, username }
    const asked = await followerWrites(t.sim, { ...base, text: 'Can someone call me?' })
    const echo = await followerWrites(t.sim, { ...base, text: 'Sure, calling now', echo: true })
    await followerWrites(t.sim, { ...base, reaction: echo.mid })
    await followerWrites(t.sim, { ...base, seen: echo.mid })
    await followerWrites(t.sim, { ...base, unsend: asked.mid })
    const conversation = await conversationOf(t.db.db, church.account.id, username)
    const [question, answer] = await messagesOf(t.db.db, conversation!.id)
    expect(question).toMatchObject({ text: null, unsentAt: expect.any(Date) })
    expect(answer).toMatchObject({
      direction: 'outbound',
      isEcho: true,
      sentByFlockUser: null,
      followerReaction: '❤️',
      seenAt: expect.any(Date),
    })
    const [item] = await t.db.db.select().from(workItems).where(eq(workItems.id, conversation!.id))
    expect(item!.responseStatus).toBe('responded')
  })

  it('routes a crisis message to the church pastoral care', async () => {
    const username = follower()
    await followerWrites(t.sim, {
      account_id: church.ig.user_id,
      username,
      text: 'I want to end my life, I cannot go on',
    })
    const conversation = await conversationOf(t.db.db, church.account.id, username)
    const flags = await t.db.db
      .select()
      .from(commentFlags)
      .where(eq(commentFlags.workItemId, conversation!.id))
    expect(flags.map((f) => f.flag)).toContain('crisis')
    const cases = await t.db.db
      .select()
      .from(pastoralCases)
      .where(eq(pastoralCases.workItemId, conversation!.id))
    expect(cases).toHaveLength(1)
  })

  it('skips a malformed messaging event without holding up the others', async () => {
    const { deliverRawWebhook } = await import('../../../../test/raw-webhook')
    const good = {
      sender: { id: '9000000000000001' },
      recipient: { id: church.ig.user_id },
      timestamp: Date.now(),
      message: { mid: `m_${randomUUID()}`, text: 'Good one' },
    }
    const response = await deliverRawWebhook(t.app, {
      object: 'instagram',
      entry: [
        {
          id: church.ig.user_id,
          time: Date.now(),
          messaging: [{ sender: 'nobody' }, { message: { mid: 5 } }, good],
        },
      ],
    })
    expect(response.statusCode).toBe(200)
    const stored = await t.db.db
      .select()
      .from(directMessages)
      .where(eq(directMessages.igMessageId, good.message.mid))
    expect(stored).toEqual([expect.objectContaining({ text: 'Good one', direction: 'inbound' })])
  })

  it('stores a mention of the account', async () => {
    const mentioned = (await simControl(t.sim, 'mentions', {
      account_id: church.ig.user_id,
      username: 'youth.leader',
      text: `Great night @${church.ig.username}`,
    })) as { comment_id: string; media_id: string }
    const rows = await t.db.db
      .select()
      .from(mentions)
      .where(eq(mentions.igMediaId, mentioned.media_id))
    expect(rows).toEqual([
      expect.objectContaining({
        username: 'youth.leader',
        text: `Great night @${church.ig.username}`,
        caption: false,
      }),
    ])
  })
})
