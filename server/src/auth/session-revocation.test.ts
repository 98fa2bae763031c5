import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/db'
import {
  type FlockProcess,
  flockProcessEnv,
  signInOverHttp,
  startFlockProcess,
  stopFlockProcess,
} from '../../test/flock-server-process'
import { PASSWORD, startTestSimulator, TEST_ORIGIN, uniqueEmail } from '../../test/helper'

// Two real Flock server processes on one database, each with its own session cache: what one
// revokes, the other refuses on its very next request.
let db: TestDatabase
const sim = startTestSimulator()
let a: FlockProcess
let b: FlockProcess

beforeAll(async () => {
  db = await createTestDatabase()
  await sim.start()
  const env = flockProcessEnv(db.url, sim.url)
  ;[a, b] = await Promise.all([startFlockProcess(env), startFlockProcess(env)])
}, 120_000)

afterAll(async () => {
  await Promise.all([a && stopFlockProcess(a), b && stopFlockProcess(b)])
  await sim.stop()
  await db?.drop()
})

async function register(url: string) {
  const email = uniqueEmail('church')
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      name: 'Ruth Mensah',
      organizationName: `Chapel ${Math.random().toString(36).slice(2, 8)}`,
    }),
  })
  expect(response.status).toBe(201)
  return email
}

async function meOn(url: string, cookie: string) {
  const response = await fetch(`${url}/api/me`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return (await response.json()) as null | { user: { email: string } }
}

async function markReadOn(url: string, cookie: string) {
  const response = await fetch(`${url}/api/notifications/read`, {
    method: 'POST',
    headers: { cookie, origin: TEST_ORIGIN },
  })
  return response.status
}

describe('a session revoked in one process', () => {
  it('can change nothing on the other from the next request on, nor read after a moment', async () => {
    const email = await register(a.url)
    const readRefusedAfterMs: number[] = []
    for (let round = 0; round < 10; round += 1) {
      const cookie = await signInOverHttp(a.url, email, PASSWORD)
      // B has resolved the session and holds it in its cache.
      expect((await meOn(b.url, cookie))?.user.email).toBe(email)
      expect((await meOn(b.url, cookie))?.user.email).toBe(email)

      const signedOut = await fetch(`${a.url}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN },
      })
      expect(signedOut.status).toBe(200)
      const revokedAt = performance.now()
      // Writes always ask the database.
      expect(await markReadOn(b.url, cookie)).toBe(401)
      // Reads follow PostgreSQL's notification, which is on its way already.
      await expect.poll(() => meOn(b.url, cookie), { timeout: 2_000, interval: 5 }).toBeNull()
      readRefusedAfterMs.push(performance.now() - revokedAt)
    }
    console.warn(
      `reads refused on the other process after ${readRefusedAfterMs.map((ms) => ms.toFixed(1)).join(', ')} ms`,
    )
  })
})
