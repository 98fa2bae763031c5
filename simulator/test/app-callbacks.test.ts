import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { APP_SECRET, startReceiver, startSim, withAccount } from './helpers'

function parseSignedRequest(value: string) {
  const [sig, payload] = value.split('.')
  expect(sig).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(payload).toMatch(/^[A-Za-z0-9_-]+$/)
  const expected = createHmac('sha256', APP_SECRET).update(payload!).digest('base64url')
  return {
    valid: sig === expected,
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  }
}

describe('Meta app callbacks', () => {
  it('deauthorize revokes tokens and posts a signed_request with the professional account id', async () => {
    const receiver = await startReceiver()
    const t = await startSim({ deauthorizeUrl: receiver.url })
    const { account, token } = await withAccount(t)
    await t.graph(
      '/me/subscribed_apps',
      { access_token: token, subscribed_fields: 'comments' },
      { method: 'POST' },
    )
    const result = await t.control('/deauthorize', { user_id: account.user_id })
    expect(result).toMatchObject({
      user_id: account.user_id,
      revoked_tokens: 1,
      callback: { status: 200 },
    })

    const [post] = receiver.posts()
    expect(post!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const signed = new URLSearchParams(post!.body).get('signed_request') ?? ''
    const { valid, payload } = parseSignedRequest(signed)
    expect(valid).toBe(true)
    expect(payload).toEqual({
      algorithm: 'HMAC-SHA256',
      issued_at: expect.any(Number),
      user_id: account.user_id,
    })

    const res = await t.graph('/me', { access_token: token })
    expect((await res.json()).error).toMatchObject({ code: 190, error_subcode: 460 })
    const state = await t.control('/state')
    expect(state.accounts[0].subscribed_fields).toEqual([])
  })

  it('data deletion posts the signed_request and records the JSON answer', async () => {
    const receiver = await startReceiver(() => ({
      status: 200,
      body: JSON.stringify({
        url: 'https://flock.test/deletion/abc123',
        confirmation_code: 'abc123',
      }),
    }))
    const t = await startSim()
    const { account } = await withAccount(t)
    await t.control('/callbacks', { data_deletion_url: receiver.url })
    const result = await t.control('/data-deletion', { user_id: account.username })
    expect(result.valid_answer).toBe(true)
    expect(result.callback.response).toEqual({
      url: 'https://flock.test/deletion/abc123',
      confirmation_code: 'abc123',
    })
    const signed = new URLSearchParams(receiver.posts()[0]!.body).get('signed_request') ?? ''
    expect(parseSignedRequest(signed).valid).toBe(true)
    const state = await t.control('/state')
    expect(state.app_callbacks).toHaveLength(1)
  })

  it('still revokes when no deauthorize URL is configured', async () => {
    const t = await startSim()
    const { account } = await withAccount(t)
    const result = await t.control('/deauthorize', { user_id: account.user_id })
    expect(result).toMatchObject({ revoked_tokens: 1, callback: { url: null, status: null } })
  })
})
