import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSimulator, testInstagramConfig } from '../../../test/helper'
import {
  consent,
  createSimAccount,
  instagramErrorOf,
  simControl,
  uniqueUsername,
} from '../../../test/instagram'
import { createInstagramClient, type InstagramClient } from './client'
import { INSTAGRAM_SCOPES } from './config'

// Business Login against the simulator: consent page, code exchange, long-lived token, refresh.
const sim = startTestSimulator()
let client: InstagramClient
const DAY = 86_400

beforeAll(async () => {
  await sim.start()
  client = createInstagramClient(testInstagramConfig(sim, { timeoutMs: 1500 }))
})
afterAll(() => sim.stop())
afterEach(async () => {
  await simControl(sim, 'settings', { token_response_shape: 'flat' })
  sim.clock.reset()
})

// A fresh account and a code from its Allow on the consent page.
async function codeFor(state = 'state-1') {
  const account = await createSimAccount(sim, { username: uniqueUsername('auth') })
  const redirect = await consent(client.authorizeUrl(state), {
    account: account.user_id,
    decision: 'allow',
  })
  expect(`${redirect.origin}${redirect.pathname}`).toBe(client.config.redirectUri)
  expect(redirect.searchParams.get('state')).toBe(state)
  const code = redirect.searchParams.get('code')
  if (!code) throw new Error(`No code in ${redirect.href}`)
  return { account, code }
}

describe('code exchange', () => {
  it('keeps every digit of a user_id above 2^53 and parses permissions to an array', async () => {
    const { account, code } = await codeFor()
    // The simulator's app-scoped id is what the flat answer sends as a bare JSON number.
    expect(BigInt(account.id)).toBeGreaterThan(2n ** 53n)
    expect(String(Number(account.id))).not.toBe(account.id)

    const exchanged = await client.exchangeCode(code)
    expect(exchanged.user_id).toBe(account.id)
    expect(exchanged.access_token).toMatch(/^IGAA/)
    expect(exchanged.permissions).toEqual([...INSTAGRAM_SCOPES])
  })

  it('accepts a code that still carries the trailing #_', async () => {
    const { account, code } = await codeFor()
    expect((await client.exchangeCode(`${code}#_`)).user_id).toBe(account.id)
  })

  it('parses the documented {data:[…]} shape with comma-separated permissions', async () => {
    await simControl(sim, 'settings', { token_response_shape: 'data' })
    const { account, code } = await codeFor()
    const exchanged = await client.exchangeCode(code)
    expect(exchanged).toMatchObject({ user_id: account.id, permissions: [...INSTAGRAM_SCOPES] })
    expect(exchanged.access_token).toMatch(/^IGAA/)
  })

  it('refuses a code that was already used', async () => {
    const { code } = await codeFor()
    await client.exchangeCode(code)
    const error = await instagramErrorOf(client.exchangeCode(code))
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe('Matching code was not found or was already used')
    expect(error.status).toBe(400)
  })

  it('refuses a wrong redirect URI or secret, without using up the code', async () => {
    const { account, code } = await codeFor()
    const config = testInstagramConfig(sim, { timeoutMs: 1500 })
    const otherRedirect = createInstagramClient({
      ...config,
      redirectUri: `${config.redirectUri}/`,
    })
    const redirectError = await instagramErrorOf(otherRedirect.exchangeCode(code))
    expect(redirectError.kind).toBe('invalid')
    expect(redirectError.message).toMatch(/redirect_uri is identical/)

    const wrongSecret = createInstagramClient({ ...config, appSecret: 'not-the-secret' })
    const secretError = await instagramErrorOf(wrongSecret.exchangeCode(code))
    expect(secretError.kind).toBe('invalid')
    expect(secretError.message).not.toContain('not-the-secret')

    expect((await client.exchangeCode(code)).user_id).toBe(account.id)
  })
})

describe('long-lived token and refresh', () => {
  async function longLivedToken() {
    const { code } = await codeFor()
    const short = await client.exchangeCode(code)
    return { short, long: await client.exchangeForLongLivedToken(short.access_token) }
  }

  it('exchanges a short-lived token for one that lasts about 60 days', async () => {
    const { short, long } = await longLivedToken()
    expect(long.access_token).toMatch(/^IGAA/)
    expect(long.access_token).not.toBe(short.access_token)
    expect(long.token_type).toBe('bearer')
    expect(long.expires_in).toBeGreaterThan(59 * DAY)
    expect(long.expires_in).toBeLessThanOrEqual(60 * DAY)
  })

  it('refuses to refresh a token younger than 24 h', async () => {
    const { long } = await longLivedToken()
    const error = await instagramErrorOf(client.refreshLongLivedToken(long.access_token))
    expect(error.kind).toBe('invalid')
    expect(error.code).toBe(100)
    expect(error.message).toMatch(/24 hours/)
    expect(error.message).not.toContain(long.access_token)
  })

  it('refreshes a token two days later into a new 60-day token', async () => {
    const { long } = await longLivedToken()
    await simControl(sim, 'clock', { advance_seconds: 2 * DAY })
    const refreshed = await client.refreshLongLivedToken(long.access_token)
    expect(refreshed.access_token).toMatch(/^IGAA/)
    expect(refreshed.access_token).not.toBe(long.access_token)
    expect(refreshed.expires_in).toBeGreaterThan(59 * DAY)
    // The new token works.
    expect((await client.getProfile(refreshed.access_token)).username).toMatch(/^auth_/)
  })
})
