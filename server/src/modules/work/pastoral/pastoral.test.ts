import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TInboxPage } from '@common/schemas/comment'
import type { TCommentDetail } from '@common/schemas/comment-detail'
import type { TNotifications } from '@common/schemas/notification'
import type { TPastoralCasePage } from '@common/schemas/pastoral'
import { commentFlags, comments } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
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
})
afterAll(() => smtp.server?.stop())

// Pastoral care end to end: a comment arrives by Instagram's webhook from the simulator, is
// classified, routed to the church's pastoral contacts (the e-mail goes through Flock's send job
// and a real SMTP server), and followed up by the church while the agency watches.
const t = useTestApp(() => ({
  SMTP_URL: smtp.server!.url,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_UP_RATE_LIMIT: '1000',
}))

let agent = ''
beforeAll(async () => {
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent', 'Agent Sam')).cookie
  await deliverWebhooksTo(t.app, t.sim)
})

// A church with a connected account and one post, its Owner, a Member named as pastoral contact
// and a Member who is not.
async function church(guidance = 'Call our pastor Ana on 020 7946 0000, day or night.') {
  const { cookie: owner, response } = await registerClient(t.app)
  const organization = response.json().organization as { id: string; routeId: string }
  const ig = await createSimAccount(t.sim, {
    username: `care_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
  })
  const post = await createSimMedia(t.sim, ig.user_id, { caption: 'Sunday service' })
  await connectThroughInstagram(t.app, owner, ig.username)
  const contact = await signInAsChurchMember(t.app, t.db.db, organization.id)
  const bystander = await signInAsChurchMember(t.app, t.db.db, organization.id)
  const settings = await t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${organization.routeId}/pastoral-settings`,
    headers: as(owner),
    payload: {
      routingEnabled: true,
      emergencyGuidance: guidance,
      contactUserIds: [contact.userId],
    },
  })
  expect(settings.statusCode, settings.body).toBe(200)
  return { owner, organization, ig, post, contact, bystander }
}

type Church = Awaited<ReturnType<typeof church>>

async function comment(c: Church, text: string, username = 'a.follower') {
  const created = await createSimComment(t.sim, { media_id: c.post.id, username, text })
  const [row] = await t.db.db.select().from(comments).where(eq(comments.igCommentId, created.id))
  expect(row, 'the webhook stored the comment').toBeDefined()
  return row!
}

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(cookie) })
const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: as(cookie), payload })

async function mailsTo(email: string, count: number) {
  const deadline = Date.now() + 5_000
  while (smtp.server!.to(email).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return smtp.server!.to(email)
}

// Time for a mail that should not come to have come.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

async function agencyCard(commentId: string, flag: string) {
  const page = (await get(agent, `/api/comments?flag=${flag}&limit=50`)).json() as TInboxPage
  return page.items.find((item) => item.id === commentId)
}

describe('pastoral care routing', () => {
  it('routes a crisis comment to the pastoral contacts only, with the church guidance', async () => {
    const c = await church()
    const row = await comment(c, "I can't go on anymore, I want to end my life")

    const flags = await t.db.db
      .select()
      .from(commentFlags)
      .where(eq(commentFlags.workItemId, row.id))
    expect(flags.map((f) => f.flag)).toEqual(['crisis'])

    const [mail] = await mailsTo(c.contact.email, 1)
    expect(mail!.subject).toContain('may be from someone in crisis')
    expect(mail!.text).toContain('I want to end my life')
    expect(mail!.text).toContain('Call our pastor Ana')
    expect(mail!.text).toContain('http://localhost:3000/portal/pastoral-care')
    await settle()
    expect(smtp.server!.to(c.bystander.email)).toEqual([])

    // The church's list shows it with its guidance, to every member.
    const list = (
      await get(c.bystander.cookie, `/api/organizations/${c.organization.routeId}/pastoral-care`)
    ).json() as TPastoralCasePage
    expect(list.emergencyGuidance).toContain('Call our pastor Ana')
    expect(list.items.map((item) => [item.commentId, item.flags])).toEqual([[row.id, ['crisis']]])

    // The bell: the contact hears of it, the other member does not.
    const bell = (await get(c.contact.cookie, '/api/notifications')).json() as TNotifications
    expect(bell.items.find((item) => item.kind === 'pastoral_care')).toMatchObject({
      id: `pastoral_care:${row.id}`,
      unread: true,
      message: expect.stringContaining('may be from someone in crisis'),
    })
    const other = (await get(c.bystander.cookie, '/api/notifications')).json() as TNotifications
    expect(other.items.filter((item) => item.kind === 'pastoral_care')).toEqual([])

    // The agency's card carries the flag, routed and not yet seen.
    expect((await agencyCard(row.id, 'crisis'))?.pastoral).toEqual({
      flags: ['crisis'],
      routed: { seenAt: null, seenBy: null, followedUpAt: null, followedUpBy: null, note: null },
    })
  })

  it("opens a crisis comment with the church's guidance and the saved replies marked for crisis", async () => {
    const c = await church('Call Pastor Ana on 020 7946 0001 at any hour.')
    const marked = await post(agent, '/api/saved-replies', {
      title: 'Crisis: we are here',
      text: 'We are so sorry. Please call Pastor Ana at {church.phone}.',
      suggestForCrisis: true,
    })
    expect(marked.statusCode, marked.body).toBe(201)
    const plain = await post(agent, '/api/saved-replies', {
      title: 'Service times (crisis test)',
      text: 'Sundays at 10.',
    })
    expect(plain.statusCode, plain.body).toBe(201)

    const crisis = await comment(c, 'I want to end my life, nobody would miss me')
    const detail = (await get(agent, `/api/comments/${crisis.id}`)).json() as TCommentDetail
    expect(detail.crisis?.guidance).toBe('Call Pastor Ana on 020 7946 0001 at any hour.')
    const titles = detail.crisis?.savedReplies.map((reply) => reply.title) ?? []
    expect(titles).toContain('Crisis: we are here')
    expect(titles).not.toContain('Service times (crisis test)')

    // Any other comment, flagged or not, carries no crisis box.
    const prayer = await comment(c, 'Please pray for our youth camp this weekend')
    const other = (await get(agent, `/api/comments/${prayer.id}`)).json() as TCommentDetail
    expect(other.comment.pastoral?.flags).toEqual(['prayer'])
    expect(other.crisis).toBeNull()
  })

  it('lets the church see and follow up a prayer request, and the agency sees both', async () => {
    const c = await church()
    const row = await comment(c, 'Please pray for my mum, she has surgery on Monday')
    await mailsTo(c.contact.email, 1)

    const seen = await post(c.contact.cookie, `/api/pastoral-care/${row.id}/seen`)
    expect(seen.statusCode, seen.body).toBe(200)
    // A later opening by someone else does not change who saw it first.
    await post(c.bystander.cookie, `/api/pastoral-care/${row.id}/seen`)
    let card = await agencyCard(row.id, 'prayer')
    expect(card?.pastoral?.routed).toMatchObject({ seenBy: 'Church Member', followedUpAt: null })
    expect(card?.pastoral?.routed?.seenAt).toEqual(expect.any(String))

    const done = await post(c.contact.cookie, `/api/pastoral-care/${row.id}/follow-up`, {
      note: 'Pastor Ana called her; the family is coming on Sunday.',
    })
    expect(done.statusCode, done.body).toBe(200)
    card = await agencyCard(row.id, 'prayer')
    expect(card?.pastoral?.routed).toMatchObject({
      followedUpBy: 'Church Member',
      note: 'Pastor Ana called her; the family is coming on Sunday.',
    })

    const again = await post(c.bystander.cookie, `/api/pastoral-care/${row.id}/follow-up`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toContain('already followed up by Church Member')
  })

  it('flags but does not route when the church turned routing off', async () => {
    const c = await church()
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${c.organization.routeId}/pastoral-settings`,
      headers: as(c.owner),
      payload: { routingEnabled: false, emergencyGuidance: '', contactUserIds: [c.contact.userId] },
    })
    expect(off.json()).toMatchObject({ routingEnabled: false })
    const row = await comment(c, 'Prayer request: my son lost his job')
    await settle()
    expect(smtp.server!.to(c.contact.email)).toEqual([])
    const list = (
      await get(c.contact.cookie, `/api/organizations/${c.organization.routeId}/pastoral-care`)
    ).json() as TPastoralCasePage
    expect(list.items).toEqual([])
    expect((await agencyCard(row.id, 'prayer'))?.pastoral).toEqual({
      flags: ['prayer'],
      routed: null,
    })
  })

  it('leaves a look-alike alone: no flag, no case, no mail', async () => {
    const c = await church()
    const row = await comment(c, 'I could kill for a coffee after that sermon, it killed it 🔥')
    await settle()
    expect(
      await t.db.db.select().from(commentFlags).where(eq(commentFlags.workItemId, row.id)),
    ).toEqual([])
    expect(smtp.server!.to(c.contact.email)).toEqual([])
  })

  it('counts the inbox by flag', async () => {
    const c = await church()
    await comment(c, 'My dad passed away last night')
    const counts = (
      await get(agent, `/api/comments/counts?flag=grief&accountId=${await accountIdOf(c)}`)
    ).json()
    expect(counts).toMatchObject({ all: 1 })
  })
})

async function accountIdOf(c: Church) {
  const [row] = await t.db.db
    .select({ accountId: comments.accountId })
    .from(comments)
    .where(eq(comments.organizationId, c.organization.id))
    .limit(1)
  return row!.accountId
}

describe('pastoral care between churches and roles', () => {
  it("never shows one church another's flagged comments", async () => {
    const a = await church()
    const b = await church()
    const row = await comment(a, 'Please pray for us, we lost our home')
    for (const cookie of [b.owner, b.contact.cookie]) {
      expect(
        (await get(cookie, `/api/organizations/${a.organization.routeId}/pastoral-care`))
          .statusCode,
      ).toBe(404)
      expect(
        (await get(cookie, `/api/organizations/${a.organization.routeId}/pastoral-settings`))
          .statusCode,
      ).toBe(404)
      expect((await post(cookie, `/api/pastoral-care/${row.id}/seen`)).statusCode).toBe(404)
      expect((await post(cookie, `/api/pastoral-care/${row.id}/follow-up`)).statusCode).toBe(404)
    }
    const own = (
      await get(b.owner, `/api/organizations/${b.organization.routeId}/pastoral-care`)
    ).json() as TPastoralCasePage
    expect(own.items).toEqual([])
    const bell = (await get(b.contact.cookie, '/api/notifications')).json() as TNotifications
    expect(bell.items.filter((item) => item.kind === 'pastoral_care')).toEqual([])
  })

  it('refuses settings changes by anyone but the church Owner', async () => {
    const c = await church()
    const owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
    const payload = { routingEnabled: false, emergencyGuidance: '', contactUserIds: [] }
    for (const cookie of [c.contact.cookie, agent, owner]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/organizations/${c.organization.routeId}/pastoral-settings`,
        headers: as(cookie),
        payload,
      })
      expect(response.statusCode).toBe(403)
    }
    const settings = (
      await get(c.owner, `/api/organizations/${c.organization.routeId}/pastoral-settings`)
    ).json()
    expect(settings).toMatchObject({
      routingEnabled: true,
      contacts: [{ userId: c.contact.userId }],
    })
  })

  it('refuses the agency marking a flagged comment seen or followed up', async () => {
    const c = await church()
    const row = await comment(c, 'Pray for me, I am in hospital')
    expect((await post(agent, `/api/pastoral-care/${row.id}/seen`)).statusCode).toBe(403)
    expect((await post(agent, `/api/pastoral-care/${row.id}/follow-up`)).statusCode).toBe(403)
    expect((await agencyCard(row.id, 'prayer'))?.pastoral?.routed?.seenAt).toBeNull()
  })

  it('refuses a pastoral contact who is not a member of the church, and saves nothing', async () => {
    const a = await church()
    const b = await church()
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${a.organization.routeId}/pastoral-settings`,
      headers: as(a.owner),
      payload: { routingEnabled: true, emergencyGuidance: 'x', contactUserIds: [b.contact.userId] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('members of your church')
    const settings = (
      await get(a.owner, `/api/organizations/${a.organization.routeId}/pastoral-settings`)
    ).json()
    expect(settings.contacts.map((contact: { userId: string }) => contact.userId)).toEqual([
      a.contact.userId,
    ])
  })

  it('refuses a note longer than the limit with a clear message', async () => {
    const c = await church()
    const row = await comment(c, 'Please pray for my exams')
    const response = await post(c.contact.cookie, `/api/pastoral-care/${row.id}/follow-up`, {
      note: 'x'.repeat(1001),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('at most 1000 characters')
  })
})
