import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { instagramAccounts } from '../../../db/schema'
import { createTokenCipher } from '../../../lib/token-cipher'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'
import {
  PASSWORD,
  registerClient,
  signIn,
  TEST_ORIGIN,
  TEST_TOKEN_KEY,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'
import {
  connectThroughInstagram,
  consent,
  createSimAccount,
  simControl,
} from '../../../../test/instagram'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload })

async function church() {
  const { cookie, response } = await registerClient(t.app)
  return { cookie, routeId: response.json().organization.routeId as string }
}

let accountCounter = 0
async function simAccount(followers = 12_345) {
  accountCounter += 1
  return createSimAccount(t.sim, {
    username: `grace_${Date.now().toString(36)}_${accountCounter}`,
    followers_count: followers,
    name: 'Grace Chapel',
  })
}

const connect = (cookie: string, username: string, options: { accountId?: string } = {}) =>
  connectThroughInstagram(t.app, cookie, username, options)

const accountsOf = async (routeId: string, cookie: string) =>
  (
    await t.app.inject({ url: `/api/organizations/${routeId}/accounts`, headers: { cookie } })
  ).json()

describe('connecting an Instagram account', () => {
  it('stores the professional account, keyed by its exact id, with an encrypted long-lived token', async () => {
    const { cookie, routeId } = await church()
    const ig = await simAccount(23_456)
    const start = await post('/api/instagram/connect', cookie)
    const authorize = new URL(start.json().authorizeUrl)
    expect(authorize.searchParams.get('scope')).toBe(
      'instagram_business_basic,instagram_business_manage_comments,instagram_business_manage_messages,instagram_business_manage_insights,instagram_business_content_publish',
    )
    expect(start.json().state).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(authorize.searchParams.get('state')).toBe(start.json().state)

    const response = await connect(cookie, ig.username)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      username: ig.username,
      followersCount: 23_456,
      status: 'connected',
      igUserId: ig.user_id,
    })
    expect(
      (await accountsOf(routeId, cookie)).items.map((a: { username: string }) => a.username),
    ).toEqual([ig.username])

    const [row] = await t.db.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.igUserId, ig.user_id))
    expect(row!.tokenCiphertext).not.toMatch(/IGAA/)
    expect(createTokenCipher(TEST_TOKEN_KEY).decrypt(row!.tokenCiphertext!)).toMatch(/^IGAA/)
    expect(row!.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000)
  })

  it('refuses a tampered state, or a state started by someone else', async () => {
    const a = await church()
    const b = await church()
    const ig = await simAccount()
    const start = await post('/api/instagram/connect', a.cookie)
    const redirect = await consent(start.json().authorizeUrl, {
      account: ig.username,
      decision: 'allow',
    })
    const code = redirect.searchParams.get('code')
    const tampered = await post('/api/instagram/callback', a.cookie, {
      code,
      state: 'AAAAAAAAAAAAAAAA',
    })
    expect(tampered.json()).toEqual({ code: 'INVALID_STATE', message: 'Invalid state parameter' })
    const stolen = await post('/api/instagram/callback', b.cookie, {
      code,
      state: redirect.searchParams.get('state'),
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().code).toBe('INVALID_STATE')
    expect((await accountsOf(b.routeId, b.cookie)).items).toEqual([])
  })

  it('explains a used code with Instagram’s own words and stores nothing', async () => {
    const { cookie, routeId } = await church()
    const ig = await simAccount()
    const start = await post('/api/instagram/connect', cookie)
    const redirect = await consent(start.json().authorizeUrl, {
      account: ig.username,
      decision: 'allow',
    })
    const code = redirect.searchParams.get('code')
    expect(
      (await post('/api/instagram/callback', cookie, { code, state: start.json().state }))
        .statusCode,
    ).toBe(200)
    await post(`/api/accounts/${(await accountsOf(routeId, cookie)).items[0].id}/revoke`, cookie)
    const again = await post('/api/instagram/connect', cookie)
    const replay = await post('/api/instagram/callback', cookie, {
      code,
      state: again.json().state,
    })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().message).toBe(
      'Failed to exchange code for token: Matching code was not found or was already used',
    )
    expect((await accountsOf(routeId, cookie)).items[0].status).toBe('disconnected')
  })

  it('refuses an Instagram account another organization already connected', async () => {
    const a = await church()
    const b = await church()
    const ig = await simAccount()
    expect((await connect(a.cookie, ig.username)).statusCode).toBe(200)
    const response = await connect(b.cookie, ig.username)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'INSTAGRAM_ACCOUNT_TAKEN',
      message: `@${ig.username} is already connected to another organization in Flock. An Instagram account can belong to one organization only: connect a different account, or ask your agency administrator if @${ig.username} belongs to you.`,
    })
    expect((await accountsOf(b.routeId, b.cookie)).items).toEqual([])
    expect((await accountsOf(a.routeId, a.cookie)).items[0].status).toBe('connected')
  })

  it('says so when Instagram is down, and stores nothing', async () => {
    const { cookie, routeId } = await church()
    const ig = await simAccount()
    const start = await post('/api/instagram/connect', cookie)
    const redirect = await consent(start.json().authorizeUrl, {
      account: ig.username,
      decision: 'allow',
    })
    await simControl(t.sim, 'faults', { error_rate: 1, status_codes: [503] })
    try {
      const response = await post('/api/instagram/callback', cookie, {
        code: redirect.searchParams.get('code'),
        state: redirect.searchParams.get('state'),
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        code: 'INSTAGRAM_UNAVAILABLE',
        message: 'Instagram is not responding right now. Please try again in a few minutes.',
      })
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    expect((await accountsOf(routeId, cookie)).items).toEqual([])
  })
})

describe('revoking and granting access', () => {
  it('revoke destroys the token; grant must bring back the same Instagram account', async () => {
    const { cookie, routeId } = await church()
    const ig = await simAccount()
    const other = await simAccount()
    const account = (await connect(cookie, ig.username)).json()

    const revoked = await post(`/api/accounts/${account.id}/revoke`, cookie)
    expect(revoked.json()).toMatchObject({ status: 'disconnected', tokenExpiresAt: null })
    const [row] = await t.db.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.id, account.id))
    expect(row!.tokenCiphertext).toBeNull()

    const wrong = await connect(cookie, other.username, { accountId: account.id })
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().code).toBe('WRONG_INSTAGRAM_ACCOUNT')
    expect((await accountsOf(routeId, cookie)).items).toHaveLength(1)

    const granted = await connect(cookie, ig.username, { accountId: account.id })
    expect(granted.statusCode).toBe(200)
    expect(granted.json()).toMatchObject({ id: account.id, status: 'connected' })
  })
})

describe('authorization of account routes', () => {
  it("gives another church and admins nothing of a church's accounts", async () => {
    const a = await church()
    const b = await church()
    const ig = await simAccount()
    const account = (await connect(a.cookie, ig.username)).json()

    expect(
      (
        await t.app.inject({
          url: `/api/organizations/${a.routeId}/accounts`,
          headers: { cookie: b.cookie },
        })
      ).statusCode,
    ).toBe(404)
    expect((await post(`/api/accounts/${account.id}/revoke`, b.cookie)).statusCode).toBe(404)
    expect(
      (await post('/api/instagram/connect', b.cookie, { accountId: account.id })).statusCode,
    ).toBe(404)

    const email = uniqueEmail('admin')
    await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
    const admin = await signIn(t.app, email)
    expect(
      (
        await t.app.inject({
          url: `/api/organizations/${a.routeId}/accounts`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(200)
    expect((await post(`/api/accounts/${account.id}/revoke`, admin.cookie)).statusCode).toBe(403)

    expect((await accountsOf(a.routeId, a.cookie)).items[0].status).toBe('connected')
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/accounts/${account.id}/revoke`,
          headers: { origin: TEST_ORIGIN },
          payload: {},
        })
      ).statusCode,
    ).toBe(401)
    expect((await post('/api/accounts/not-a-uuid/revoke', a.cookie)).statusCode).toBe(400)
  })
})
