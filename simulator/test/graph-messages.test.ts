/* eslint-disable @typescript-eslint/no-explicit-any -- Graph bodies are asserted field by field */
import { describe, expect, it } from 'vitest'
import { withAccount } from './helpers'
import { follower, messagingSetup, send, waitForEvents } from './messaging-helpers'

const HOUR = 3600

async function thread() {
  const setup = await messagingSetup()
  const first = await follower(setup.t, {
    account_id: setup.account.user_id,
    username: 'maria.s',
    text: 'Is there a service on Christmas Eve?',
  })
  return { ...setup, igsid: first.sender.id as string, first }
}

const text = (igsid: string, body: string, extra: Record<string, unknown> = {}) => ({
  recipient: { id: igsid },
  message: { text: body },
  ...extra,
})

describe('Send API: POST /{ig-id}/messages and /me/messages', () => {
  it('answers {recipient_id, message_id} and echoes the send as an is_echo webhook', async () => {
    const { t, account, token, igsid, events } = await thread()
    const res = await send(t, `/v23.0/${account.user_id}/messages`, token, text(igsid, 'Yes, 6pm'))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toEqual({
      recipient_id: igsid,
      message_id: expect.stringMatching(/^aWdfZAG1faXRlbToxOklHTWVzc2FnZ[A-Za-z0-9_-]+$/),
    })
    const [, echo] = await waitForEvents(events, 2)
    expect(echo.entry[0].messaging[0]).toEqual({
      sender: { id: account.user_id },
      recipient: { id: igsid },
      timestamp: expect.any(Number),
      message: { mid: body.message_id, text: 'Yes, 6pm', is_echo: true },
    })
    const viaMe = await send(t, '/me/messages', token, text(igsid, 'See you there'))
    expect(viaMe.status).toBe(200)
  })

  it('sends attachments by URL, the heart sticker and a share of the account’s own post', async () => {
    const { t, account, token, igsid, events } = await thread()
    const media = await t.control('/media', { account_id: account.user_id, caption: 'Carols' })
    const bodies = [
      { type: 'image', payload: { url: 'https://flock.example/poster.png' } },
      { type: 'like_heart' },
      { type: 'MEDIA_SHARE', payload: { id: media.id } },
    ]
    for (const attachment of bodies) {
      const res = await send(t, '/me/messages', token, {
        recipient: { id: igsid },
        message: { attachment },
      })
      expect(res.status).toBe(200)
    }
    const echoes = (await waitForEvents(events, 4)).slice(1).map((e) => e.entry[0].messaging[0])
    expect(echoes[0].message.attachments).toEqual([
      { type: 'image', payload: { url: 'https://flock.example/poster.png' } },
    ])
    expect(echoes[1].message.attachments).toEqual([{ type: 'like_heart' }])
    expect(echoes[2].message.attachments[0]).toEqual({
      type: 'share',
      payload: { url: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//) },
    })
    const bad = await send(t, '/me/messages', token, {
      recipient: { id: igsid },
      message: { attachment: { type: 'image', payload: { url: 'file:///etc/passwd' } } },
    })
    expect(bad.status).toBe(400)
    const both = await send(t, '/me/messages', token, {
      recipient: { id: igsid },
      message: { text: 'x', attachment: { type: 'like_heart' } },
    })
    expect((await both.json()).error.code).toBe(100)
  })

  it('counts the 1,000-byte limit in UTF-8 bytes, not characters', async () => {
    const { t, token, igsid } = await thread()
    const korean = '기'.repeat(333) // 999 bytes
    expect(Buffer.byteLength(korean)).toBe(999)
    expect((await send(t, '/me/messages', token, text(igsid, korean))).status).toBe(200)
    const tooLong = `${korean}가` // 334 characters, 1,002 bytes
    const refused = await send(t, '/me/messages', token, text(igsid, tooLong))
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toMatchObject({
      code: 100,
      message: '(#100) Length of param message[text] must be less than or equal to 1000',
    })
    // A 920-character Korean text is far under 1,000 characters but over 1,000 bytes.
    const sermon = '하나님은 사랑이다 '.repeat(92)
    expect(sermon.length).toBe(920)
    expect(Buffer.byteLength(sermon)).toBe(2392)
    expect((await send(t, '/me/messages', token, text(igsid, sermon))).status).toBe(400)
    expect((await send(t, '/me/messages', token, text(igsid, 'a'.repeat(1000)))).status).toBe(200)
  })

  it('answers within 24 hours of the follower’s last message, then 403 code 10/2534022', async () => {
    const { t, account, token, igsid } = await thread()
    await t.control('/clock', { advance_seconds: 23 * HOUR })
    expect((await send(t, '/me/messages', token, text(igsid, 'Still open'))).status).toBe(200)
    await t.control('/clock', { advance_seconds: 2 * HOUR })
    const closed = await send(t, '/me/messages', token, text(igsid, 'Too late'))
    expect(closed.status).toBe(403)
    expect((await closed.json()).error).toEqual({
      message: 'This message is sent outside of allowed window.',
      type: 'IGApiException',
      code: 10,
      error_subcode: 2534022,
      fbtrace_id: expect.any(String),
    })
    // Our own message does not reopen it; the follower's next one does.
    await follower(t, { account_id: account.user_id, username: 'maria.s', text: 'Hello?' })
    expect((await send(t, '/me/messages', token, text(igsid, 'Hi Maria'))).status).toBe(200)
  })

  it('counts a story mention as opening the window, unless switched off', async () => {
    const { t, account, token } = await messagingSetup()
    const m = await follower(t, {
      account_id: account.user_id,
      username: 'sam',
      story_mention: true,
    })
    expect((await send(t, '/me/messages', token, text(m.sender.id, 'Thanks!'))).status).toBe(200)
    await t.control('/settings', { story_mention_opens_window: false })
    const n = await follower(t, {
      account_id: account.user_id,
      username: 'kim',
      story_mention: true,
    })
    expect((await send(t, '/me/messages', token, text(n.sender.id, 'Thanks!'))).status).toBe(403)
  })

  it('takes the HUMAN_AGENT tag up to 7 days only when the app is approved for it', async () => {
    const { t, token, igsid } = await thread()
    const tagged = (body: string) =>
      send(
        t,
        '/me/messages',
        token,
        text(igsid, body, { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }),
      )
    await t.control('/clock', { advance_seconds: 3 * 24 * HOUR })
    const notApproved = await tagged('A pastor will call you')
    expect(notApproved.status).toBe(403)
    expect((await notApproved.json()).error.code).toBe(10)

    await t.control('/settings', { human_agent_approved: true })
    expect((await tagged('A pastor will call you')).status).toBe(200)
    // Without the tag the 24 hours still apply.
    expect((await send(t, '/me/messages', token, text(igsid, 'untagged'))).status).toBe(403)
    await t.control('/clock', { advance_seconds: 4 * 24 * HOUR + 60 })
    const expired = await tagged('After a week')
    expect(expired.status).toBe(403)
    expect((await expired.json()).error).toMatchObject({ code: 10, error_subcode: 2534022 })
    const badTag = await send(t, '/me/messages', token, text(igsid, 'x', { tag: 'ACCOUNT_UPDATE' }))
    expect((await badTag.json()).error.code).toBe(100)
  })

  it('refuses a person who never wrote, a missing scope and another account’s follower', async () => {
    const { t, account, token, igsid } = await thread()
    const stranger = await send(t, '/me/messages', token, text('1234567890123456', 'Hi'))
    expect(stranger.status).toBe(400)
    expect((await stranger.json()).error).toMatchObject({ code: 100, error_subcode: 2018001 })
    const other = await withAccount(t, 'other_church')
    const noScope = await send(t, '/me/messages', other.token, text(igsid, 'Hi'))
    expect((await noScope.json()).error.code).toBe(10)
    const scoped = await t.control('/tokens', {
      account_id: 'other_church',
      scopes: ['instagram_business_basic', 'instagram_business_manage_messages'],
    })
    const foreign = await send(t, '/me/messages', scoped.access_token, text(igsid, 'Hi'))
    expect((await foreign.json()).error.error_subcode).toBe(2018001)
    const form = await t.graph(
      `/${account.user_id}/messages`,
      { access_token: token },
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          recipient: JSON.stringify({ id: igsid }),
          message: JSON.stringify({ text: 'Form encoded' }),
        }).toString(),
      },
    )
    expect(form.status).toBe(200)
  })

  it('reacts with a heart through sender_action and shows it on the message', async () => {
    const { t, token, igsid, first } = await thread()
    const react = await send(t, '/me/messages', token, {
      recipient: { id: igsid },
      sender_action: 'react',
      payload: { message_id: first.mid, reaction: 'love' },
    })
    expect(react.status).toBe(200)
    expect(await react.json()).toEqual({ recipient_id: igsid })
    const read = await t.graph(`/${first.mid}`, { fields: 'reactions', access_token: token })
    expect((await read.json()).reactions).toEqual({
      data: [{ reaction: 'love', users: [{ username: 'grace_test', id: expect.any(String) }] }],
    })
    const unreact = await send(t, '/me/messages', token, {
      recipient: { id: igsid },
      sender_action: 'unreact',
      payload: { message_id: first.mid },
    })
    expect(unreact.status).toBe(200)
    const after = await t.graph(`/${first.mid}`, { fields: 'reactions', access_token: token })
    expect((await after.json()).reactions).toBeUndefined()
    const wrong = await send(t, '/me/messages', token, {
      recipient: { id: igsid },
      sender_action: 'react',
      payload: { message_id: first.mid, reaction: 'angry' },
    })
    expect(wrong.status).toBe(400)
  })

  it('records every send in the call log, token redacted', async () => {
    const { t, token, igsid } = await thread()
    await send(t, '/v23.0/me/messages', token, text(igsid, 'Logged'))
    await t.control('/clock', { advance_seconds: 25 * HOUR })
    await send(t, '/v23.0/me/messages', token, text(igsid, 'Refused'))
    const { calls } = await t.control('/log')
    const sends = calls.filter((c: any) => c.path === '/v23.0/me/messages')
    expect(sends.map((c: any) => c.status)).toEqual([200, 403])
    expect(sends[0].body).toMatchObject({ message: { text: 'Logged' } })
    expect(sends[0].query.access_token).toMatch(/…$/)
  })

  it('leaves messaging calls out of the business-use-case budget', async () => {
    const { t, account, token, igsid } = await thread()
    await t.control('/settings', { call_budgets: { [account.user_id]: 2 } })
    // Subscribing in the setup used one call; this uses the other.
    expect((await t.graph('/me', { access_token: token })).status).toBe(200)
    expect((await t.graph('/me', { access_token: token })).status).toBe(400)
    const sent = await send(t, '/me/messages', token, text(igsid, 'Still sends'))
    expect(sent.status).toBe(200)
    const list = await t.graph('/me/conversations', { platform: 'instagram', access_token: token })
    expect(list.status).toBe(200)
    expect(list.headers.get('x-business-use-case-usage')).toContain('"call_count":100')
  })
})
