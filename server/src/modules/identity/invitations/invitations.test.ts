import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationRouteId } from '@common/organization-name'
import { invitations, user } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createOrganization } from '../../../../test/factories'
import {
  registerClient,
  sessionCookie,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp'

const smtp: { server?: TestSmtpServer } = {}
beforeAll(async () => {
  smtp.server = await startTestSmtpServer()
})
afterAll(() => smtp.server?.stop())

// Invitations end to end: the e-mail goes through Flock's send job and a real SMTP server, and
// the link in it is what the invitee follows.
const t = useTestApp(() => ({
  SMTP_URL: smtp.server!.url,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_UP_RATE_LIMIT: '1000',
  INVITATION_EMAIL_RATE_LIMIT: '3',
}))

async function mailTo(email: string) {
  const deadline = Date.now() + 5_000
  while (Date.now() < deadline) {
    const mails = smtp.server!.to(email)
    if (mails.length > 0) return mails.at(-1)!
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`No e-mail arrived for ${email}`)
}

// The token of the newest invitation link e-mailed to `email`.
async function linkTokenFor(email: string, count = 1) {
  const deadline = Date.now() + 5_000
  while (smtp.server!.to(email).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const mail = await mailTo(email)
  const match = /http:\/\/localhost:3000\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  return match![1]!
}

// The one answer for an address held by someone the inviter may not invite, whoever holds it.
const TAKEN_ELSEWHERE = {
  code: 'INVITATION_EMAIL_TAKEN',
  message: 'This e-mail address cannot be invited. Invite them with another address.',
}

const invite = (cookie: string, email: string, teamRole = 'agent') =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: as(cookie),
    payload: { email, teamRole },
  })

const inviteToChurch = (cookie: string, routeId: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/organizations/${routeId}/invitations`,
    headers: as(cookie),
    payload: { email },
  })

const accept = (token: string, name = 'Sam Rivers') =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { origin: TEST_ORIGIN },
    payload: { token, name, password: 'correct horse battery' },
  })

const preview = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/preview',
    headers: { origin: TEST_ORIGIN },
    payload: { token },
  })

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me', headers: as(cookie) })).json()

describe('inviting a teammate', () => {
  it('mails a link; accepting it signs the teammate in with the role', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const email = uniqueEmail('agent')
    const response = await invite(owner.cookie, email)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ email, role: 'Agent', invitedBy: 'Olive Owner' })

    const mail = await mailTo(email)
    expect(mail.subject).toBe('Olive Owner invited you to the Grace Media team')
    expect(mail.text).toContain('join the Grace Media team as an Agent')
    const token = await linkTokenFor(email)
    expect((await preview(token)).json()).toMatchObject({ email, kind: 'team', role: 'Agent' })

    const accepted = await accept(token)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ kind: 'team' })
    expect((await me(sessionCookie(accepted))).user).toMatchObject({
      email,
      name: 'Sam Rivers',
      role: 'admin',
      teamRole: 'agent',
    })
    // Only the hash of the link is kept.
    const [row] = await t.db.db.select().from(invitations).where(eq(invitations.email, email))
    expect(row!.tokenHash).not.toContain(token)
    expect(row!.acceptedAt).not.toBeNull()
  })

  it('works once: a used, expired, revoked or tampered link changes nothing and says whom to ask', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const used = uniqueEmail('used')
    await invite(owner.cookie, used)
    const usedToken = await linkTokenFor(used)
    expect((await accept(usedToken)).statusCode).toBe(200)
    const again = await accept(usedToken, 'Someone Else')
    expect(again.statusCode).toBe(410)
    expect(again.json().message).toBe(
      'This invitation has already been used. Sign in instead, or ask Olive Owner to send a new one.',
    )

    const late = uniqueEmail('late')
    await invite(owner.cookie, late)
    const lateToken = await linkTokenFor(late)
    await t.db.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, late))
    for (const answer of [await preview(lateToken), await accept(lateToken)]) {
      expect(answer.statusCode).toBe(410)
      expect(answer.json().message).toBe(
        'This invitation has expired. Ask Olive Owner to send a new one.',
      )
    }
    expect(await t.db.db.select().from(user).where(eq(user.email, late))).toEqual([])

    const tampered = await accept(`${lateToken.slice(0, -2)}xx`)
    expect(tampered.statusCode).toBe(410)
    expect(tampered.json().message).toMatch(/This invitation link is not valid/)
  })

  it('Resend mails a new link and the old one stops working; Revoke ends it', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const email = uniqueEmail('resent')
    const id = (await invite(owner.cookie, email)).json().id as string
    const first = await linkTokenFor(email, 1)
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/resend`,
      headers: as(owner.cookie),
    })
    expect(resent.statusCode).toBe(200)
    // Mailed: no link comes back to pass on.
    expect(resent.json()).toEqual({ linkToShare: null })
    const second = await linkTokenFor(email, 2)
    expect(second).not.toBe(first)
    expect((await preview(first)).statusCode).toBe(410)
    expect((await preview(second)).statusCode).toBe(200)

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/revoke`,
      headers: as(owner.cookie),
    })
    expect(revoked.statusCode).toBe(204)
    const answer = await accept(second)
    expect(answer.statusCode).toBe(410)
    expect(answer.json().message).toBe(
      'This invitation was withdrawn. Ask Olive Owner to send a new one.',
    )
  })

  it('refuses an address that already belongs to the agency or to a church', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const teammate = await signInAsTeammate(t.app, t.db.db, 'agent')
    const church = await registerClient(t.app)
    const toTeammate = await invite(owner.cookie, teammate.email)
    expect(toTeammate.statusCode).toBe(409)
    expect(toTeammate.json().message).toBe(
      "This e-mail address already belongs to a member of the agency's team.",
    )
    const toChurch = await invite(owner.cookie, church.body.email)
    expect(toChurch.statusCode).toBe(409)
    expect(toChurch.json()).toEqual(TAKEN_ELSEWHERE)
  })

  it("tells a church's Owner the same for every address held outside the church, naming no one", async () => {
    const teammate = await signInAsTeammate(t.app, t.db.db, 'agent')
    const other = await registerClient(t.app)
    const church = await registerClient(t.app)
    const routeId = church.response.json().organization.routeId as string
    const answers = []
    for (const email of [teammate.email, other.body.email]) {
      const response = await inviteToChurch(church.cookie, routeId, email)
      answers.push({ status: response.statusCode, body: response.json() })
    }
    expect(answers).toEqual([
      { status: 409, body: TAKEN_ELSEWHERE },
      { status: 409, body: TAKEN_ELSEWHERE },
    ])
    expect(JSON.stringify(answers)).not.toMatch(/agency|organization|team/i)
    // Its own Owner's address is its own business: that one is said precisely.
    const own = await inviteToChurch(church.cookie, routeId, church.body.email)
    expect(own.json().message).toBe('This person is already a member of this church.')
  })

  it('limits invitations per address', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const email = uniqueEmail('flooded')
    for (let i = 0; i < 3; i++) expect((await invite(owner.cookie, email)).statusCode).toBe(201)
    const limited = await invite(owner.cookie, email)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('RATE_LIMITED')
  })
})

describe('inviting church members', () => {
  it("the church's Owner invites a Member, who lands in the church's portal", async () => {
    const church = await registerClient(t.app)
    const routeId = church.response.json().organization.routeId as string
    const email = uniqueEmail('member')
    const response = await inviteToChurch(church.cookie, routeId, email)
    expect(response.statusCode).toBe(201)
    expect(response.json().role).toBe('Member')
    const token = await linkTokenFor(email)
    const accepted = await accept(token, 'Maria Member')
    expect(accepted.json()).toEqual({ kind: 'church' })
    const member = await me(sessionCookie(accepted))
    expect(member.user).toMatchObject({ role: 'client', churchRole: 'member' })
    expect(member.organization.routeId).toBe(routeId)

    const members = await t.app.inject({
      url: `/api/organizations/${routeId}/members`,
      headers: as(sessionCookie(accepted)),
    })
    expect(members.json()).toMatchObject({ canManage: false, invitations: [] })
    expect(members.json().members.map((m: { name: string }) => m.name)).toContain('Maria Member')
  })

  it('a Member cannot invite or remove members; the Owner can remove them', async () => {
    const church = await registerClient(t.app)
    const organization = church.response.json().organization as { id: string; routeId: string }
    const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
    const refused = await inviteToChurch(member.cookie, organization.routeId, uniqueEmail('x'))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      "Only your church's owner can do this. Ask them to do it for you.",
    )
    const removal = `/api/organizations/${organization.routeId}/members/${member.userId}`
    expect(
      (await t.app.inject({ method: 'DELETE', url: removal, headers: as(member.cookie) }))
        .statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ method: 'DELETE', url: removal, headers: as(church.cookie) }))
        .statusCode,
    ).toBe(204)
    expect(await me(member.cookie)).toBeNull()
  })

  it('an organization the agency created: its first invitee becomes the Owner and signs in to its portal', async () => {
    const admin = await signInAsTeammate(t.app, t.db.db, 'admin', 'Andy Admin')
    const organization = await createOrganization(t.db.db, { name: 'Hillside Fellowship' })
    const routeId = organizationRouteId(organization.slug)
    const email = uniqueEmail('pastor')
    const response = await inviteToChurch(admin.cookie, routeId, email)
    expect(response.statusCode).toBe(201)
    expect(response.json().role).toBe('Owner')
    const mail = await mailTo(email)
    expect(mail.subject).toBe('Andy Admin invited you to Hillside Fellowship on Grace Media')
    const accepted = await accept(await linkTokenFor(email), 'Pastor Paul')
    const pastor = await me(sessionCookie(accepted))
    expect(pastor.user).toMatchObject({ role: 'client', churchRole: 'owner' })
    expect(pastor.organization).toMatchObject({ routeId, name: 'Hillside Fellowship' })
    const portal = await t.app.inject({
      url: `/api/organizations/${routeId}`,
      headers: as(sessionCookie(accepted)),
    })
    expect(portal.statusCode).toBe(200)
  })

  it("refuses another church's person and answers 404 for another church's organization", async () => {
    const church = await registerClient(t.app)
    const other = await registerClient(t.app)
    const routeId = church.response.json().organization.routeId as string
    expect((await inviteToChurch(church.cookie, routeId, other.body.email)).statusCode).toBe(409)
    const foreign = await inviteToChurch(other.cookie, routeId, uniqueEmail('x'))
    expect(foreign.statusCode).toBe(404)
  })
})
