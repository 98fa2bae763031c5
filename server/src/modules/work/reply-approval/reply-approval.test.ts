import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TInboxComment, TOutgoing } from '@common/schemas/comment'
import type { TCommentDetail } from '@common/schemas/comment-detail'
import type { TNotifications } from '@common/schemas/notification'
import type {
  TApprovalDecisionPage,
  TApprovalSettings,
  TPendingApprovalPage,
} from '@common/schemas/reply-approval'
import { comments, mailMessages, outgoingMessages } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { churchWithComments, clearSimLog, simLog } from '../../../../test/instagram'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp'

const smtp: { server?: TestSmtpServer } = {}
beforeAll(async () => {
  smtp.server = await startTestSmtpServer()
})
afterAll(() => smtp.server?.stop())

// Reply approval end to end: the agency replies through the HTTP API, the reply is held (the
// Instagram simulator's log shows no call) until the church approves it through the HTTP API,
// and then the ordinary delivery posts it exactly once.
const t = useTestApp(() => ({
  SMTP_URL: smtp.server!.url,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_UP_RATE_LIMIT: '1000',
}))

let agent = ''
let agentEmail = ''
let admin = ''
let owner = ''
let base = ''
beforeAll(async () => {
  const sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Agent Sam')
  agent = sam.cookie
  agentEmail = sam.email
  admin = (await signInAsTeammate(t.app, t.db.db, 'admin', 'Admin Alex')).cookie
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner', 'Owner Olive')).cookie
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(cookie) })
const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: as(cookie), payload })
const put = (cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: as(cookie), payload })

const reply = (commentId: string, message: string, cookie = agent) =>
  post(cookie, `/api/comments/${commentId}/replies`, { message, idempotencyKey: randomUUID() })
const replyPrivately = (commentId: string, message: string) =>
  post(agent, `/api/comments/${commentId}/private-replies`, {
    message,
    idempotencyKey: randomUUID(),
  })

// Every call the simulator received that would put something on Instagram.
const instagramWrites = async () =>
  (await simLog(t.sim)).filter(
    (call) =>
      call.method === 'POST' && (call.path.endsWith('/replies') || call.path.endsWith('/messages')),
  )
const repliesOnInstagram = async (igCommentId: string) => {
  const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
    comments: { id: string; text: string; parent_id?: string | null; parentId?: string | null }[]
  }
  return state.comments.filter((c) => (c.parent_id ?? c.parentId) === igCommentId)
}

// A church with approval set by its Owner, its connected account's comments, and a Member.
async function church(
  mode: 'off' | 'flagged' | 'all',
  texts = [`Lovely photo ${randomUUID().slice(0, 6)}`],
  reminderAfterMinutes: number | null = null,
) {
  const made = await churchWithComments(
    t.app,
    t.sim,
    texts.map((text) => ({ text })),
  )
  const me = (await get(made.cookie, '/api/me')).json() as {
    organization: { id: string; routeId: string }
  }
  const set = await put(
    made.cookie,
    `/api/organizations/${me.organization.routeId}/approval-settings`,
    {
      mode,
      reminderAfterMinutes,
    },
  )
  expect(set.statusCode, set.body).toBe(200)
  const member = await signInAsChurchMember(t.app, t.db.db, me.organization.id)
  const rows = []
  for (const igId of made.simComments)
    rows.push((await t.db.db.select().from(comments).where(eq(comments.igCommentId, igId)))[0]!)
  return { ...made, churchOwner: made.cookie, member, organization: me.organization, rows }
}

const card = async (commentId: string) =>
  ((await get(agent, `/api/comments/${commentId}`)).json() as TCommentDetail).comment
const pending = async (cookie: string, routeId: string) =>
  (await get(cookie, `/api/organizations/${routeId}/approvals`)).json() as TPendingApprovalPage

describe('replies held for the church', () => {
  it('sends nothing to Instagram until the church approves, then exactly one reply', async () => {
    const c = await church('all')
    const comment = c.rows[0]!
    await clearSimLog(t.sim)

    const held = await reply(comment.id, 'Thank you, see you on Sunday!')
    expect(held.statusCode, held.body).toBe(202)
    expect(held.json()).toMatchObject({ status: 'awaiting_approval' })
    expect(await instagramWrites()).toEqual([])
    expect((await card(comment.id)).outgoing).toMatchObject({ status: 'awaiting_approval' })
    // A second reply beside the held one is refused, as beside one being sent.
    expect((await reply(comment.id, 'Another answer')).statusCode).toBe(409)

    // The church sees it, with the comment, and hears of it in the bell.
    const list = await pending(c.member.cookie, c.organization.routeId)
    expect(list.items).toEqual([
      expect.objectContaining({
        id: held.json().id,
        message: 'Thank you, see you on Sunday!',
        writtenBy: 'Agent Sam',
        comment: expect.objectContaining({ id: comment.id, text: comment.text }),
      }),
    ])
    const bell = (await get(c.member.cookie, '/api/notifications')).json() as TNotifications
    expect(bell.items).toContainEqual(
      expect.objectContaining({ kind: 'reply_approval', unread: true }),
    )

    // Two approvals at once over real HTTP (the Owner and a Member): one wins, the other is told.
    const approveOverHttp = (cookie: string) =>
      fetch(`${base}/api/approvals/${held.json().id}/approve`, {
        method: 'POST',
        headers: { ...as(cookie), 'content-type': 'application/json' },
        body: '{}',
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    const [first, second] = await Promise.all([
      approveOverHttp(c.churchOwner),
      approveOverHttp(c.member.cookie),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const loser = first.status === 409 ? first : second
    expect(loser.body).toMatchObject({ code: 'ALREADY_DECIDED' })
    expect(loser.body.message).toMatch(/already approved by/)

    expect(await instagramWrites()).toHaveLength(1)
    expect(await repliesOnInstagram(comment.igCommentId)).toEqual([
      expect.objectContaining({ text: 'Thank you, see you on Sunday!' }),
    ])
    const detail = (await get(agent, `/api/comments/${comment.id}`)).json() as TCommentDetail
    expect(detail.comment).toMatchObject({
      responseStatus: 'responded',
      outgoing: { status: 'sent', review: { decision: 'approved', reason: null } },
    })
    expect(detail.activity.map((entry) => entry.kind)).toContain('reply_approved')
    expect((await pending(c.member.cookie, c.organization.routeId)).items).toEqual([])
  })

  it('posts the church’s edit when it edits and approves', async () => {
    const c = await church('all')
    const comment = c.rows[0]!
    const held = (await reply(comment.id, 'Thanks!')).json() as TOutgoing
    // Written three hours ago, beyond delivery's age limit: its time starts at the approval.
    await t.db.db
      .update(outgoingMessages)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(outgoingMessages.id, held.id))
    const approved = await post(c.member.cookie, `/api/approvals/${held.id}/approve`, {
      message: '  Thank you, from all of us at the church.  ',
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await repliesOnInstagram(comment.igCommentId)).toEqual([
      expect.objectContaining({ text: 'Thank you, from all of us at the church.' }),
    ])
    const detail = (await get(agent, `/api/comments/${comment.id}`)).json() as TCommentDetail
    expect(detail.activity).toContainEqual(
      expect.objectContaining({
        kind: 'reply_approved',
        actorName: 'Church Member',
        detail: { text: 'Thank you, from all of us at the church.', edited: 'true' },
      }),
    )
  })

  it('declines with a reason: nothing is posted, the agency reads why and can reply again', async () => {
    const c = await church('all')
    const comment = c.rows[0]!
    await clearSimLog(t.sim)
    const held = (await reply(comment.id, 'Come along!')).json() as TOutgoing
    const url = `/api/approvals/${held.id}/decline`

    const blank = await post(c.member.cookie, url, { reason: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toMatch(/Say why/)
    expect((await post(c.member.cookie, url, {})).statusCode).toBe(400)
    expect((await post(c.member.cookie, url, { reason: 'x'.repeat(501) })).statusCode).toBe(400)

    const declined = await post(c.member.cookie, url, {
      reason: 'Please mention the 10am service time.',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(await instagramWrites()).toEqual([])
    // A decision already taken is not taken again.
    expect((await post(c.churchOwner, `/api/approvals/${held.id}/approve`)).json()).toMatchObject({
      code: 'ALREADY_DECIDED',
    })
    expect(await instagramWrites()).toEqual([])

    const seen: TInboxComment = await card(comment.id)
    expect(seen).toMatchObject({
      responseStatus: 'pending',
      outgoing: {
        status: 'declined',
        review: {
          decision: 'declined',
          by: 'Church Member',
          reason: 'Please mention the 10am service time.',
        },
      },
    })
    const detail = (await get(agent, `/api/comments/${comment.id}`)).json() as TCommentDetail
    expect(detail.activity).toContainEqual(
      expect.objectContaining({
        kind: 'reply_declined',
        detail: expect.objectContaining({ reason: 'Please mention the 10am service time.' }),
      }),
    )
    // The Agent who wrote it is told: in the bell, and by e-mail.
    const bell = (await get(agent, '/api/notifications')).json() as TNotifications
    expect(bell.items).toContainEqual(
      expect.objectContaining({
        id: `reply_declined:${held.id}`,
        kind: 'reply_declined',
        commentId: comment.id,
        unread: true,
        message: expect.stringContaining('Please mention the 10am service time.'),
      }),
    )
    const mails = await t.db.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.template, 'reply-declined'))
    expect(mails.filter((mail) => mail.to === agentEmail)).toHaveLength(1)
    // The comment is open again: a new reply is held for approval in turn.
    const again = await reply(comment.id, 'Come along to the 10am service!')
    expect(again.statusCode).toBe(202)
    expect(again.json()).toMatchObject({ status: 'awaiting_approval' })
  })

  it('holds a private reply too, and sends it once approved', async () => {
    const c = await church('all', [`Please pray for my dad ${randomUUID().slice(0, 6)}`])
    const comment = c.rows[0]!
    await clearSimLog(t.sim)
    const held = await replyPrivately(comment.id, 'We are praying, message us any time.')
    expect(held.json()).toMatchObject({ kind: 'private_reply', status: 'awaiting_approval' })
    expect(await instagramWrites()).toEqual([])
    const approved = await post(c.churchOwner, `/api/approvals/${held.json().id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await instagramWrites()).toHaveLength(1)
  })

  it('refuses a church’s edit of a private reply over 1,000 bytes of UTF-8', async () => {
    const c = await church('all', [`Please pray for my dad ${randomUUID().slice(0, 6)}`])
    const held = await replyPrivately(c.rows[0]!.id, 'We are praying, message us any time.')
    await clearSimLog(t.sim)
    const edited = await post(c.churchOwner, `/api/approvals/${held.json().id}/approve`, {
      message: '기'.repeat(760),
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json().message).toBe(
      'message: Private replies are limited to 1,000 bytes; this one is 2,280 (Korean and emoji take 3–4 bytes a character).',
    )
    expect(await instagramWrites()).toEqual([])
  })

  it('does not send a held private reply approved after the 7-day window, and says why', async () => {
    const c = await church('all', [`Please pray for my dad ${randomUUID().slice(0, 6)}`])
    const comment = c.rows[0]!
    const held = await replyPrivately(comment.id, 'We are praying, message us any time.')
    expect(held.json()).toMatchObject({ status: 'awaiting_approval' })
    await t.db.db
      .update(comments)
      .set({ commentedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(comments.id, comment.id))
    await clearSimLog(t.sim)
    const approved = await post(c.churchOwner, `/api/approvals/${held.json().id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({
      status: 'failed',
      lastError:
        'Instagram allows a private reply only within 7 days of the comment; this one is older.',
    })
    expect(await instagramWrites()).toEqual([])
  })

  it('for flagged comments only: holds a prayer request, sends a plain comment’s reply', async () => {
    const c = await church('flagged', [
      `Please pray for my mother, she is in hospital ${randomUUID().slice(0, 6)}`,
      `What a lovely photo ${randomUUID().slice(0, 6)}`,
    ])
    const [flagged, plain] = c.rows
    expect((await reply(flagged!.id, 'Praying with you.')).json()).toMatchObject({
      status: 'awaiting_approval',
    })
    await clearSimLog(t.sim)
    expect((await reply(plain!.id, 'Thank you!')).json()).toMatchObject({ status: 'sent' })
    expect(await instagramWrites()).toHaveLength(1)
  })

  it('sends replies at once when approval is off', async () => {
    const c = await church('off')
    expect((await reply(c.rows[0]!.id, 'Thank you!')).json()).toMatchObject({ status: 'sent' })
  })
})

describe('switching approval off while replies wait', () => {
  it('posts nothing undecided: the replies keep waiting, the church is told how many', async () => {
    const c = await church('all', ['First question', 'Second question'])
    const [first, second] = c.rows
    const heldFirst = (await reply(first!.id, 'Answer one')).json() as TOutgoing
    const heldSecond = (await reply(second!.id, 'Answer two')).json() as TOutgoing
    await clearSimLog(t.sim)
    const settingsUrl = `/api/organizations/${c.organization.routeId}/approval-settings`

    for (const mode of ['off', 'flagged'] as const) {
      const changed = await put(c.churchOwner, settingsUrl, { mode, reminderAfterMinutes: null })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json()).toEqual({ mode, reminderAfterMinutes: null, waiting: 2 })
    }
    // The agency and the church's Members read the same count.
    for (const cookie of [agent, c.member.cookie])
      expect(((await get(cookie, settingsUrl)).json() as TApprovalSettings).waiting).toBe(2)
    // Time for any delivery a switch could have set off: none, and both still wait.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await instagramWrites()).toEqual([])
    expect((await card(first!.id)).outgoing).toMatchObject({ status: 'awaiting_approval' })
    expect((await pending(c.member.cookie, c.organization.routeId)).items).toHaveLength(2)

    // Each still needs the church's decision, and gets it as before.
    expect((await post(c.member.cookie, `/api/approvals/${heldFirst.id}/approve`)).statusCode).toBe(
      200,
    )
    const declined = await post(c.member.cookie, `/api/approvals/${heldSecond.id}/decline`, {
      reason: 'We will call her ourselves',
    })
    expect(declined.statusCode).toBe(200)
    expect(await instagramWrites()).toHaveLength(1)
    expect(await repliesOnInstagram(first!.igCommentId)).toHaveLength(1)
    expect(await repliesOnInstagram(second!.igCommentId)).toEqual([])
    expect(((await get(c.churchOwner, settingsUrl)).json() as TApprovalSettings).waiting).toBe(0)
  })
})

describe("the church's decision history", () => {
  it('lists approved, edited and declined replies, newest first, a page at a time', async () => {
    const c = await church('all', ['One', 'Two', 'Three', 'Four'])
    const held = []
    for (const [i, row] of c.rows.entries())
      held.push((await reply(row.id, `Agency answer ${i}`)).json() as TOutgoing)
    const decide = (id: string, path: string, payload: Record<string, unknown> = {}) =>
      post(c.member.cookie, `/api/approvals/${id}/${path}`, payload)
    expect((await decide(held[0]!.id, 'approve')).statusCode).toBe(200)
    expect((await decide(held[1]!.id, 'approve', { message: 'Our own words' })).statusCode).toBe(
      200,
    )
    expect((await decide(held[2]!.id, 'decline', { reason: 'Too casual' })).statusCode).toBe(200)
    // held[3] still waits: it is not a decision.
    const url = `/api/organizations/${c.organization.routeId}/approval-decisions`

    const firstPage = (await get(c.churchOwner, `${url}?limit=2`)).json() as TApprovalDecisionPage
    expect(firstPage.items).toEqual([
      expect.objectContaining({
        id: held[2]!.id,
        decision: 'declined',
        message: 'Agency answer 2',
        reason: 'Too casual',
        reviewerName: 'Church Member',
        writtenBy: 'Agent Sam',
        status: 'declined',
        comment: expect.objectContaining({ id: c.rows[2]!.id, text: 'Three' }),
      }),
      expect.objectContaining({
        id: held[1]!.id,
        decision: 'edited',
        message: 'Our own words',
        originalMessage: 'Agency answer 1',
        reason: null,
      }),
    ])
    expect(firstPage.nextCursor).not.toBeNull()
    const secondPage = (
      await get(
        c.member.cookie,
        `${url}?limit=2&cursor=${encodeURIComponent(firstPage.nextCursor!)}`,
      )
    ).json() as TApprovalDecisionPage
    expect(secondPage).toEqual({
      items: [
        expect.objectContaining({
          id: held[0]!.id,
          decision: 'approved',
          message: 'Agency answer 0',
          originalMessage: null,
          reviewerName: 'Church Member',
        }),
      ],
      nextCursor: null,
    })
    expect(Date.parse(firstPage.items[1]!.reviewedAt)).toBeGreaterThanOrEqual(
      Date.parse(secondPage.items[0]!.reviewedAt),
    )
    // The agency reads it too (it sees the church); a forged cursor is the caller's mistake.
    expect(((await get(agent, url)).json() as TApprovalDecisionPage).items).toHaveLength(3)
    expect((await get(c.member.cookie, `${url}?cursor=nonsense`)).statusCode).toBe(400)
    expect((await get(c.member.cookie, `${url}?limit=0`)).statusCode).toBe(400)
  })

  it("shows another church's member nothing of it", async () => {
    const c = await church('all')
    const other = await church('all')
    const held = (await reply(c.rows[0]!.id, 'Private matter')).json() as TOutgoing
    expect((await post(c.member.cookie, `/api/approvals/${held.id}/approve`)).statusCode).toBe(200)
    for (const cookie of [other.churchOwner, other.member.cookie]) {
      const response = await get(
        cookie,
        `/api/organizations/${c.organization.routeId}/approval-decisions`,
      )
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('Private matter')
      // Its own history holds nothing of the other church's.
      const own = await get(
        cookie,
        `/api/organizations/${other.organization.routeId}/approval-decisions`,
      )
      expect(own.json()).toEqual({ items: [], nextCursor: null })
    }
  })
})

describe('who may decide', () => {
  it('answers 404 to another church, 403 to the agency', async () => {
    const c = await church('all')
    const other = await church('all')
    const held = (await reply(c.rows[0]!.id, 'Hello!')).json() as TOutgoing
    for (const cookie of [other.churchOwner, other.member.cookie]) {
      expect((await post(cookie, `/api/approvals/${held.id}/approve`)).statusCode).toBe(404)
      const decline = await post(cookie, `/api/approvals/${held.id}/decline`, { reason: 'No' })
      expect(decline.statusCode).toBe(404)
    }
    expect(
      (await get(other.member.cookie, `/api/organizations/${c.organization.routeId}/approvals`))
        .statusCode,
    ).toBe(404)
    for (const cookie of [owner, admin, agent]) {
      const approve = await post(cookie, `/api/approvals/${held.id}/approve`)
      expect(approve.statusCode).toBe(403)
      expect(approve.json().message).toMatch(/Only the church itself/)
    }
    expect((await post(c.member.cookie, `/api/approvals/${randomUUID()}/approve`)).statusCode).toBe(
      404,
    )
    expect((await post(c.member.cookie, '/api/approvals/not-an-id/approve')).statusCode).toBe(400)
    // Still waiting, still nothing on Instagram.
    expect((await card(c.rows[0]!.id)).outgoing).toMatchObject({ status: 'awaiting_approval' })
  })

  it('lets only the church’s Owner change the setting; the agency reads it', async () => {
    const c = await church('off')
    const url = `/api/organizations/${c.organization.routeId}/approval-settings`
    const memberTry = await put(c.member.cookie, url, { mode: 'off', reminderAfterMinutes: null })
    expect(memberTry.statusCode).toBe(403)
    for (const cookie of [owner, admin, agent])
      expect((await put(cookie, url, { mode: 'off', reminderAfterMinutes: null })).statusCode).toBe(
        403,
      )
    expect(
      (await put(c.churchOwner, url, { mode: 'sometimes', reminderAfterMinutes: null })).statusCode,
    ).toBe(400)
    const tooSoon = await put(c.churchOwner, url, { mode: 'all', reminderAfterMinutes: 1 })
    expect(tooSoon.statusCode).toBe(400)
    expect(tooSoon.json().message).toMatch(/5 minutes/)
    expect(
      (await put(c.churchOwner, url, { mode: 'all', reminderAfterMinutes: 60 })).json(),
    ).toEqual({
      mode: 'all',
      reminderAfterMinutes: 60,
      waiting: 0,
    })
    expect((await get(agent, url)).json()).toEqual({
      mode: 'all',
      reminderAfterMinutes: 60,
      waiting: 0,
    })
    expect((await get(c.member.cookie, url)).json()).toEqual({
      mode: 'all',
      reminderAfterMinutes: 60,
      waiting: 0,
    })
  })
})

describe('the reminder e-mail', () => {
  it('reaches the church through a real SMTP server when a reply waits, not once decided', async () => {
    const c = await church(
      'all',
      [`Lovely ${randomUUID().slice(0, 6)}`, `Great ${randomUUID().slice(0, 6)}`],
      30,
    )
    t.jobs.takeDeferred()
    const waiting = (await reply(c.rows[0]!.id, 'Thank you for being here!')).json() as TOutgoing
    const decided = (await reply(c.rows[1]!.id, 'Bless you!')).json() as TOutgoing
    const reminders = t.jobs.takeDeferred().filter((job) => job.name === 'remind-reply-approval')
    expect(reminders.map((job) => job.options.startAfterSeconds)).toEqual([1800, 1800])
    await post(c.member.cookie, `/api/approvals/${decided.id}/approve`)

    const ownerEmail = ((await get(c.churchOwner, '/api/me')).json() as { user: { email: string } })
      .user.email
    const before = smtp.server!.received.length
    // Their time has come: the queue runs them.
    for (const job of reminders) await t.jobs.send(job.name, job.data)
    const mails = await smtp.server!.waitFor(before + 2)
    const sent = mails.slice(before)
    expect(sent.map((mail) => mail.to[0]).sort()).toEqual([ownerEmail, c.member.email].sort())
    for (const mail of sent) {
      expect(mail.subject).toMatch(/is waiting for your approval/)
      expect(mail.text).toContain('Thank you for being here!')
      expect(mail.text).toContain('/portal/approvals')
    }
    expect(waiting.status).toBe('awaiting_approval')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.server!.received.length).toBe(before + 2)
  })
})
