import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TNotifications } from '@common/schemas/notification'
import type { TPastoralSettings } from '@common/schemas/pastoral'
import { comments, memberships } from '../../../db/schema'
import { as, signInAsAdmin, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { registerClient, useTestApp } from '../../../../test/helper'
import {
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  deliverWebhooksTo,
} from '../../../../test/instagram'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp'

const smtp: { server?: TestSmtpServer } = {}
beforeAll(async () => {
  smtp.server = await startTestSmtpServer()
  process.env.FLOCK_TEST_RECIPIENTS_SMTP_URL = smtp.server.url
})
afterAll(() => smtp.server?.stop())

// Who hears of a flagged comment when a church has named no pastoral contact: its Owner, by
// default; and when the church has no Owner either, the agency's Owners, for a crisis. End to
// end: the comment arrives by webhook from the simulator, the mail goes to a real SMTP server.
const t = useTestApp(() => ({
  SMTP_URL: process.env.FLOCK_TEST_RECIPIENTS_SMTP_URL!,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_UP_RATE_LIMIT: '1000',
}))

let agencyOwner: Awaited<ReturnType<typeof signInAsTeammate>>
let agencyAgent: Awaited<ReturnType<typeof signInAsTeammate>>
beforeAll(async () => {
  agencyOwner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Owner Olu')
  agencyAgent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Agent Ada')
  await deliverWebhooksTo(t.app, t.sim)
})

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(cookie) })

const uniqueUsername = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

// Connects an Instagram account as `cookie` (someone in the church) and posts once on it.
async function connectedPost(cookie: string) {
  const ig = await createSimAccount(t.sim, { username: uniqueUsername('care') })
  const post = await createSimMedia(t.sim, ig.user_id, { caption: 'Sunday service' })
  const connected = await connectThroughInstagram(t.app, cookie, ig.username)
  expect(connected.statusCode, connected.body).toBe(200)
  return post
}

async function comment(post: { id: string }, text: string) {
  const created = await createSimComment(t.sim, { media_id: post.id, username: 'a.follower', text })
  const [row] = await t.db.db.select().from(comments).where(eq(comments.igCommentId, created.id))
  expect(row, 'the webhook stored the comment').toBeDefined()
  return row!
}

async function mailsTo(email: string, count: number) {
  const deadline = Date.now() + 5_000
  while (smtp.server!.to(email).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return smtp.server!.to(email)
}

// Time for a mail that should not come to have come.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

const pastoralBell = async (cookie: string) =>
  ((await get(cookie, '/api/notifications')).json() as TNotifications).items.filter(
    (item) => item.kind === 'pastoral_care',
  )

describe('a church that has named no pastoral contact', () => {
  it('tells its Owner of a crisis, by e-mail and the bell, and says so in its settings', async () => {
    const { cookie: owner, response } = await registerClient(t.app)
    const ownerEmail = response.json().user.email as string
    const organization = response.json().organization as { id: string; routeId: string }
    const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
    const post = await connectedPost(owner)

    const settings = (
      await get(owner, `/api/organizations/${organization.routeId}/pastoral-settings`)
    ).json() as TPastoralSettings
    expect(settings.routingEnabled).toBe(true)
    expect(settings.contacts).toEqual([])
    expect(settings.owners.map((person) => person.email)).toEqual([ownerEmail])

    const row = await comment(post, 'I have the pills ready, goodbye everyone')
    const [mail] = await mailsTo(ownerEmail, 1)
    expect(mail!.subject).toContain('may be from someone in crisis')
    expect(mail!.text).toContain('I have the pills ready')
    expect(mail!.text).toContain("as your church's Owner: no pastoral contacts are named yet")
    expect(await pastoralBell(owner)).toEqual([
      expect.objectContaining({ id: `pastoral_care:${row.id}`, unread: true }),
    ])
    // A Member is not told; nor is the agency, while someone at the church is.
    await settle()
    expect(smtp.server!.to(member.email)).toEqual([])
    expect(await pastoralBell(member.cookie)).toEqual([])
    expect(smtp.server!.to(agencyOwner.email)).toEqual([])
    expect(
      (await pastoralBell(agencyOwner.cookie)).filter((item) => item.id.endsWith(row.id)),
    ).toEqual([])
  })

  it('stops telling the Owner once contacts are named, and tells them instead', async () => {
    const { cookie: owner, response } = await registerClient(t.app)
    const ownerEmail = response.json().user.email as string
    const organization = response.json().organization as { id: string; routeId: string }
    const contact = await signInAsChurchMember(t.app, t.db.db, organization.id)
    const post = await connectedPost(owner)
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.routeId}/pastoral-settings`,
      headers: as(owner),
      payload: { routingEnabled: true, emergencyGuidance: '', contactUserIds: [contact.userId] },
    })
    expect(named.statusCode, named.body).toBe(200)

    const row = await comment(post, "I don't want to be here anymore. Nobody would even notice.")
    const [mail] = await mailsTo(contact.email, 1)
    expect(mail!.text).toContain('named you one of its pastoral contacts')
    expect(await pastoralBell(contact.cookie)).toEqual([
      expect.objectContaining({ id: `pastoral_care:${row.id}` }),
    ])
    await settle()
    expect(smtp.server!.to(ownerEmail)).toEqual([])
    expect(await pastoralBell(owner)).toEqual([])
  })
})

describe('a church with no one to tell', () => {
  // A church the agency added, whose only person is a Member: no contact named, no Owner. The
  // Member was allowed to connect the church's accounts (by the Owner who has since left).
  async function churchWithoutOwner() {
    const admin = await signInAsAdmin(t.app, t.db.db)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: as(admin),
      payload: { organization: `No Owner ${Math.random().toString(36).slice(2, 8)}` },
    })
    expect(created.statusCode, created.body).toBe(201)
    const organization = created.json() as { id: string; routeId: string }
    const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
    await t.db.db
      .update(memberships)
      .set({ manageAccounts: true })
      .where(eq(memberships.userId, member.userId))
    const post = await connectedPost(member.cookie)
    return { organization, member, post }
  }

  it("sends a crisis to the agency's Owners, by e-mail and the bell, and only a crisis", async () => {
    const c = await churchWithoutOwner()
    const settings = (
      await get(c.member.cookie, `/api/organizations/${c.organization.routeId}/pastoral-settings`)
    ).json() as TPastoralSettings
    expect(settings).toMatchObject({ routingEnabled: true, contacts: [], owners: [] })

    const crisis = await comment(c.post, 'I want to end my life tonight')
    const mails = await mailsTo(agencyOwner.email, 1)
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('may be from someone in crisis'),
    ])
    expect(mails[0]!.text).toContain('as an Owner of the agency')
    expect(mails[0]!.text).toContain('/comments?flag=crisis')
    expect(await pastoralBell(agencyOwner.cookie)).toContainEqual(
      expect.objectContaining({ id: `pastoral_care:${crisis.id}`, unread: true }),
    )
    // The agency's other roles are not Owners; the Member was not named.
    expect(await pastoralBell(agencyAgent.cookie)).toEqual([])
    expect(smtp.server!.to(agencyAgent.email)).toEqual([])
    expect(smtp.server!.to(c.member.email)).toEqual([])

    // A prayer request is the church's to hear of, not the agency's Owners'.
    await comment(c.post, 'Please pray for my mum, she has surgery on Monday')
    await settle()
    expect(smtp.server!.to(agencyOwner.email)).toHaveLength(1)
  })
})
