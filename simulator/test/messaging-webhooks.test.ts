/* eslint-disable @typescript-eslint/no-explicit-any -- webhook bodies are asserted field by field */
import { describe, expect, it } from 'vitest'
import { follower, messagingSetup } from './messaging-helpers'

const messaging = (event: any) => event.entry[0].messaging[0]

describe('POST /__sim/messages: followers write, webhooks arrive in Meta’s shapes', () => {
  it('delivers a text message as a signed `messages` event with messaging[]', async () => {
    const { t, account, events } = await messagingSetup()
    const sent = await follower(t, {
      account_id: account.user_id,
      username: 'maria.s',
      text: 'Can you pray for my mum?',
    })
    expect(sent).toMatchObject({
      mid: expect.stringMatching(/^aWdfZAG1faXRlbToxOklHTWVzc2FnZ/),
      conversation_id: expect.any(String),
      sender: { id: expect.stringMatching(/^\d{16}$/) },
      recipient: { id: account.user_id },
      webhook: { status: 'delivered', delivery_id: expect.any(Number) },
    })
    const [event] = events()
    expect(event).toEqual({
      object: 'instagram',
      entry: [
        {
          id: account.user_id,
          time: expect.any(Number),
          messaging: [
            {
              sender: { id: sent.sender.id },
              recipient: { id: account.user_id },
              timestamp: sent.timestamp,
              message: { mid: sent.mid, text: 'Can you pray for my mum?' },
            },
          ],
        },
      ],
    })
    // Epoch milliseconds, as Meta sends them.
    expect(event.entry[0].time).toBeGreaterThan(10_000_000_000)
  })

  it('gives a follower the same IGSID in every message and as a commenter', async () => {
    const { t, account } = await messagingSetup()
    const one = await follower(t, { account_id: account.user_id, username: 'ana', text: 'Hi' })
    const two = await t.control('/dm', { account_id: 'grace_test', username: 'ANA', text: 'Again' })
    expect(two.sender.id).toBe(one.sender.id)
    expect(two.conversation_id).toBe(one.conversation_id)
    const media = await t.control('/media', { account_id: account.user_id })
    const comment = await t.control('/comments', { media_id: media.id, username: 'ana', text: 'x' })
    expect(comment.from.id).toBe(one.sender.id)
    const other = await follower(t, { account_id: account.user_id, username: 'ben', text: 'Hi' })
    expect(other.sender.id).not.toBe(one.sender.id)
  })

  it('shapes attachments, story replies, story mentions and quoted replies', async () => {
    const { t, account, events } = await messagingSetup()
    const base = { account_id: account.user_id, username: 'joao' }
    const photo = await follower(t, {
      ...base,
      attachment: { type: 'image', url: 'https://cdn.example/photo.jpg' },
    })
    const story = await follower(t, { ...base, text: 'Lovely!', reply_to_story: '17999' })
    const mention = await follower(t, { ...base, story_mention: true })
    const quote = await follower(t, { ...base, text: 'As I said', reply_to: photo.mid })
    const [a, b, c, d] = events().map((e) => messaging(e).message)
    expect(a).toEqual({
      mid: photo.mid,
      attachments: [{ type: 'image', payload: { url: 'https://cdn.example/photo.jpg' } }],
    })
    expect(b).toEqual({
      mid: story.mid,
      text: 'Lovely!',
      reply_to: { story: { id: '17999', url: expect.stringContaining('/__sim/cdn/') } },
    })
    expect(c).toEqual({
      mid: mention.mid,
      attachments: [{ type: 'story_mention', payload: { url: expect.stringContaining('oe=') } }],
    })
    expect(d).toEqual({ mid: quote.mid, text: 'As I said', reply_to: { mid: photo.mid } })
  })

  it('marks unsupported messages and echoes what the church sends from the app', async () => {
    const { t, account, events } = await messagingSetup()
    const base = { account_id: account.user_id, username: 'joao' }
    const odd = await follower(t, { ...base, unsupported: true })
    const fromApp = await follower(t, {
      ...base,
      echo: true,
      attachment: { type: 'image', url: 'https://cdn.example/welcome.jpg' },
    })
    expect(fromApp.sender).toEqual({ id: account.user_id })
    const [a, b] = events().map(messaging)
    expect(a.message).toEqual({ mid: odd.mid, is_unsupported: true })
    expect(b).toMatchObject({
      sender: { id: account.user_id },
      recipient: { id: odd.sender.id },
      message: {
        mid: fromApp.mid,
        attachments: [{ type: 'image', payload: { url: 'https://cdn.example/welcome.jpg' } }],
        is_echo: true,
      },
    })
  })

  it('serves story media from a CDN address that expires after 24 hours', async () => {
    const { t, account, events } = await messagingSetup()
    await follower(t, { account_id: account.user_id, username: 'joao', story_mention: true })
    const url = messaging(events()[0]).message.attachments[0].payload.url as string
    const fresh = await fetch(url)
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('content-type')).toContain('image/svg+xml')
    await t.control('/clock', { advance_seconds: 24 * 3600 + 1 })
    expect((await fetch(url)).status).toBe(403)
  })

  it('delivers reactions, seen receipts, postbacks and unsends on their own fields', async () => {
    const { t, account, events } = await messagingSetup()
    const base = { account_id: account.user_id, username: 'ruth' }
    const first = await follower(t, { ...base, text: 'Hello' })
    const echo = await follower(t, { ...base, text: 'Welcome Ruth!', echo: true })
    const reacted = await follower(t, { ...base, reaction: echo.mid })
    const unreacted = await follower(t, { ...base, reaction: echo.mid, reaction_action: 'unreact' })
    const seen = await follower(t, { ...base, seen: echo.mid })
    const postback = await follower(t, {
      ...base,
      postback: { title: 'Service times?', payload: 'SERVICE_TIMES' },
    })
    const unsent = await follower(t, { ...base, unsend: first.mid })
    expect(reacted.webhook.status).toBe('delivered')
    expect(unreacted.mid).toBe(echo.mid)
    const items = events().map(messaging)
    const follower_id = first.sender.id
    expect(items[1]).toMatchObject({
      sender: { id: account.user_id },
      recipient: { id: follower_id },
      message: { mid: echo.mid, text: 'Welcome Ruth!', is_echo: true },
    })
    expect(items[2]).toEqual({
      sender: { id: follower_id },
      recipient: { id: account.user_id },
      timestamp: expect.any(Number),
      reaction: { mid: echo.mid, action: 'react', reaction: 'love', emoji: '❤️' },
    })
    expect(items[3].reaction).toEqual({ mid: echo.mid, action: 'unreact' })
    expect(items[4].read).toEqual({ mid: seen.mid })
    expect(items[5].postback).toEqual({
      mid: postback.mid,
      title: 'Service times?',
      payload: 'SERVICE_TIMES',
    })
    expect(items[6].message).toEqual({ mid: unsent.mid, is_deleted: true })
    const webhooks = await t.control('/webhooks')
    expect(webhooks.deliveries.map((d: { field: string }) => d.field)).toEqual([
      'messages',
      'messages',
      'message_reactions',
      'message_reactions',
      'messaging_seen',
      'messaging_postbacks',
      'messages',
    ])
  })

  it('sends only the fields an account subscribed to, and ISO timestamps when switched', async () => {
    const { t, account, token, events } = await messagingSetup()
    await t.graph(
      '/me/subscribed_apps',
      { subscribed_fields: 'messages', access_token: token },
      { method: 'POST' },
    )
    const m = await follower(t, { account_id: account.user_id, username: 'eli', text: 'Hi' })
    const seen = await follower(t, { account_id: account.user_id, username: 'eli', seen: m.mid })
    expect(seen.webhook).toEqual({ status: 'not_subscribed' })
    await t.control('/settings', { messaging_timestamps: 'iso' })
    await follower(t, { account_id: account.user_id, username: 'eli', text: 'Again' })
    const last = events().at(-1)
    expect(last.entry[0].time).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(messaging(last).timestamp).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('refuses bad control bodies with a clear 4xx', async () => {
    const { t, account } = await messagingSetup()
    const base = { account_id: account.user_id, username: 'eli' }
    const both = await t.controlRaw('/messages', { ...base, text: 'x', seen: 'abc' })
    expect(both.status).toBe(400)
    expect((await both.json()).message).toContain('exactly one')
    expect((await t.controlRaw('/messages', base)).status).toBe(400)
    const noThread = await t.controlRaw('/messages', { ...base, reaction: 'nope' })
    expect(noThread.status).toBe(404)
    expect((await t.control('/messages')).conversations).toEqual([])
    await follower(t, { ...base, text: 'Hi' })
    const unknown = await t.controlRaw('/messages', { ...base, seen: 'nope' })
    expect(unknown.status).toBe(404)
    const noAccount = await t.controlRaw('/messages', { ...base, account_id: 'x', text: 'y' })
    expect(noAccount.status).toBe(404)
    const badUrl = await t.controlRaw('/messages', {
      ...base,
      attachment: { type: 'image', url: 'not a url' },
    })
    expect(badUrl.status).toBe(400)
  })
})

describe('webhook faults: duplicate and out-of-order delivery', () => {
  it('sends an event twice with the same signed body', async () => {
    const { t, account, receiver, events } = await messagingSetup()
    await t.control('/faults', { webhook: 'duplicate', field: 'messages', count: 1 })
    const m = await follower(t, { account_id: account.user_id, username: 'ana', text: 'Once' })
    expect(m.webhook).toMatchObject({ status: 'delivered', duplicate_id: expect.any(Number) })
    const [first, second] = receiver.posts()
    expect(second!.body).toBe(first!.body)
    expect(events().map((e) => messaging(e).message.mid)).toEqual([m.mid, m.mid])
    // The rule was used up: the next message arrives once.
    await follower(t, { account_id: account.user_id, username: 'ana', text: 'Twice?' })
    expect(receiver.posts()).toHaveLength(3)
  })

  it('holds an event back until the next one has been delivered', async () => {
    const { t, account, events } = await messagingSetup()
    await t.control('/faults', { webhook: 'out_of_order', count: 1 })
    const a = await follower(t, { account_id: account.user_id, username: 'ana', text: 'First' })
    expect(a.webhook.status).toBe('held')
    expect(events()).toHaveLength(0)
    const b = await follower(t, { account_id: account.user_id, username: 'ana', text: 'Second' })
    expect(b.webhook.status).toBe('delivered')
    const arrived = events().map(messaging)
    expect(arrived.map((i) => i.message.text)).toEqual(['Second', 'First'])
    expect(arrived[1].timestamp).toBeLessThanOrEqual(arrived[0].timestamp)
    const state = await t.control('/webhooks')
    expect(state.deliveries.every((d: { state: string }) => d.state === 'delivered')).toBe(true)
  })

  it('applies to comment events too, and never to Graph calls', async () => {
    const { t, account, token, events } = await messagingSetup()
    await t.control('/faults', { webhook: 'duplicate', field: 'comments' })
    const me = await t.graph('/me', { access_token: token })
    expect(me.status).toBe(200)
    const media = await t.control('/media', { account_id: account.user_id })
    await t.control('/comments', { media_id: media.id, username: 'ana', text: 'Amen' })
    expect(events()).toHaveLength(2)
    await follower(t, { account_id: account.user_id, username: 'ana', text: 'DM' })
    expect(events()).toHaveLength(3)
  })
})

describe('POST /__sim/mentions', () => {
  it('delivers `mentions` for a comment and reads it back with mentioned_comment', async () => {
    const { t, account, token, events } = await messagingSetup()
    const mention = await t.control('/mentions', {
      account_id: account.user_id,
      username: 'youth.leader',
      text: 'Great night with @grace_test!',
      media_caption: 'Youth night',
    })
    expect(mention).toMatchObject({
      comment_id: expect.stringMatching(/^17\d{15}$/),
      media_id: expect.stringMatching(/^18\d{16}$/),
      webhook: { status: 'delivered' },
    })
    expect(events()[0]).toEqual({
      object: 'instagram',
      entry: [
        {
          id: account.user_id,
          time: expect.any(Number),
          changes: [
            {
              field: 'mentions',
              value: { comment_id: mention.comment_id, media_id: mention.media_id },
            },
          ],
        },
      ],
    })
    const fields = `mentioned_comment.comment_id(${mention.comment_id}){text,timestamp,like_count,username,media{id,caption,media_url}}`
    const res = await t.graph(`/${account.user_id}`, { fields, access_token: token })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.mentioned_comment).toEqual({
      id: mention.comment_id,
      text: 'Great night with @grace_test!',
      timestamp: expect.stringMatching(/\+0000$/),
      like_count: 0,
      username: 'youth.leader',
      media: { id: mention.media_id, caption: 'Youth night', media_url: expect.any(String) },
    })
    expect(body.id).toBe(account.id)
  })

  it('sends media_id alone for a caption mention, read with mentioned_media', async () => {
    const { t, account, token, events } = await messagingSetup()
    const mention = await t.control('/mentions', {
      account_id: account.user_id,
      username: 'visitor',
      text: 'Sunday at @grace_test',
      caption: true,
    })
    expect(mention.comment_id).toBeUndefined()
    expect(events()[0].entry[0].changes[0].value).toEqual({ media_id: mention.media_id })
    const res = await t.graph('/me', {
      fields: `mentioned_media.media_id(${mention.media_id}){caption,media_type,username}`,
      access_token: token,
    })
    expect((await res.json()).mentioned_media).toEqual({
      id: mention.media_id,
      caption: 'Sunday at @grace_test',
      media_type: 'IMAGE',
      username: 'visitor',
    })
  })

  it('refuses unknown ids, a missing id, and the lookups when switched off', async () => {
    const { t, account, token } = await messagingSetup()
    const mention = await t.control('/mentions', {
      account_id: account.user_id,
      username: 'visitor',
      text: '@grace_test',
    })
    const lookup = (fields: string) => t.graph('/me', { fields, access_token: token })
    const unknown = await lookup('mentioned_comment.comment_id(17000000000000000){text}')
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
    const missing = await lookup('mentioned_comment{text}')
    expect((await missing.json()).error.code).toBe(100)
    await t.control('/settings', { mentioned_lookups: false })
    const off = await lookup(`mentioned_comment.comment_id(${mention.comment_id}){text}`)
    expect((await off.json()).error.message).toContain('nonexisting field (mentioned_comment)')
  })

  it('takes the account’s reply to a mention with POST /{ig-id}/mentions', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    const mention = await t.control('/mentions', {
      account_id: account.user_id,
      username: 'visitor',
      text: 'Thanks @grace_test',
    })
    const res = await t.graph(
      `/${account.user_id}/mentions`,
      {
        media_id: mention.media_id,
        comment_id: mention.comment_id,
        message: 'Thank you for coming!',
        access_token: token,
      },
      { method: 'POST' },
    )
    expect(res.status).toBe(200)
    const { id } = await res.json()
    expect(id).toMatch(/^17\d{15}$/)
    const [stored] = (await t.control('/mentions')).data
    expect(stored.replies).toEqual([
      { id, text: 'Thank you for coming!', timestamp: expect.any(Number) },
    ])
    const wrong = await t.graph(
      '/me/mentions',
      { media_id: '18000000000000000', message: 'x', access_token: token },
      { method: 'POST' },
    )
    expect((await wrong.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
  })
})
