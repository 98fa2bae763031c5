import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../../db/schema'
import { hashPassword } from '../../../auth/password'
import { insertMembership } from '../../churches/organizations/organizations.repository'
import { insertUserWithPassword } from '../users/users.repository'
import { as, signInAsTeammate } from '../../../../test/actors'
import { createOrganization } from '../../../../test/factories'
import {
  PASSWORD,
  registerClient,
  sessionCookie,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp'

// Outside review, issue 29: people had no names. "Administrator" twice in a picker, and
// "Grace Chapel London invited you to Grace Chapel London". A name is now asked wherever a
// person is created, changed in account settings, and shown wherever a person is named.
const smtp: { server?: TestSmtpServer } = {}
beforeAll(async () => {
  smtp.server = await startTestSmtpServer()
})
afterAll(() => smtp.server?.stop())

const t = useTestApp(() => ({
  SMTP_URL: smtp.server!.url,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_UP_RATE_LIMIT: '1000',
}))

// Names that must be refused, with the reason the answer gives.
const BAD_NAMES: [string, unknown, RegExp][] = [
  ['a missing name', undefined, /Name is required/],
  ['a blank name', '   ', /Name is required/],
  ['an overlong name', 'R'.repeat(81), /at most 80 characters/],
  ['a NUL byte', 'Ruth\u0000Mensah', /control characters|NUL/],
  ['a line break', 'Ruth\nMensah', /control characters/],
  ['an escape sequence', 'Ruth\u001b[31mMensah', /control characters/],
  ['a right-to-left override', 'Ruth\u202eMensah', /control characters/],
  ['a number', 42, /./],
]

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me', headers: as(cookie) })).json()

const rename = (cookie: string | undefined, name: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/me/name', headers: as(cookie), payload: { name } })

async function mailTo(email: string) {
  const deadline = Date.now() + 5_000
  while (Date.now() < deadline) {
    const mails = smtp.server!.to(email)
    if (mails.length > 0) return mails.at(-1)!
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`No e-mail arrived for ${email}`)
}

const tokenIn = (text: string) => /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)![1]!

const accept = (token: string, name: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { origin: TEST_ORIGIN },
    payload: { token, name, password: PASSWORD },
  })

const preview = async (token: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/invitations/preview',
      headers: { origin: TEST_ORIGIN },
      payload: { token },
    })
  ).json()

describe('registering a church', () => {
  it("asks its Owner's own name, apart from the church's", async () => {
    const { response, cookie } = await registerClient(t.app, {
      name: '  Ruth Mensah ',
      organizationName: `Grace Chapel ${uniqueEmail('x').slice(2, 12)}`,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().user.name).toBe('Ruth Mensah')
    const answer = await me(cookie)
    expect(answer.user.name).toBe('Ruth Mensah')
    expect(answer.organization.name).toMatch(/^Grace Chapel/)
    const members = await t.app.inject({
      url: `/api/organizations/${answer.organization.routeId}/members`,
      headers: as(cookie),
    })
    expect(members.json().members.map((m: { name: string }) => m.name)).toEqual(['Ruth Mensah'])
  })

  it.each(BAD_NAMES)('refuses %s with a 400 and creates nothing', async (_, name, reason) => {
    const email = uniqueEmail('refused')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email,
        name,
        organizationName: `Chapel ${email}`.slice(0, 60),
        password: PASSWORD,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_FAILED')
    expect(response.json().message).toMatch(reason)
    const rows = await t.db.db.select().from(user).where(eq(user.email, email))
    expect(rows).toHaveLength(0)
  })
})

describe('invitations', () => {
  it('read "<inviter> invited you to join <church>", and the invitee gives their own name', async () => {
    const church = await registerClient(t.app, {
      name: 'Ruth Mensah',
      organizationName: 'Grace Chapel London',
    })
    const routeId = church.response.json().organization.routeId as string
    const email = uniqueEmail('member')
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${routeId}/invitations`,
      headers: as(church.cookie),
      payload: { email },
    })
    expect(invited.json().invitedBy).toBe('Ruth Mensah')

    const mail = await mailTo(email)
    expect(mail.subject).toBe('Ruth Mensah invited you to Grace Chapel London on Grace Media')
    expect(mail.text).toContain('Ruth Mensah invited you to join Grace Chapel London')
    const token = tokenIn(mail.text)
    expect(await preview(token)).toMatchObject({
      invitedBy: 'Ruth Mensah',
      organizationName: 'Grace Chapel London',
    })

    // A refused name leaves the link working.
    const refused = await accept(token, 'Sam\u0000')
    expect(refused.statusCode).toBe(400)
    const accepted = await accept(token, ' Sam Rivers ')
    expect(accepted.statusCode).toBe(200)
    expect((await me(sessionCookie(accepted))).user.name).toBe('Sam Rivers')

    const members = await t.app.inject({
      url: `/api/organizations/${routeId}/members`,
      headers: as(church.cookie),
    })
    expect(
      members
        .json()
        .members.map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['Ruth Mensah', 'Sam Rivers'])
  })

  it("name a teammate by the name they gave, on the team's list", async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const email = uniqueEmail('agent')
    await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: as(owner.cookie),
      payload: { email, teamRole: 'agent' },
    })
    const mail = await mailTo(email)
    expect(mail.text).toContain('Olive Owner invited you to join the Grace Media team')
    const token = tokenIn(mail.text)
    for (const [, name] of BAD_NAMES) expect((await accept(token, name)).statusCode).toBe(400)
    expect((await accept(token, 'Ada Agent')).statusCode).toBe(200)
    const team = await t.app.inject({ url: '/api/team', headers: as(owner.cookie) })
    const member = team.json().members.find((m: { email: string }) => m.email === email)
    expect(member.name).toBe('Ada Agent')
  })

  it("show the inviter's name as it is now, once they renamed themselves", async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const email = uniqueEmail('late')
    await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: as(owner.cookie),
      payload: { email, teamRole: 'admin' },
    })
    const token = tokenIn((await mailTo(email)).text)
    expect((await rename(owner.cookie, 'Olive Adeyemi')).statusCode).toBe(200)
    expect((await preview(token)).invitedBy).toBe('Olive Adeyemi')
    const team = await t.app.inject({ url: '/api/team', headers: as(owner.cookie) })
    const pending = team.json().invitations.find((i: { email: string }) => i.email === email)
    expect(pending.invitedBy).toBe('Olive Adeyemi')
  })
})

describe('PUT /api/me/name', () => {
  it('renames a church person, who is then named so in their church', async () => {
    const church = await registerClient(t.app, { name: 'Pastor' })
    const routeId = church.response.json().organization.routeId as string
    const response = await rename(church.cookie, '  Ruth Mensah  ')
    expect(response.statusCode).toBe(200)
    expect(response.json().user.name).toBe('Ruth Mensah')
    expect((await me(church.cookie)).user.name).toBe('Ruth Mensah')
    const members = await t.app.inject({
      url: `/api/organizations/${routeId}/members`,
      headers: as(church.cookie),
    })
    expect(members.json().members[0].name).toBe('Ruth Mensah')
  })

  it("renames a teammate, who is then named so in the team's pickers", async () => {
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Administrator')
    expect((await rename(agent.cookie, 'Ada Lovelace')).statusCode).toBe(200)
    const assignees = await t.app.inject({
      url: `/api/team/assignees?search=${encodeURIComponent(agent.email)}`,
      headers: as(agent.cookie),
    })
    expect(assignees.json().items).toEqual([
      { id: agent.userId, name: 'Ada Lovelace', email: agent.email },
    ])
  })

  it.each(BAD_NAMES)('refuses %s with a 400 and keeps the name', async (_, name, reason) => {
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Ada Agent')
    const response = await rename(agent.cookie, name)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(reason)
    expect((await me(agent.cookie)).user.name).toBe('Ada Agent')
  })

  it("refuses the signed out, and better-auth's own update-user is closed", async () => {
    expect((await rename(undefined, 'Nobody')).statusCode).toBe(401)
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Ada Agent')
    const sideDoor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: as(agent.cookie),
      payload: { name: 'Ruth\nMensah' },
    })
    expect(sideDoor.statusCode).toBe(404)
    expect((await me(agent.cookie)).user.name).toBe('Ada Agent')
  })
})

describe('names given before people were asked (migration 0047, decision 076)', () => {
  it('become the part of the e-mail before the @; a name someone chose stays', async () => {
    const passwordHash = await hashPassword(PASSWORD)
    const organization = await createOrganization(t.db.db)
    const add = (email: string, name: string, role: 'admin' | 'client') =>
      insertUserWithPassword(t.db.db, { email, name, role, passwordHash })
    const admin = await add('pat.admin@grace.example', 'Administrator', 'admin')
    const owner = await add('office@chapel.example', organization.name, 'client')
    await insertMembership(t.db.db, owner.id, organization.id, 'owner')
    const named = await add('ruth@chapel.example', 'Ruth Mensah', 'client')
    await insertMembership(t.db.db, named.id, organization.id, 'member')

    const migration = readFileSync(
      fileURLToPath(new URL('../../../../drizzle/0047_people_names.sql', import.meta.url)),
      'utf8',
    )
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.db.db.execute(sql.raw(statement))
    }
    const nameOf = async (id: string) =>
      (await t.db.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]!.name
    expect(await nameOf(admin.id)).toBe('pat.admin')
    expect(await nameOf(owner.id)).toBe('office')
    expect(await nameOf(named.id)).toBe('Ruth Mensah')
  })
})
