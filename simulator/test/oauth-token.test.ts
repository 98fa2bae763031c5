import { describe, expect, it } from 'vitest'
import {
  APP_ID,
  APP_SECRET,
  codeFrom,
  consent,
  exchange,
  REDIRECT_URI,
  startSim,
  type TestSim,
  get,
} from './helpers'

async function codeFor(t: TestSim) {
  const account = await t.control('/accounts', { username: 'gracechapel' })
  return { account, code: codeFrom(await consent(t, 'allow', { account: account.user_id })) }
}

async function shortToken(t: TestSim) {
  const { account, code } = await codeFor(t)
  const res = await exchange(t, { code })
  return {
    account,
    token: JSON.parse((await res.text()).replace(/"user_id":(\d+)/, '"user_id":"$1"'))
      .access_token as string,
  }
}

describe('POST /oauth/access_token', () => {
  it('returns a flat body whose user_id is a bare number above 2^53 with exact digits', async () => {
    const t = await startSim()
    const { account, code } = await codeFor(t)
    const res = await exchange(t, { code })
    expect(res.status).toBe(200)
    const raw = await res.text()
    expect(raw).toContain(`"user_id":${account.id}`)
    expect(BigInt(account.id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true)
    // The deliberate trap: naive JSON.parse loses digits.
    expect(String(JSON.parse(raw).user_id)).not.toBe(account.id)
    const body = JSON.parse(raw)
    expect(body.access_token).toMatch(/^IGAA[A-Za-z0-9]+$/)
    expect(body.permissions).toEqual([
      'instagram_business_basic',
      'instagram_business_manage_comments',
    ])
  })

  it('accepts multipart bodies', async () => {
    const t = await startSim()
    const { code } = await codeFor(t)
    const form = new FormData()
    for (const [k, v] of Object.entries({
      client_id: APP_ID,
      client_secret: APP_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code,
    }))
      form.set(k, v)
    const res = await get(`${t.url}/oauth/access_token`, { method: 'POST', body: form })
    expect(res.status).toBe(200)
  })

  it('can answer in the documented data[] shape', async () => {
    const t = await startSim()
    await t.control('/settings', { token_response_shape: 'data' })
    const { account, code } = await codeFor(t)
    const body = await (await exchange(t, { code })).json()
    expect(body.data[0]).toMatchObject({
      user_id: account.id,
      permissions: 'instagram_business_basic,instagram_business_manage_comments',
    })
  })

  it('codes are single use', async () => {
    const t = await startSim()
    const { code } = await codeFor(t)
    expect((await exchange(t, { code })).status).toBe(200)
    const again = await exchange(t, { code })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error_type: 'OAuthException',
      code: 400,
      error_message: 'Matching code was not found or was already used',
    })
  })

  it('codes expire after one hour', async () => {
    const t = await startSim()
    const { code } = await codeFor(t)
    await t.control('/clock', { advance_seconds: 3601 })
    const res = await exchange(t, { code })
    expect(res.status).toBe(400)
    expect((await res.json()).error_message).toBe('This authorization code has expired.')
  })

  it.each([
    [
      { redirect_uri: `${REDIRECT_URI}/` },
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
    ],
    [{ client_id: '42' }, 'Invalid platform app'],
    [{ client_secret: 'nope' }, 'Error validating client secret.'],
    [{ code: 'AQBnotacode' }, 'Matching code was not found or was already used'],
  ])('rejects %o', async (override, message) => {
    const t = await startSim()
    const { code } = await codeFor(t)
    const res = await exchange(t, { code, ...override })
    expect(res.status).toBe(400)
    expect((await res.json()).error_message).toBe(message)
    // A failed attempt does not burn the code.
    expect((await exchange(t, { code })).status).toBe(200)
  })
})

describe('long-lived tokens', () => {
  it('exchanges a short-lived token for a 60-day token, tolerating client_id', async () => {
    const t = await startSim()
    const { token } = await shortToken(t)
    const res = await t.graph('/access_token', {
      grant_type: 'ig_exchange_token',
      client_id: APP_ID,
      client_secret: APP_SECRET,
      access_token: token,
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 5183944 })
    expect(body.access_token).toMatch(/^IGAA/)
    expect(body.access_token).not.toBe(token)
  })

  it('refuses an expired short-lived token and a wrong secret', async () => {
    const t = await startSim()
    const { token } = await shortToken(t)
    const wrong = await t.graph('/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: 'x',
      access_token: token,
    })
    expect((await wrong.json()).error.message).toBe('Error validating client secret.')
    await t.control('/clock', { advance_seconds: 3600 })
    const res = await t.graph('/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: APP_SECRET,
      access_token: token,
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 190, error_subcode: 0 })
  })

  it('refresh needs a token at least 24 h old and returns a new one; the old one keeps working', async () => {
    const t = await startSim()
    const { token } = await shortToken(t)
    const long = (
      await (
        await t.graph('/access_token', {
          grant_type: 'ig_exchange_token',
          client_secret: APP_SECRET,
          access_token: token,
        })
      ).json()
    ).access_token
    const early = await t.graph('/refresh_access_token', {
      grant_type: 'ig_refresh_token',
      access_token: long,
    })
    expect(early.status).toBe(400)
    expect((await early.json()).error.code).toBe(100)

    await t.control('/clock', { advance_seconds: 30 * 86400 })
    const res = await t.graph('/refresh_access_token', {
      grant_type: 'ig_refresh_token',
      access_token: long,
    })
    expect(res.status).toBe(200)
    const refreshed = await res.json()
    expect(refreshed).toMatchObject({ token_type: 'bearer', expires_in: 5183944 })
    expect(refreshed.access_token).not.toBe(long)
    expect((await t.graph('/me', { access_token: long })).status).toBe(200)

    // 40 more days: the old token (60 days from issue) is dead, the refreshed one is alive.
    await t.control('/clock', { advance_seconds: 40 * 86400 })
    expect((await t.graph('/me', { access_token: long })).status).toBe(400)
    expect((await t.graph('/me', { access_token: refreshed.access_token })).status).toBe(200)
  })

  it('an expired long-lived token cannot be refreshed', async () => {
    const t = await startSim()
    const { token } = await shortToken(t)
    const long = (
      await (
        await t.graph('/access_token', {
          grant_type: 'ig_exchange_token',
          client_secret: APP_SECRET,
          access_token: token,
        })
      ).json()
    ).access_token
    await t.control('/clock', { advance_seconds: 61 * 86400 })
    const res = await t.graph('/refresh_access_token', {
      grant_type: 'ig_refresh_token',
      access_token: long,
    })
    expect((await res.json()).error).toMatchObject({ code: 190, type: 'OAuthException' })
  })

  it.each(['/access_token', '/refresh_access_token'])(
    '%s answers other methods with IGApiException 100',
    async (path) => {
      const t = await startSim()
      const res = await get(`${t.url}${path}`, { method: 'POST' })
      expect(res.status).toBe(400)
      expect((await res.json()).error).toMatchObject({
        message: 'Unsupported request - method type: post',
        type: 'IGApiException',
        code: 100,
      })
    },
  )
})
