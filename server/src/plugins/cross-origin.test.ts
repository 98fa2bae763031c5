import { sql } from 'drizzle-orm'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { instagramAccounts } from '../db/schema'
import { signInAsAdmin } from '../../test/actors'
import { createComment, createMedia } from '../../test/factories'
import { registerClient, TEST_ORIGIN, useTestApp } from '../../test/helper'
import { connectThroughInstagram, createSimAccount, uniqueUsername } from '../../test/instagram'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

// Meta's callbacks: reachable from anywhere, trusted only through their signatures.
const SIGNED_CALLBACKS = new Set([
  'POST /api/instagram/deauthorize',
  'POST /api/instagram/data-deletion',
  'POST /api/instagram/webhooks',
])
// better-auth's routes are hidden from the OpenAPI document but change state all the same.
const AUTH_ROUTES = [
  'POST /api/auth/sign-out',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/change-password',
  'POST /api/auth/revoke-sessions',
  'POST /api/auth/update-user',
]
const CROSS_SITE_HEADERS = [
  { origin: 'http://localhost:3001' },
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  // A page on another origin that the browser still sends the header for.
  { origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' },
]

let adminCookie = ''
let clientCookie = ''
let accountId = ''
const ids: Record<string, string> = {}

// One text per table of the application's schema: equal before and after means nothing changed.
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.db.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )
  const result: Record<string, string> = {}
  for (const { name } of tables.rows) {
    const rows = await t.db.db.execute<{ digest: string }>(
      sql.raw(
        `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
      ),
    )
    result[name] = rows.rows[0]!.digest
  }
  return result
}

async function stateChangingRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  const routes: string[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      if (!['get', 'head', 'options'].includes(method))
        routes.push(`${method.toUpperCase()} ${path}`)
    }
  }
  return routes
}

// Real ids wherever the path names one, so a missing check would really change something.
function concrete(path: string): string {
  return path.replace(/\/([a-z-]+)\/\{[A-Za-z]+\}/g, (_match, collection: string) => {
    return `/${collection}/${ids[collection] ?? crypto.randomUUID()}`
  })
}

beforeAll(async () => {
  adminCookie = await signInAsAdmin(t.app, t.db.db)
  const client = await registerClient(t.app)
  clientCookie = client.cookie
  const organization = client.response.json().organization as { id: string; routeId: string }
  const ig = await createSimAccount(t.sim, { username: uniqueUsername('csrf') })
  const connected = await connectThroughInstagram(t.app, clientCookie, ig.username)
  accountId = connected.json().id
  const post = await createMedia(t.db.db, accountId)
  const comment = await createComment(t.db.db, { id: accountId, organizationId: organization.id })
  Object.assign(ids, {
    organizations: organization.routeId,
    accounts: accountId,
    media: post.id,
    comments: comment.id,
  })
})

describe('cross-site request protection', () => {
  // About 24 requests per state-changing route, hundreds in all: more than the usual 30 s on a
  // busy machine.
  it('refuses every state-changing route from another site, with or without a body, and changes nothing', async () => {
    const routes = [...(await stateChangingRoutes()), ...AUTH_ROUTES]
    expect(routes).toContain('POST /api/accounts/{accountId}/revoke')
    const before = await fingerprint()
    // A route's variants (both users, every cross-site header, with and without a body) are sent
    // together: the test grows with every route Flock adds, and waits on PostgreSQL, not the CPU.
    for (const route of routes) {
      if (SIGNED_CALLBACKS.has(route)) continue
      const [method, path] = route.split(' ') as [string, string]
      const variants = [adminCookie, clientCookie].flatMap((cookie) =>
        CROSS_SITE_HEADERS.flatMap((headers) =>
          [undefined, {}].map((payload) => ({ cookie, headers, payload })),
        ),
      )
      await Promise.all(
        variants.map(async ({ cookie, headers, payload }) => {
          const response = await t.app.inject({
            method: method as 'POST',
            url: concrete(path),
            headers: { ...headers, cookie },
            ...(payload ? { payload } : {}),
          })
          expect(response.statusCode, `${route} ${JSON.stringify(headers)}`).toBe(403)
          expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' })
          expect(response.json().message).toMatch(/another site/)
        }),
      )
    }
    expect(await fingerprint()).toEqual(before)
    const [account] = await t.db.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.id, accountId))
    expect(account).toMatchObject({ status: 'connected' })
    expect(account!.tokenCiphertext).not.toBeNull()
  }, 120_000)

  it('lets Meta reach its signed callbacks from anywhere; their signature decides', async () => {
    const routes = await stateChangingRoutes()
    for (const route of SIGNED_CALLBACKS) {
      expect(routes).toContain(route)
      const path = route.split(' ')[1]!
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { origin: 'https://www.facebook.com', 'sec-fetch-site': 'cross-site' },
        payload: { signed_request: 'forged.forged' },
      })
      expect(response.statusCode, route).toBe(401)
      expect(response.json().code).toBe('INVALID_SIGNATURE')
    }
  })

  it('lets the same requests through from Flock itself and from non-browser clients', async () => {
    const sameOrigin = [
      { origin: TEST_ORIGIN },
      { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      // curl, scripts and servers send neither header, and no browser's cookie with them.
      {},
    ]
    for (const headers of sameOrigin) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { ...headers, cookie: clientCookie },
        payload: {},
      })
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(400)
    }
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/revoke`,
      headers: { origin: TEST_ORIGIN, cookie: clientCookie },
    })
    expect(revoke.statusCode).toBe(200)
    const [account] = await t.db.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.id, accountId))
    expect(account!.tokenCiphertext).toBeNull()
  })
})
