import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { APP_SECRET, startReceiver, startSim, withAccount, type TestSim } from './helpers'

async function subscribed(t: TestSim) {
  const setup = await withAccount(t)
  const res = await t.graph(
    '/v23.0/me/subscribed_apps',
    {
      subscribed_fields: 'comments,live_comments',
      access_token: setup.token,
    },
    { method: 'POST' },
  )
  expect(await res.json()).toEqual({ success: true })
  const media = await t.control('/media', { account_id: setup.account.user_id, caption: 'Hello' })
  return { ...setup, media }
}

const sign = (body: string) =>
  `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`

describe('subscribed_apps', () => {
  it('lists and removes the subscription', async () => {
    const t = await startSim({ appId: '555', appName: 'Flock' })
    const { token } = await subscribed(t)
    const list = await (await t.graph('/me/subscribed_apps', { access_token: token })).json()
    expect(list).toEqual({
      data: [{ id: '555', name: 'Flock', subscribed_fields: ['comments', 'live_comments'] }],
    })
    await t.graph('/me/subscribed_apps', { access_token: token }, { method: 'DELETE' })
    expect(await (await t.graph('/me/subscribed_apps', { access_token: token })).json()).toEqual({
      data: [],
    })
  })
})

describe('webhook callback', () => {
  it('verifies the callback with the hub handshake', async () => {
    const receiver = await startReceiver()
    const t = await startSim()
    const ok = await t.control('/webhooks', { url: receiver.url, verify_token: 'sesame' })
    expect(ok.verified).toBe(true)
    const query = new URL(receiver.requests[0]!.url, 'http://x').searchParams
    expect(query.get('hub.mode')).toBe('subscribe')
    expect(query.get('hub.verify_token')).toBe('sesame')
    expect(query.get('hub.challenge')).toMatch(/^\d+$/)

    receiver.respondWith(() => ({ status: 200, body: 'wrong' }))
    const bad = await t.control('/webhooks', { url: receiver.url, verify_token: 'sesame' })
    expect(bad.verified).toBe(false)
  })

  it('delivers a signed comments event for a follower comment on a subscribed account', async () => {
    const receiver = await startReceiver()
    const t = await startSim({ webhook: { url: receiver.url, verifyToken: 'sesame' } })
    const { account, media } = await subscribed(t)
    const comment = await t.control('/comments', {
      media_id: media.id,
      username: 'ana',
      text: 'Amen',
    })
    expect(comment.webhook).toMatchObject({ status: 'delivered' })
    const [post] = receiver.posts()
    expect(post!.headers['x-hub-signature-256']).toBe(sign(post!.body))
    const event = JSON.parse(post!.body)
    expect(event).toEqual({
      object: 'instagram',
      entry: [
        {
          id: account.user_id,
          time: expect.any(Number),
          changes: [
            {
              field: 'comments',
              value: {
                id: comment.id,
                text: 'Amen',
                from: { id: comment.from.id, username: 'ana' },
                media: { id: media.id, media_product_type: 'FEED' },
              },
            },
          ],
        },
      ],
    })
  })

  it("echoes the account's own replies with from.self_ig_scoped_id and parent_id", async () => {
    const receiver = await startReceiver()
    const t = await startSim({ webhook: { url: receiver.url, verifyToken: 'sesame' } })
    const { account, token, media } = await subscribed(t)
    const top = await t.control('/comments', { media_id: media.id, username: 'ana', text: 'Hi' })
    const res = await t.graph(
      `/${top.id}/replies`,
      { access_token: token, message: 'Hello Ana' },
      { method: 'POST' },
    )
    const { id } = await res.json()
    await t.sim.flushWebhooks()
    const echo = receiver
      .posts()
      .map((p) => JSON.parse(p.body))
      .find((e) => e.entry[0].changes[0].value.id === id)
    expect(echo.entry[0].changes[0].value).toMatchObject({
      parent_id: top.id,
      from: { id: account.user_id, username: 'grace_test', self_ig_scoped_id: account.id },
    })
    // The account's scoped id for itself is its own number, not the comment author's id.
    expect(account.id).not.toBe(account.user_id)
  })

  it('delivers nothing to unsubscribed accounts or without a callback URL', async () => {
    const receiver = await startReceiver()
    const t = await startSim()
    const { account } = await withAccount(t)
    const media = await t.control('/media', { account_id: account.user_id })
    const none = await t.control('/comments', { media_id: media.id, username: 'ana', text: 'x' })
    expect(none.webhook).toEqual({ status: 'not_configured' })
    await t.control('/webhooks', { url: receiver.url, verify_token: 'sesame' })
    const unsub = await t.control('/comments', { media_id: media.id, username: 'ana', text: 'y' })
    expect(unsub.webhook).toEqual({ status: 'not_subscribed' })
    expect(receiver.posts()).toHaveLength(0)
  })

  it('retries failed deliveries until a 200 (flushed on demand) with the same signed body', async () => {
    const receiver = await startReceiver()
    const t = await startSim({ webhook: { url: receiver.url, verifyToken: 'sesame' } })
    const { media } = await subscribed(t)
    receiver.respondWith((req) =>
      req.method === 'POST' ? { status: 500, body: 'down' } : { status: 200, body: '' },
    )
    const comment = await t.control('/comments', {
      media_id: media.id,
      username: 'ana',
      text: 'Retry me',
    })
    expect(comment.webhook.status).toBe('pending')
    const state = await t.control('/webhooks')
    expect(state.deliveries[0]).toMatchObject({ state: 'pending', attempts: [{ status: 500 }] })
    expect(state.deliveries[0].next_attempt_at).not.toBeNull()

    receiver.respondWith(() => ({ status: 200, body: 'ok' }))
    const flushed = await t.control('/webhooks/flush', {})
    expect(flushed.deliveries[0]).toMatchObject({
      state: 'delivered',
      attempts: [{ status: 500 }, { status: 200 }],
    })
    const [first, second] = receiver.posts()
    expect(second!.body).toBe(first!.body)
    expect(second!.headers['x-hub-signature-256']).toBe(sign(second!.body))
  })

  it('drops a delivery after the retry schedule is used up', async () => {
    const receiver = await startReceiver((req) =>
      req.method === 'POST'
        ? { status: 503, body: '' }
        : {
            status: 200,
            body: new URL(req.url, 'http://x').searchParams.get('hub.challenge') ?? '',
          },
    )
    const t = await startSim({
      webhook: { url: receiver.url, verifyToken: 'sesame' },
      webhookRetryDelaysMs: [60_000],
    })
    const { media } = await subscribed(t)
    await t.control('/comments', { media_id: media.id, username: 'ana', text: 'x' })
    const flushed = await t.control('/webhooks/flush', {})
    expect(flushed.deliveries[0]).toMatchObject({ state: 'dropped', next_attempt_at: null })
    expect(flushed.deliveries[0].attempts).toHaveLength(2)
  })

  it('can put field/value on the entry (flat payload mode)', async () => {
    const receiver = await startReceiver()
    const t = await startSim({ webhook: { url: receiver.url, verifyToken: 'sesame' } })
    const { media } = await subscribed(t)
    await t.control('/settings', { webhook_payload: 'flat' })
    await t.control('/comments', { media_id: media.id, username: 'ana', text: 'Flat' })
    const entry = JSON.parse(receiver.posts()[0]!.body).entry[0]
    expect(entry.field).toBe('comments')
    expect(entry.value.text).toBe('Flat')
    expect(entry.changes).toBeUndefined()
  })
})
