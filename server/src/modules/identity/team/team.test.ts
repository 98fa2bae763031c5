import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../../db/schema'
import { as, signInAsTeammate } from '../../../../test/actors'
import { signIn, useTestApp } from '../../../../test/helper'
import { connectSse, type SseClient } from '../../../../test/sse-client'

// Streams re-check their session with every heartbeat: 250 ms here, 30 s in production.
const t = useTestApp({ SSE_HEARTBEAT_SECONDS: '0.25', SIGN_IN_RATE_LIMIT: '1000' })
let url = ''
const open: SseClient[] = []
beforeAll(async () => {
  url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
})
afterAll(() => open.forEach((client) => client.close()))

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me', headers: as(cookie) })).json()

const patchRole = (cookie: string, userId: string, teamRole: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/team/members/${userId}`,
    headers: as(cookie),
    payload: { teamRole },
  })

const post = (cookie: string, path: string) =>
  t.app.inject({ method: 'POST', url: path, headers: as(cookie) })

describe('the agency team', () => {
  it('lists teammates with their roles for an Owner; /api/me tells each their role', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Agent')
    const team = await t.app.inject({ url: '/api/team', headers: as(owner.cookie) })
    expect(team.statusCode).toBe(200)
    expect(team.json().members).toContainEqual({
      id: agent.userId,
      name: 'Sam Agent',
      email: agent.email,
      teamRole: 'agent',
      deactivatedAt: null,
      twoFactorEnabled: false,
    })
    expect((await me(agent.cookie)).user).toMatchObject({
      name: 'Sam Agent',
      role: 'admin',
      teamRole: 'agent',
      churchRole: null,
    })
  })

  it('shows the team to Admins (who reset second factors) and refuses Agents with a clear 403', async () => {
    const admin = await signInAsTeammate(t.app, t.db.db, 'admin')
    expect((await t.app.inject({ url: '/api/team', headers: as(admin.cookie) })).statusCode).toBe(
      200,
    )
    const { cookie } = await signInAsTeammate(t.app, t.db.db, 'agent')
    const response = await t.app.inject({ url: '/api/team', headers: as(cookie) })
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe(
      'Agents cannot see the team. Ask an Admin or Owner of your team.',
    )
  })

  it('changes a role at once: a demoted Admin can no longer delete organizations', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const admin = await signInAsTeammate(t.app, t.db.db, 'admin')
    expect((await patchRole(owner.cookie, admin.userId, 'agent')).json().teamRole).toBe('agent')
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: as(admin.cookie),
      payload: {
        organization: 'Grace Chapel Agent',
        contact: '',
        phone: '',
        address: '',
        website: '',
      },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/Agents cannot add, edit or delete organizations/)
  })

  it('deactivates a teammate: signed out everywhere, stream ended, sign-in refused', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Leaving')
    const stream = await connectSse(url, { cookie: agent.cookie })
    open.push(stream)
    await stream.waitFor((frame) => frame.event === 'ready')

    const response = await post(owner.cookie, `/api/team/members/${agent.userId}/deactivate`)
    expect(response.statusCode).toBe(200)
    expect(response.json().deactivatedAt).not.toBeNull()

    expect(await me(agent.cookie)).toBeNull()
    await expect(stream.ended.then(() => 'ended')).resolves.toBe('ended')
    const again = await signIn(t.app, agent.email)
    expect(again.response.statusCode).toBe(403)
    expect(again.response.json().message).toMatch(/deactivated/)
    // The person stays, with their name, for everything they did.
    const [row] = await t.db.db.select().from(user).where(eq(user.id, agent.userId))
    expect(row?.name).toBe('Sam Leaving')

    expect(
      (await post(owner.cookie, `/api/team/members/${agent.userId}/reactivate`)).statusCode,
    ).toBe(200)
    expect((await signIn(t.app, agent.email)).response.statusCode).toBe(200)
  })

  it('refuses to deactivate oneself', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const response = await post(owner.cookie, `/api/team/members/${owner.userId}/deactivate`)
    expect(response.statusCode).toBe(403)
  })

  it('answers 404 for someone who is not on the team', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    expect((await patchRole(owner.cookie, 'no-such-user', 'admin')).statusCode).toBe(404)
  })
})
