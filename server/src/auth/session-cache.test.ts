import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, organizations, session, user } from '../db/schema'
import { as } from '../../test/actors'
import { registerClient, useTestApp } from '../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

// Counts the database connections the app's pool hands out while `run` runs: every query
// better-auth or Flock makes checks one out.
async function connectionsUsedBy(run: () => Promise<unknown>): Promise<number> {
  let used = 0
  const count = () => (used += 1)
  t.db.pool.on('acquire', count)
  try {
    await run()
  } finally {
    t.db.pool.off('acquire', count)
  }
  return used
}

async function me(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(cookie) })
  expect(response.statusCode).toBe(200)
  return response.json() as null | {
    user: { id: string; role: string }
    organization: { name: string } | null
  }
}

async function church() {
  const { cookie, response } = await registerClient(t.app)
  const organizationId: string = response.json().organization.id
  const signedIn = await me(cookie)
  return { cookie, organizationId, userId: signedIn!.user.id }
}

// Every change below is made in SQL, behind Flock's back, as a script or another process
// would; the trigger's notification reaches this process's hub, which `flush` waits for.
async function changeInDatabase(change: () => Promise<unknown>) {
  await change()
  await t.app.realtime.flush()
}

describe('the session cache', () => {
  it('answers a signed-in request again without a database round trip', async () => {
    const { cookie } = await church()
    await me(cookie)
    const used = await connectionsUsedBy(async () => {
      for (let i = 0; i < 10; i += 1) await me(cookie)
    })
    expect(used).toBe(0)
  })

  it('forgets a session deleted in the database', async () => {
    const { cookie, userId } = await church()
    await changeInDatabase(() => t.db.db.delete(session).where(eq(session.userId, userId)))
    expect(await me(cookie)).toBeNull()
  })

  it('forgets a role changed in the database', async () => {
    const { cookie, userId } = await church()
    await changeInDatabase(() =>
      t.db.db.update(user).set({ role: 'admin', teamRole: 'agent' }).where(eq(user.id, userId)),
    )
    expect((await me(cookie))!.user.role).toBe('admin')
  })

  it('forgets a membership removed in the database', async () => {
    const { cookie, userId } = await church()
    await changeInDatabase(() => t.db.db.delete(memberships).where(eq(memberships.userId, userId)))
    expect((await me(cookie))!.organization).toBeNull()
  })

  it("forgets an organization's old name when it is renamed", async () => {
    const { cookie, organizationId } = await church()
    await changeInDatabase(() =>
      t.db.db
        .update(organizations)
        .set({ name: 'Renamed Chapel' })
        .where(eq(organizations.id, organizationId)),
    )
    expect((await me(cookie))!.organization!.name).toBe('Renamed Chapel')
  })

  it('serves nothing from memory while it cannot hear changes, and caches again once it can', async () => {
    const { cookie, userId } = await church()
    await t.db.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'flock-realtime' and datname = current_database()`,
    )
    await expect.poll(() => t.app.realtime.listening).toBe(false)
    // A change whose notification nobody heard.
    await t.db.db.update(user).set({ role: 'admin', teamRole: 'agent' }).where(eq(user.id, userId))
    expect((await me(cookie))!.user.role).toBe('admin')
    expect(await connectionsUsedBy(() => me(cookie))).toBeGreaterThan(0)

    await expect.poll(() => t.app.realtime.listening, { timeout: 10_000 }).toBe(true)
    await me(cookie)
    expect(await connectionsUsedBy(() => me(cookie))).toBe(0)
  })

  it('signs out at once in the process that handled the sign-out', async () => {
    const { cookie } = await church()
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(cookie),
    })
    expect(signedOut.statusCode).toBe(200)
    // No flush: the next request must already be refused.
    expect(await me(cookie)).toBeNull()
  })
})
