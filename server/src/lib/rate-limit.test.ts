import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  PASSWORD,
  registerClient,
  signIn,
  TEST_ORIGIN,
  testEnv,
  useTestApp,
} from '../../test/helper'

const LIMITS = { SIGN_IN_RATE_LIMIT: '3', SIGN_UP_RATE_LIMIT: '2', TRUST_PROXY: 'true' }
const t = useTestApp(LIMITS)

describe('rate limits', () => {
  it('stops the fourth sign-in attempt in a window with 429, even with the right password', async () => {
    const { body } = await registerClient(t.app)
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, body.email, 'wrong-password')).response.statusCode).toBe(401)
    const blocked = await signIn(t.app, body.email, PASSWORD)
    expect(blocked.response.statusCode).toBe(429)
    expect(blocked.response.json().code).toBe('RATE_LIMITED')
    expect(blocked.response.json().message).toMatch(/Too many attempts/)
  })

  it('holds across server processes sharing the database', async () => {
    const second = await buildTestApp(t.db.db, testEnv(t.db.url, LIMITS), t.sim)
    try {
      const headers = { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' }
      // Registrations from one address: two allowed, split across the two processes.
      const body = (n: number) => ({
        email: `r${n}-${Date.now()}@example.org`,
        name: `Parishioner ${n}`,
        organizationName: `Parish ${n} ${Date.now()}`,
        password: PASSWORD,
      })
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers,
        payload: body(1),
      })
      const secondResponse = await second.inject({
        method: 'POST',
        url: '/api/register',
        headers,
        payload: body(2),
      })
      const third = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers,
        payload: body(3),
      })
      expect([first.statusCode, secondResponse.statusCode]).toEqual([201, 201])
      expect(third.statusCode).toBe(429)
    } finally {
      await second.close()
    }
  })
})
