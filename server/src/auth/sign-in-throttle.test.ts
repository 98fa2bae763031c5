import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  PASSWORD,
  registerClient,
  TEST_ORIGIN,
  testEnv,
  useTestApp,
} from '../../test/helper'
import { pruneRateLimits } from '../lib/rate-limit'
import { addressKey } from './sign-in-throttle'

const MAX = 3
const t = useTestApp({
  SIGN_IN_RATE_LIMIT: String(MAX),
  SIGN_UP_RATE_LIMIT: '1000',
  TRUST_PROXY: '1',
})

let clientCounter = 0
// Each test plays a different client behind the one trusted proxy.
const nextAddress = () => `203.0.113.${++clientCounter}`

function attempt(url: string, email: string, password: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  })
}

// Every spelling a client could try; better-auth either serves sign-in for it or answers 404.
const VARIANTS = [
  '/api/auth/sign-in/email',
  '/api/auth/./sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in/email//',
  '/api/auth/sign%2Din/email',
  '/api/auth/sign-in/%65mail',
  '/api/auth/SIGN-IN/EMAIL',
  '/api/auth/sign-in/email?x=1',
  '/api/auth/sign-in/email#x',
]

describe('sign-in throttling', () => {
  it.each(VARIANTS)(
    '%s is throttled after the same number of failures, and then refuses the right password',
    async (url) => {
      const { body } = await registerClient(t.app)
      const address = nextAddress()
      const statuses: number[] = []
      for (let i = 0; i < MAX + 1; i++) {
        statuses.push((await attempt(url, body.email, 'wrong-password', address)).statusCode)
      }
      const right = await attempt(url, body.email, PASSWORD, address)
      statuses.push(right.statusCode)
      // Either the spelling reaches sign-in, and is counted, or better-auth does not serve it.
      const served = [...Array<number>(MAX).fill(401), 429, 429]
      const notServed = Array<number>(MAX + 2).fill(404)
      expect([served, notServed]).toContainEqual(statuses)
      expect(right.headers['set-cookie']).toBeUndefined()
    },
  )

  it('counts every spelling against one counter', async () => {
    const { body } = await registerClient(t.app)
    const address = nextAddress()
    let counted = 0
    for (const url of VARIANTS) {
      const status = (await attempt(url, body.email, 'wrong-password', address)).statusCode
      if (status === 401) counted += 1
      else expect([404, 429]).toContain(status)
    }
    expect(counted).toBe(MAX)
    expect((await attempt(VARIANTS[0]!, body.email, PASSWORD, address)).statusCode).toBe(429)
  })

  it('answers 429 with Retry-After and { code, message }', async () => {
    const { body } = await registerClient(t.app)
    const address = nextAddress()
    for (let i = 0; i < MAX; i++) await attempt(VARIANTS[0]!, body.email, 'nope-nope', address)
    const blocked = await attempt(VARIANTS[0]!, body.email, PASSWORD, address)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(blocked.json().message).toMatch(/Please try again in \d+ seconds?/)
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it('a forged X-Forwarded-For does not reset the counter behind one proxy', async () => {
    const { body } = await registerClient(t.app)
    const real = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < MAX + 2; i++) {
      // The client writes what it likes; the proxy appends the address it really saw.
      const forged = `198.51.100.${i + 1}`
      const response = await attempt(VARIANTS[0]!, body.email, 'wrong', `${forged}, ${real}`)
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429])
  })

  it('ignores X-Forwarded-For entirely without a trusted proxy', async () => {
    const direct = await buildTestApp(
      t.db.db,
      testEnv(t.db.url, { SIGN_IN_RATE_LIMIT: '3' }),
      t.sim,
    )
    try {
      // Every injected request comes from 127.0.0.1; start that address's counter afresh.
      await t.db.db.execute(sql`delete from rate_limits where key like 'sign-in:address:127.%'`)
      const statuses: number[] = []
      for (let i = 0; i < MAX + 1; i++) {
        const response = await direct.inject({
          method: 'POST',
          url: VARIANTS[0]!,
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: `nobody-${i}@example.org`, password: 'wrong-password' },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([401, 401, 401, 429])
    } finally {
      await direct.close()
    }
  })

  it('limits guesses at one account from many addresses', async () => {
    const { body } = await registerClient(t.app)
    const statuses: number[] = []
    for (let i = 0; i < MAX + 1; i++) {
      statuses.push((await attempt(VARIANTS[0]!, body.email, 'wrong', nextAddress())).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    // Upper case and spaces are the same account to better-auth, and to the counter.
    const loud = await attempt(
      VARIANTS[0]!,
      ` ${body.email.toUpperCase()} `,
      PASSWORD,
      nextAddress(),
    )
    expect(loud.statusCode).toBe(429)
  })

  it('prunes counters older than a day', async () => {
    await t.db.db.execute(sql`insert into rate_limits (key, count, window_started_at)
      values ('sign-in:address:old', 5, now() - interval '2 days'),
             ('sign-in:address:fresh', 5, now() - interval '1 hour')`)
    expect(await pruneRateLimits(t.db.db)).toBeGreaterThanOrEqual(1)
    const left = await t.db.db.execute<{ key: string }>(
      sql`select key from rate_limits where key in ('sign-in:address:old', 'sign-in:address:fresh')`,
    )
    expect(left.rows.map((row) => row.key)).toEqual(['sign-in:address:fresh'])
  })
})

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})
