import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase, type DatabaseHandle } from '../db/client'
import { isDatabaseUnavailable } from '../lib/pg-errors'
import { freePort } from '../../test/free-port'
import { buildTestApp, registerClient, TEST_ORIGIN, testEnv, useTestApp } from '../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
let dead: DatabaseHandle
let outage: FastifyInstance
let cookie = ''

// The same app, whose queries go to a port where no PostgreSQL listens (a database that died).
beforeAll(async () => {
  cookie = (await registerClient(t.app)).cookie
  dead = connectDatabase(`postgres://flock:flock@127.0.0.1:${await freePort()}/flock`)
  outage = await buildTestApp(dead.db, testEnv(t.db.url), t.sim)
})
afterAll(async () => {
  await outage?.close()
  await dead?.close()
})

describe('a database outage', () => {
  it.each([
    ['GET', '/api/me', undefined],
    ['GET', '/api/organizations', undefined],
    ['GET', '/api/comments', undefined],
    [
      'POST',
      '/api/register',
      {
        email: 'x@example.org',
        name: 'X',
        organizationName: 'X',
        password: 'stained glass windows',
      },
    ],
    [
      'POST',
      '/api/auth/sign-in/email',
      { email: 'x@example.org', password: 'stained glass windows' },
    ],
    ['GET', '/api/auth/get-session', undefined],
  ] as const)('answers %s %s with 503 DATABASE_UNAVAILABLE', async (method, url, payload) => {
    const response = await outage.inject({
      method,
      url,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.stringMatching(/cannot reach its database.*try again/),
    })
    expect(response.headers['retry-after']).toBe('5')
  })

  it('recognises a connection PostgreSQL itself terminates (57P01) and a refused one', async () => {
    const victim = connectDatabase(t.db.url, { max: 1 })
    try {
      const running = victim.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error)
      await new Promise((resolve) => setTimeout(resolve, 300))
      await t.db.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'select pg_sleep(5)' and pid <> pg_backend_pid()`,
      )
      const terminated = await running
      expect(isDatabaseUnavailable(terminated)).toBe(true)
    } finally {
      await victim.close()
    }
    const refused = await dead.db.execute(sql`select 1`).catch((error: unknown) => error)
    expect(isDatabaseUnavailable(refused)).toBe(true)
    // A query that is merely wrong is not an outage.
    const wrong = await t.db.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e)
    expect(isDatabaseUnavailable(wrong)).toBe(false)
  })
})
