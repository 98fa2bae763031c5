import { describe, expect, it } from 'vitest'
import { startSim, withAccount, type TestSim } from './helpers'
import { follower, messagingSetup, send, waitForEvents } from './messaging-helpers'

const ALL_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
  'instagram_business_manage_messages',
]

async function setup(t: TestSim, scopes = ALL_SCOPES) {
  const { account, token } = await withAccount(t, 'grace_test', scopes)
  const media = await t.control('/media', { account_id: account.user_id, caption: 'Sunday' })
  const comment = await t.control('/comments', {
    media_id: media.id,
    username: 'maria',
    text: 'Please pray for my family',
  })
  return { account, token, media, comment }
}

const privateReply = (t: TestSim, userId: string, token: string, body: unknown) =>
  t.graph(
    `/v23.0/${userId}/messages`,
    { access_token: token },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )

describe('private replies', () => {
  it('sends one direct message to the commenter about their comment', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    const response = await privateReply(t, account.user_id, token, {
      recipient: { comment_id: comment.id },
      message: { text: 'We are praying with you.' },
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ recipient_id: expect.any(String), message_id: expect.any(String) })
    const state = await t.control('/state')
    expect(state.private_replies).toEqual([
      expect.objectContaining({ comment_id: comment.id, text: 'We are praying with you.' }),
    ])
  })

  it('takes the form encoding too, with JSON in the fields', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    const response = await t.graph(
      `/${account.user_id}/messages`,
      { access_token: token },
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          recipient: JSON.stringify({ comment_id: comment.id }),
          message: JSON.stringify({ text: 'Hello' }),
        }).toString(),
      },
    )
    expect(response.status).toBe(200)
  })

  it('refuses a second private reply to the same comment', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    const body = { recipient: { comment_id: comment.id }, message: { text: 'Once' } }
    expect((await privateReply(t, account.user_id, token, body)).status).toBe(200)
    const second = await privateReply(t, account.user_id, token, body)
    expect(second.status).toBe(400)
    expect((await second.json()).error).toMatchObject({ code: 10900 })
    expect((await t.control('/state')).private_replies).toHaveLength(1)
  })

  it('refuses a comment older than 7 days', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    await t.control('/clock', { advance_seconds: 7 * 24 * 3600 + 60 })
    const response = await privateReply(t, account.user_id, token, {
      recipient: { comment_id: comment.id },
      message: { text: 'Too late' },
    })
    expect(response.status).toBe(403)
    expect((await response.json()).error).toMatchObject({ code: 10, error_subcode: 2534022 })
  })

  it('needs instagram_business_manage_messages', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t, ALL_SCOPES.slice(0, 2))
    const response = await privateReply(t, account.user_id, token, {
      recipient: { comment_id: comment.id },
      message: { text: 'Hello' },
    })
    expect(response.status).toBe(403)
    const error = (await response.json()).error
    expect(error.code).toBe(10)
    expect(error.message).toContain('instagram_business_manage_messages')
  })

  it('refuses blank text, a missing recipient and another account’s comment', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    const blank = await privateReply(t, account.user_id, token, {
      recipient: { comment_id: comment.id },
      message: { text: ' ' },
    })
    expect(blank.status).toBe(400)
    const noRecipient = await privateReply(t, account.user_id, token, { message: { text: 'Hi' } })
    expect(noRecipient.status).toBe(400)
    const other = await withAccount(t, 'other_church', ALL_SCOPES)
    const foreign = await privateReply(t, other.account.user_id, other.token, {
      recipient: { comment_id: comment.id },
      message: { text: 'Hi' },
    })
    expect(foreign.status).toBe(400)
    expect((await foreign.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
  })

  it('answers a second private reply with 100/2534025 when switched', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    expect((await t.control('/settings')).private_reply_repeat_error).toBe('10900')
    await t.control('/settings', { private_reply_repeat_error: '100/2534025' })
    const body = { recipient: { comment_id: comment.id }, message: { text: 'Once' } }
    expect((await privateReply(t, account.user_id, token, body)).status).toBe(200)
    const second = await privateReply(t, account.user_id, token, body)
    expect(second.status).toBe(400)
    expect((await second.json()).error).toMatchObject({
      code: 100,
      error_subcode: 2534025,
      type: 'IGApiException',
    })
  })

  it('counts the text limit in UTF-8 bytes', async () => {
    const t = await startSim()
    const { account, token, comment } = await setup(t)
    const response = await privateReply(t, account.user_id, token, {
      recipient: { comment_id: comment.id },
      message: { text: '기'.repeat(334) },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toContain('1000')
  })

  it('starts the commenter’s thread, echoes it, and ignores the 24-hour window', async () => {
    const { t, account, token, events } = await messagingSetup()
    const media = await t.control('/media', { account_id: account.user_id })
    const comment = await t.control('/comments', {
      media_id: media.id,
      username: 'maria',
      text: 'Please pray for me',
    })
    // Three days on: no DM window was ever open, the comment is within its 7 days.
    await t.control('/clock', { advance_seconds: 3 * 24 * 3600 })
    const res = await send(t, '/me/messages', token, {
      recipient: { comment_id: comment.id },
      message: { text: 'We are praying with you.' },
    })
    expect(res.status).toBe(200)
    const sent = await res.json()
    expect(sent.recipient_id).toBe(comment.from.id)
    const echo = (await waitForEvents(events, 2)).find((e) => e.entry[0].messaging)
    expect(echo.entry[0].messaging[0]).toMatchObject({
      sender: { id: account.user_id },
      recipient: { id: comment.from.id },
      message: { mid: sent.message_id, text: 'We are praying with you.', is_echo: true },
    })
    const list = await t.graph('/me/conversations', {
      platform: 'instagram',
      user_id: comment.from.id,
      access_token: token,
    })
    expect((await list.json()).data).toHaveLength(1)
    // A plain DM still needs the follower to write first.
    const dm = await send(t, '/me/messages', token, {
      recipient: { id: comment.from.id },
      message: { text: 'Hello again' },
    })
    expect(dm.status).toBe(403)
    await follower(t, { account_id: account.user_id, username: 'maria', text: 'Thank you!' })
    const after = await send(t, '/me/messages', token, {
      recipient: { id: comment.from.id },
      message: { text: 'Hello again' },
    })
    expect(after.status).toBe(200)
  })

  it('limits private replies per hour (switch private_replies_per_hour)', async () => {
    const t = await startSim()
    const { account, token, media, comment } = await setup(t)
    await t.control('/settings', { private_replies_per_hour: 1 })
    const another = await t.control('/comments', {
      media_id: media.id,
      username: 'ben',
      text: 'Hi',
    })
    const reply = (commentId: string) =>
      privateReply(t, account.user_id, token, {
        recipient: { comment_id: commentId },
        message: { text: 'Thank you' },
      })
    expect((await reply(comment.id)).status).toBe(200)
    const limited = await reply(another.id)
    expect((await limited.json()).error).toMatchObject({ code: 613, is_transient: true })
    await t.control('/clock', { advance_seconds: 3601 })
    expect((await reply(another.id)).status).toBe(200)
  })
})
