import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase, type DatabaseHandle } from '../db/client'
import { loggerOptions } from '../lib/logging'
import { freePort } from '../../test/free-port'
import { buildTestApp, registerClient, TEST_ORIGIN, testEnv, useTestApp } from '../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
let dead: DatabaseHandle
let outage: FastifyInstance
let cookie = ''
let logged = ''

// Every line the app writes, through the same logger options as a real install.
const sink = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk)
    done()
  },
})

// The same app on a database that died: its queries fail, and their parameters are secrets.
beforeAll(async () => {
  cookie = (await registerClient(t.app)).cookie
  dead = connectDatabase(`postgres://flock:flock@127.0.0.1:${await freePort()}/flock`)
  outage = await buildTestApp(dead.db, testEnv(t.db.url), t.sim, {
    logger: { ...loggerOptions('debug', false), stream: sink },
  })
})
afterAll(async () => {
  await outage?.close()
  await dead?.close()
})

// The session token is the cookie's value before its signature.
const sessionToken = (cookieHeader: string) =>
  decodeURIComponent(/flock\.session_token=([^;]+)/.exec(cookieHeader)![1]!).split('.')[0]!

describe('the log during a database outage', () => {
  it('holds no reset token and no session token, only what failed', async () => {
    const resetToken = randomBytes(18).toString('base64url')
    const check = await outage.inject({
      method: 'POST',
      url: '/api/password-reset/check',
      headers: { origin: TEST_ORIGIN },
      payload: { token: resetToken },
    })
    expect(check.statusCode).toBe(503)
    for (const url of ['/api/me', '/api/organizations', '/api/auth/get-session']) {
      const response = await outage.inject({ url, headers: { cookie, origin: TEST_ORIGIN } })
      expect(response.statusCode).toBe(503)
    }
    const token = sessionToken(cookie)
    expect(token.length).toBeGreaterThan(16)
    expect(logged).toMatch(/the database is unreachable/)
    expect(logged.split(resetToken).length - 1).toBe(0)
    expect(logged.split(token).length - 1).toBe(0)
    expect(logged).not.toMatch(/params:/)
    // What is left still says what failed.
    expect(logged).toMatch(/ECONNREFUSED/)
  })

  it('strips a failed query of its parameters in any logger built from the same options', async () => {
    let text = ''
    const log = pino(
      loggerOptions('info', false),
      new Writable({
        write(chunk, _encoding, done) {
          text += String(chunk)
          done()
        },
      }),
    )
    const secret = `secret-${randomBytes(8).toString('hex')}`
    const failed = await t.db.db
      .execute(sql`select * from no_such_table where token = ${secret}`)
      .catch((error: unknown) => error as Error)
    expect(String(failed)).toContain(secret)
    // As a job's failure, pg-boss's error event, or wrapped like better-auth's outage error.
    log.warn({ err: failed }, 'job failed')
    log.error(failed as Error)
    log.error({ err: new Error('could not reach the database', { cause: failed }) }, 'wrapped')
    log.error({ err: new AggregateError([failed], 'several') }, 'aggregate')
    expect(text.split('\n').filter(Boolean)).toHaveLength(4)
    expect(text).not.toContain(secret)
    expect(text).toContain('no_such_table')
    expect(text).toContain('42P01')
  })
})
