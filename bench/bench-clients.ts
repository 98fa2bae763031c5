import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { hashPassword } from '../server/src/auth/password'
import type { Database } from '../server/src/db/client'
import { createAdminUser } from '../server/src/modules/identity/admin-setup/admin-setup.service'
import { insertMembership } from '../server/src/modules/churches/organizations/organizations.repository'
import { insertUserWithPassword } from '../server/src/modules/identity/users/users.repository'
import { BENCH_ORIGIN } from './flock-app'

export interface BenchClient {
  cookie: string
  organizationId: string
}

const PASSWORD = 'bench password 123'

// `count` signed-in church staff spread over `organizations` organisations. The first of each
// registers it; the others are added as members and sign in, each with a session of their own.
export async function signInClients(
  app: FastifyInstance,
  db: Database,
  count: number,
  organizations: number,
): Promise<BenchClient[]> {
  const clients: BenchClient[] = []
  for (let index = 0; index < organizations; index += 1) {
    const response = await post(app, '/api/register', {
      email: `bench-owner-${index}@example.org`,
      name: 'Ruth Mensah',
      organizationName: `Bench Church ${index}`,
      password: PASSWORD,
    })
    clients.push({ cookie: cookieOf(response), organizationId: response.json().organization.id })
  }
  const organizationIds = clients.map((client) => client.organizationId)
  const passwordHash = await hashPassword(PASSWORD)
  const members = Array.from({ length: count - organizations }, (_, index) => index)
  await inParallel(members, 8, async (index) => {
    const email = `bench-member-${index}@example.org`
    const organizationId = organizationIds[index % organizations]!
    const user = await insertUserWithPassword(db, {
      email,
      name: email,
      role: 'client',
      passwordHash,
    })
    await insertMembership(db, user.id, organizationId, 'member')
    const response = await post(app, '/api/auth/sign-in/email', { email, password: PASSWORD })
    clients.push({ cookie: cookieOf(response), organizationId })
  })
  return clients
}

// Runs `work` over all items with at most `limit` at a time; results keep the items' order.
export async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

async function post(app: FastifyInstance, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { origin: BENCH_ORIGIN },
    payload,
  })
  if (response.statusCode >= 300)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  return response
}

function cookieOf(response: LightMyRequestResponse): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

// A new agency admin signed in over HTTP to the Flock process at `base`: its session cookie
// and user id, for the benchmarks that call the admin API.
export async function signInBenchAdmin(db: Database, base: string) {
  const email = `bench-admin-${Date.now()}@example.org`
  const user = await createAdminUser(db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { cookie, userId: user.id }
}
