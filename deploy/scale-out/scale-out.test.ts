import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/settings'
import { organizationRouteId } from '@common/organization-name'
import { organizations, outgoingMessages } from '../../server/src/db/schema'
import { createAdminUser } from '../../server/src/modules/identity/admin-setup/admin-setup.service'
import {
  type FlockProcess,
  flockProcessEnv,
  startFlockProcess,
  stopFlockProcess,
} from '../../server/test/flock-server-process'
import { freePort } from '../../server/test/free-port'
import { TEST_WEBHOOK_VERIFY_TOKEN, useTestApp } from '../../server/test/helper'
import { fileUpload, picture } from '../../server/test/asset-fixtures'
import { churchWithComments, createSimComment, simControl } from '../../server/test/instagram'
import { type Proxy, startCaddy } from './caddy'

// Two Flock processes (server/src/main.ts, pg-boss workers and all) on one PostgreSQL, behind
// Caddy, as deploy/compose.yaml runs them with FLOCK_PROCESSES=2.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
const ADMIN = { email: `admin-${randomUUID()}@example.org`, password: 'Shepherd-Admin-2025' }
const SIGN_IN_LIMIT = 6

let processes: FlockProcess[] = []
// Every sign-in attempt from this file comes from 127.0.0.1, and each counts against the limit.
let signInAttempts = 0
let adminCookie = ''
let proxy: Proxy
let browser: Browser | undefined

beforeAll(async () => {
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}`
  const env = {
    ...flockProcessEnv(t.db.url, t.sim.url),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    WEB_DIST_DIR: 'dist/web',
    // One data folder for both, as compose's shared volume: secrets and the media library.
    DATA_DIR: `.tmp/scale-out-${process.pid}/data`,
    INSTAGRAM_WEBHOOK_VERIFY_TOKEN: TEST_WEBHOOK_VERIFY_TOKEN,
    SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
    JOB_MAINTENANCE_SECONDS: '1',
    DELIVERY_LEASE_SECONDS: '2',
  }
  // One after the other: the second finds the database migrated, as a scaled-out start would.
  processes = [await startFlockProcess(env), await startFlockProcess(env)]
  proxy = await startCaddy(
    port,
    processes.map((process) => process.url),
  )
  await createAdminUser(t.db.db, ADMIN, { onlyIfNoAdmin: false })
  adminCookie = await signIn(processes[0]!.url)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await proxy?.stop()
  await Promise.all(processes.map((process) => stopFlockProcess(process)))
})

function post(base: string, path: string, body: unknown, cookie = '') {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy.url, cookie },
    body: JSON.stringify(body),
  })
}

async function signIn(base: string) {
  signInAttempts += 1
  const response = await post(base, '/api/auth/sign-in/email', ADMIN)
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe('two Flock processes behind a proxy', () => {
  it(
    'shows a comment that arrived by webhook at one process live in a browser on the other',
    { timeout: 90_000 },
    async () => {
      const church = await churchWithComments(t.app, t.sim, [{ text: 'Opening hymn was lovely' }])
      // Instagram's webhooks reach process 0 only; the browser is pinned to process 1.
      await simControl(t.sim, 'webhooks', {
        url: `${processes[0]!.url}/api/instagram/webhooks`,
        verify_token: TEST_WEBHOOK_VERIFY_TOKEN,
      })
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
      const context = await browser.newContext({
        baseURL: proxy.url,
        extraHTTPHeaders: { 'x-flock-process': '1' },
      })
      signInAttempts += 1
      const signedIn = await context.request.post('/api/auth/sign-in/email', {
        data: ADMIN,
        headers: { origin: proxy.url },
      })
      expect(signedIn.status()).toBe(200)
      const page = await context.newPage()
      await page.goto('/comments')
      await page.getByText('Opening hymn was lovely').first().waitFor({ timeout: 20_000 })

      await createSimComment(t.sim, {
        media_id: church.posts[0]!,
        username: 'sunday_visitor',
        text: 'Arrived at one process, seen on the other',
      })
      await page
        .getByText('Arrived at one process, seen on the other')
        .first()
        .waitFor({ timeout: 15_000 })
      await context.close()
    },
  )

  it('serves a picture uploaded through one process from the other and through the proxy', async () => {
    const church = await churchWithComments(t.app, t.sim, [])
    const cookie = adminCookie
    const upload = fileUpload(await picture('jpeg', 800, 1000), 'easter.jpg', 'Easter morning')
    const [organization] = await t.db.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, church.account.organizationId))
    const uploaded = await fetch(
      `${processes[0]!.url}/api/organizations/${organizationRouteId(organization!.slug)}/assets`,
      {
        method: 'POST',
        headers: { ...upload.headers, origin: proxy.url, cookie },
        body: upload.payload,
      },
    )
    expect(uploaded.status).toBe(201)
    const { publicUrl } = (await uploaded.json()) as { publicUrl: string }
    const path = new URL(publicUrl, proxy.url).pathname
    const original = Buffer.from(await (await fetch(`${processes[0]!.url}${path}`)).arrayBuffer())
    expect(original.length).toBeGreaterThan(0)
    for (const base of [processes[1]!.url, proxy.url, proxy.url]) {
      const served = await fetch(`${base}${path}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true)
    }
  })

  it('counts sign-in attempts across both processes', async () => {
    const wrong = { email: ADMIN.email, password: 'not the password at all' }
    const left = SIGN_IN_LIMIT - signInAttempts
    expect(left).toBeGreaterThan(1)
    const statuses: number[] = []
    for (let attempt = 0; attempt < left + 1; attempt++) {
      // Alternate between the processes directly, then once more through the proxy.
      const base = processes[attempt % 2]!.url
      statuses.push((await post(base, '/api/auth/sign-in/email', wrong)).status)
    }
    statuses.push((await post(proxy.url, '/api/auth/sign-in/email', wrong)).status)
    expect(statuses).toEqual([...Array<number>(left).fill(401), 429, 429])
  })

  it(
    'delivers a reply exactly once when the process sending it is killed mid-way',
    { timeout: 120_000 },
    async () => {
      const church = await churchWithComments(t.app, t.sim, [{ text: 'Please pray for my mum' }])
      const [comment] = await t.db.db.query.comments.findMany({
        where: (c, { eq: equals }) => equals(c.igCommentId, church.simComments[0]!),
      })
      // The answer to the reply is slow, so the kill lands while it is on its way.
      await simControl(t.sim, 'faults', { path: '*/replies', method: 'POST', latency_ms: 3_000 })
      const cookie = adminCookie
      const accepted = await post(
        processes[0]!.url,
        `/api/comments/${comment!.id}/replies`,
        { message: 'We are praying with you', idempotencyKey: randomUUID() },
        cookie,
      )
      expect(accepted.status).toBe(202)
      await expect
        .poll(async () => (await outgoingOf(comment!.id))?.status, {
          timeout: 20_000,
          interval: 50,
        })
        .toBe('sending')
      await stopFlockProcess(processes[0]!, 'SIGKILL')
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })

      await expect
        .poll(async () => (await outgoingOf(comment!.id))?.status, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe('sent')
      const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
        comments: { parent_id?: string | null; text: string }[]
      }
      expect(state.comments.filter((c) => c.parent_id === church.simComments[0])).toHaveLength(1)
      // Through the proxy, every request still finds the process that is left.
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${proxy.url}/readyz`)).status)
      expect(statuses).toEqual([200, 200, 200, 200])
    },
  )
})

async function outgoingOf(commentId: string) {
  const [row] = await t.db.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.workItemId, commentId))
  return row
}
