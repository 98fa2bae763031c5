import { describe, expect, it } from 'vitest'
import { startSim, withAccount, type TestSim } from './helpers'

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
    expect(response.status).toBe(400)
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
})
