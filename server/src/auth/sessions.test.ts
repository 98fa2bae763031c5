import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES } from '@common/password-policy'
import { memberships, session, user } from '../db/schema'
import { MAX_STREAMS_PER_USER } from '../plugins/realtime'
import { connectSse, type SseClient } from '../../test/sse-client'
import {
  PASSWORD,
  registerClient,
  sessionCookie,
  signIn,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../test/helper'

// Streams re-check their session with every heartbeat: 250 ms here, 30 s in production.
const t = useTestApp({ SSE_HEARTBEAT_SECONDS: '0.25', SIGN_UP_RATE_LIMIT: '1000' })
let url = ''
const open: SseClient[] = []

beforeAll(async () => {
  url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
})
afterAll(() => open.forEach((client) => client.close()))

async function stream(cookie: string) {
  const client = await connectSse(url, { cookie })
  open.push(client)
  expect(client.status).toBe(200)
  await client.waitFor((frame) => frame.event === 'ready')
  return client
}

// Resolves true when the server ends the stream within `ms`.
async function endsWithin(client: SseClient, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const result = await Promise.race([client.ended.then(() => true), timeout])
  clearTimeout(timer)
  return result
}

const post = (path: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: path, headers: { cookie, origin: TEST_ORIGIN }, payload })

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } })
// /api/me answers null for a visitor who is not signed in.
const isSignedIn = async (cookie: string) => (await me(cookie)).json() !== null

async function userIdOf(cookie: string): Promise<string> {
  return (await me(cookie)).json().user.id
}

describe('open event streams follow their session', () => {
  it('end soon after sign-out, and a new one is refused', async () => {
    const { cookie } = await registerClient(t.app)
    const client = await stream(cookie)
    expect((await post('/api/auth/sign-out', cookie)).statusCode).toBe(200)
    expect(await endsWithin(client, 3_000)).toBe(true)
    expect((await connectSse(url, { cookie })).status).toBe(401)
  })

  it('end when the session expires', async () => {
    const { cookie } = await registerClient(t.app)
    const client = await stream(cookie)
    const id = await userIdOf(cookie)
    await t.db.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id))
    expect(await endsWithin(client, 3_000)).toBe(true)
  })

  it('end when the user is removed from the organisation or changes role', async () => {
    const removed = await registerClient(t.app)
    const promoted = await registerClient(t.app)
    const removedStream = await stream(removed.cookie)
    const promotedStream = await stream(promoted.cookie)
    const untouched = await stream((await registerClient(t.app)).cookie)
    await t.db.db.delete(memberships).where(eq(memberships.userId, await userIdOf(removed.cookie)))
    await t.db.db
      .update(user)
      .set({ role: 'admin', teamRole: 'owner' })
      .where(eq(user.id, await userIdOf(promoted.cookie)))
    expect(await endsWithin(removedStream, 3_000)).toBe(true)
    expect(await endsWithin(promotedStream, 3_000)).toBe(true)
    expect(await endsWithin(untouched, 1_000)).toBe(false)
  })

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const { cookie } = await registerClient(t.app)
    const streams: SseClient[] = []
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await stream(cookie))
    const newest = await stream(cookie)
    expect(await endsWithin(streams[0]!, 2_000)).toBe(true)
    for (const other of [...streams.slice(1), newest]) {
      expect(await endsWithin(other, 300)).toBe(false)
    }
  })
})

describe('password changes', () => {
  it('sign out every other session of the user, even when the client asks otherwise', async () => {
    const { cookie, body } = await registerClient(t.app)
    const other = (await signIn(t.app, body.email)).cookie
    const otherStream = await stream(other)
    const changed = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'a quite different passphrase',
      revokeOtherSessions: false,
    })
    expect(changed.statusCode).toBe(200)
    expect(await isSignedIn(other)).toBe(false)
    expect(await endsWithin(otherStream, 3_000)).toBe(true)
    // The session that changed it goes on, with the new cookie it was given.
    expect(await isSignedIn(sessionCookie(changed))).toBe(true)
    expect(
      (await signIn(t.app, body.email, 'a quite different passphrase')).response.statusCode,
    ).toBe(200)
  })

  it('say "Current password is wrong" when the current password is wrong', async () => {
    const { cookie } = await registerClient(t.app)
    const refused = await post('/api/auth/change-password', cookie, {
      currentPassword: 'not the password at all',
      newPassword: 'a quite different passphrase',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Current password is wrong',
    })
  })

  it('refuse a weak new password with the same message as registration, and keep the old one', async () => {
    const { cookie, body } = await registerClient(t.app)
    const refused = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'iloveyou123',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `newPassword: ${PASSWORD_MESSAGES.common}`,
    })
    expect((await signIn(t.app, body.email)).response.statusCode).toBe(200)
  })
})

describe('new passwords', () => {
  it.each([
    ['        ', PASSWORD_MESSAGES.blank],
    ['\t\t\t\t \n   ', PASSWORD_MESSAGES.blank],
    ['short1', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(129), PASSWORD_MESSAGES.tooLong],
    ['password1', PASSWORD_MESSAGES.common],
    ['Password123', PASSWORD_MESSAGES.common],
    ['  qwertyuiop  ', PASSWORD_MESSAGES.common],
  ])('registration refuses %j with a message saying what to do', async (password, message) => {
    const { response } = await registerClient(t.app, { password })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: `password: ${message}` })
  })

  it('accepts a long passphrase of ordinary words', async () => {
    const { response } = await registerClient(t.app, { password: 'stained glass on a tuesday' })
    expect(response.statusCode).toBe(201)
  })

  it('the /create-admin form refuses a common password too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin-setup',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Grace Owusu',
        email: uniqueEmail('admin'),
        password: 'letmein123',
        setupCode: 'ABCD-EFGH-JKLM',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(`password: ${PASSWORD_MESSAGES.common}`)
  })
})

describe('absolute session lifetime', () => {
  it('ends a session 30 days after sign-in however often it is refreshed', async () => {
    const { cookie } = await registerClient(t.app)
    const id = await userIdOf(cookie)
    // better-auth slides expiry forward on use; the database caps it at created_at + 30 days.
    await t.db.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 90 * 86_400_000) })
      .where(eq(session.userId, id))
    const [row] = await t.db.db.select().from(session).where(eq(session.userId, id))
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 86_400_000)
    expect(await isSignedIn(cookie)).toBe(true)

    // A session that began 31 days ago is over, even if it was used a minute ago.
    await t.db.db.execute(sql`alter table session disable trigger session_absolute_lifetime`)
    await t.db.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(session.userId, id))
    await t.db.db.execute(sql`alter table session enable trigger session_absolute_lifetime`)
    await t.db.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 86_400_000), createdAt: new Date() })
      .where(eq(session.userId, id))
    expect(await isSignedIn(cookie)).toBe(false)
  })
})

describe('revoking one session', () => {
  // The session token is the cookie's value before its signature.
  const tokenOf = (cookie: string) =>
    decodeURIComponent(/flock\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!

  it("answers someone else's token exactly as an unknown one, and leaves that session alone", async () => {
    const mine = (await registerClient(t.app)).cookie
    const theirs = (await registerClient(t.app)).cookie
    const revoke = async (token: string) => {
      const response = await post('/api/auth/revoke-session', mine, { token })
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers
      return { status: response.statusCode, body: response.body, headers }
    }
    const unknown = await revoke('x'.repeat(32))
    const someoneElses = await revoke(tokenOf(theirs))
    expect(someoneElses).toEqual(unknown)
    expect(await isSignedIn(theirs)).toBe(true)
    // Their own other session they may end.
    expect(await isSignedIn(mine)).toBe(true)
  })
})
