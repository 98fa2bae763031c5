import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TNotifications } from '@common/schemas/notification'
import type { TPendingMessageApprovalPage } from '@common/schemas/reply-approval'
import { directConversations, mailMessages, outgoingMessages } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { clearSimLog, deliverWebhooksTo, simLog } from '../../../../test/instagram'
import { churchWithAccount, conversationOf, followerWrites } from '../../../../test/direct-messages'

// A direct message held for the church's approval (decision 075), end to end through HTTP: the
// agency sends it, the church's approvals list shows it with the follower's last messages, and
// the church approves (Instagram, the simulator, receives it once) or declines it with a reason.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

let agent = { cookie: '', email: '', userId: '' }
let other: Awaited<ReturnType<typeof churchWithAccount>>
beforeAll(async () => {
  const sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Agent Sam')
  agent = { cookie: sam.cookie, email: sam.email, userId: sam.userId }
  other = await churchWithAccount(t.app, t.sim)
  await deliverWebhooksTo(t.app, t.sim)
})

const get = (cookie: string, url: string) => t.app.inject({ url, headers: as(cookie) })
const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: as(cookie), payload })
const put = (cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: as(cookie), payload })

// A church that approves every reply, with a Member and a follower who wrote to it.
async function churchWithHeldMessage(text = 'Hi! Will you pray for my mum?') {
  const church = await churchWithAccount(t.app, t.sim)
  const me = (await get(church.cookie, '/api/me')).json() as {
    organization: { id: string; routeId: string }
  }
  const routeId = me.organization.routeId
  expect(
    (
      await put(church.cookie, `/api/organizations/${routeId}/approval-settings`, {
        mode: 'all',
        reminderAfterMinutes: null,
      })
    ).statusCode,
  ).toBe(200)
  const username = `follower_${randomUUID().slice(0, 8)}`
  await followerWrites(t.sim, { account_id: church.ig.user_id, username, text: 'Hello church' })
  await followerWrites(t.sim, { account_id: church.ig.user_id, username, text })
  const conversation = (await conversationOf(t.db.db, church.account.id, username))!
  await clearSimLog(t.sim)
  const sent = await post(agent.cookie, `/api/direct-conversations/${conversation.id}/messages`, {
    clientKey: randomUUID(),
    text: 'Of course, we are praying for her today.',
  })
  expect(sent.statusCode, sent.body).toBe(201)
  expect(sent.json().delivery).toMatchObject({ status: 'awaiting_approval' })
  const member = await signInAsChurchMember(t.app, t.db.db, me.organization.id)
  return {
    church,
    routeId,
    member,
    username,
    conversationId: conversation.id,
    outgoingId: sent.json().delivery.outgoingId as string,
  }
}

const messageApprovals = async (cookie: string, routeId: string) =>
  get(cookie, `/api/organizations/${routeId}/message-approvals`)

const sendsToInstagram = async () =>
  (await simLog(t.sim)).filter((call) => call.method === 'POST' && call.path.endsWith('/messages'))

const sentToFollower = async (accountIgId: string, username: string) => {
  const { conversations } = (await (
    await fetch(`${t.sim.url}/__sim/messages?account_id=${accountIgId}`)
  ).json()) as {
    conversations: {
      follower: { username: string }
      messages: { text?: string; from_account: boolean }[]
    }[]
  }
  const mine = conversations.find((c) => c.follower.username === username)
  return (mine?.messages ?? []).filter((m) => m.from_account).map((m) => m.text)
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  for (let i = 0; i < 50; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return read()
}

const outgoing = async (id: string) =>
  (await t.db.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0]!

describe('a direct message held for the church', () => {
  it('is listed with the follower’s last messages and sent once when the Owner approves', async () => {
    const held = await churchWithHeldMessage()
    expect(await sendsToInstagram()).toEqual([])
    const list = await messageApprovals(held.church.cookie, held.routeId)
    expect(list.statusCode, list.body).toBe(200)
    const page = list.json() as TPendingMessageApprovalPage
    expect(page.items).toEqual([
      expect.objectContaining({
        id: held.outgoingId,
        kind: 'direct_message',
        message: 'Of course, we are praying for her today.',
        writtenBy: 'Agent Sam',
        conversation: expect.objectContaining({
          id: held.conversationId,
          username: held.username,
          windowEndsAt: expect.any(String),
        }),
      }),
    ])
    expect(page.items[0]!.conversation.recent.map((m) => [m.direction, m.text])).toEqual([
      ['inbound', 'Hello church'],
      ['inbound', 'Hi! Will you pray for my mum?'],
    ])
    // Held direct messages are not in the replies' list (its items answer comments).
    const replies = await get(held.church.cookie, `/api/organizations/${held.routeId}/approvals`)
    expect(replies.json().items).toEqual([])

    const approved = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(
      await until(
        () => sentToFollower(held.church.ig.user_id, held.username),
        (texts) => texts.length > 0,
      ),
    ).toEqual(['Of course, we are praying for her today.'])
    // A second approval (a double click, another Owner) sends nothing more.
    const again = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/approve`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already approved/)
    expect(
      (
        await until(
          () => outgoing(held.outgoingId),
          (row) => row.status === 'sent',
        )
      ).status,
    ).toBe('sent')
    expect(await sentToFollower(held.church.ig.user_id, held.username)).toHaveLength(1)
    // The agency's thread shows it sent; the church's list is empty again.
    const thread = await get(agent.cookie, `/api/direct-conversations/${held.conversationId}`)
    expect(thread.json().messages.at(-1)).toMatchObject({
      text: 'Of course, we are praying for her today.',
      delivery: { status: 'sent' },
    })
    expect((await messageApprovals(held.church.cookie, held.routeId)).json().items).toEqual([])
    // The decision joins the church's history, for those who may read its messages.
    const decisions = async (cookie: string) =>
      (await get(cookie, `/api/organizations/${held.routeId}/approval-decisions`)).json().items
    expect(await decisions(held.church.cookie)).toEqual([
      expect.objectContaining({
        id: held.outgoingId,
        kind: 'direct_message',
        decision: 'approved',
        comment: expect.objectContaining({
          username: held.username,
          text: 'Hi! Will you pray for my mum?',
        }),
      }),
    ])
    expect(await decisions(held.member.cookie)).toEqual([])
  })

  it('rings the bell of those who may read the church’s messages, and only theirs', async () => {
    const held = await churchWithHeldMessage()
    const bell = async (cookie: string) =>
      ((await get(cookie, '/api/notifications')).json() as TNotifications).items
        .filter((item) => item.kind === 'reply_approval')
        .map((item) => item.message)
    expect(await bell(held.church.cookie)).toEqual([
      `A message to @${held.username} on @${held.church.ig.username} is waiting for your approval`,
    ])
    // A Member outside the church's reader setting is not told of it.
    expect(await bell(held.member.cookie)).toEqual([])
    const declined = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/decline`, {
      reason: 'Our pastor will call her herself.',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(await bell(held.church.cookie)).toEqual([])
  })

  it('sends the church’s own version when it edits and approves, within the byte limit', async () => {
    const held = await churchWithHeldMessage()
    const tooLong = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/approve`, {
      message: '가'.repeat(334),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toContain('this one is 1,002')
    const edited = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/approve`, {
      message: 'We are praying for her. Pastor Ann will call you today.',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(
      await until(
        () => sentToFollower(held.church.ig.user_id, held.username),
        (texts) => texts.length > 0,
      ),
    ).toEqual(['We are praying for her. Pastor Ann will call you today.'])
    const row = await outgoing(held.outgoingId)
    expect(row.originalMessage).toBe('Of course, we are praying for her today.')
  })

  it('tells the Agent who wrote it when the church declines, and sends nothing', async () => {
    const held = await churchWithHeldMessage()
    const blank = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/decline`, {
      reason: '  ',
    })
    expect(blank.statusCode).toBe(400)
    const declined = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/decline`, {
      reason: 'Pastor Ann will call her herself.',
    })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json()).toMatchObject({ status: 'declined' })
    expect(await sendsToInstagram()).toEqual([])
    const thread = await get(agent.cookie, `/api/direct-conversations/${held.conversationId}`)
    expect(thread.json().messages.at(-1)).toMatchObject({ delivery: { status: 'declined' } })
    const bell = (await get(agent.cookie, '/api/notifications')).json() as TNotifications
    expect(bell.items).toContainEqual(
      expect.objectContaining({
        id: `reply_declined:${held.outgoingId}`,
        kind: 'reply_declined',
        conversationId: held.conversationId,
        message: expect.stringContaining('Pastor Ann will call her herself.'),
      }),
    )
    const mails = await t.db.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.template, 'reply-declined'))
    expect(
      mails.filter(
        (mail) =>
          mail.to === agent.email &&
          (mail.data as { conversationId?: string }).conversationId === held.conversationId,
      ),
    ).toHaveLength(1)
    // Declined once: approving it afterwards says who decided first.
    const late = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/approve`)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toMatch(/already declined/)
  })

  it('explains, and sends nothing, when Instagram’s window closed before the approval', async () => {
    const held = await churchWithHeldMessage()
    // The follower's last message is now 25 hours old.
    await t.db.db
      .update(directConversations)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(directConversations.id, held.conversationId))
    const approved = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/approve`)
    expect(approved.statusCode).toBe(409)
    expect(approved.json()).toMatchObject({
      code: 'WINDOW_CLOSED',
      message: expect.stringContaining(`Nothing was sent to @${held.username}`),
    })
    expect(approved.json().message).toContain('24 hours')
    expect((await outgoing(held.outgoingId)).status).toBe('awaiting_approval')
    expect(await sendsToInstagram()).toEqual([])
    // It still waits, and can be declined with a note for the agency.
    const declined = await post(held.church.cookie, `/api/approvals/${held.outgoingId}/decline`, {
      reason: 'Too late now, I will call her.',
    })
    expect(declined.statusCode).toBe(200)
  })
})

describe('who sees and decides a held direct message', () => {
  it('is not found for another church', async () => {
    const held = await churchWithHeldMessage()
    expect((await messageApprovals(other.cookie, held.routeId)).statusCode).toBe(404)
    const approve = await post(other.cookie, `/api/approvals/${held.outgoingId}/approve`)
    expect(approve.statusCode).toBe(404)
    const decline = await post(other.cookie, `/api/approvals/${held.outgoingId}/decline`, {
      reason: 'Not ours',
    })
    expect(decline.statusCode).toBe(404)
    expect((await outgoing(held.outgoingId)).status).toBe('awaiting_approval')
  })

  it('is not found for a Member the church’s message privacy leaves out, until it lets them read', async () => {
    const held = await churchWithHeldMessage()
    const { member } = held
    expect((await messageApprovals(member.cookie, held.routeId)).statusCode).toBe(404)
    expect(
      (await post(member.cookie, `/api/approvals/${held.outgoingId}/approve`)).statusCode,
    ).toBe(404)
    expect(
      (
        await post(member.cookie, `/api/approvals/${held.outgoingId}/decline`, {
          reason: 'No',
        })
      ).statusCode,
    ).toBe(404)
    expect((await outgoing(held.outgoingId)).status).toBe('awaiting_approval')
    expect(await sendsToInstagram()).toEqual([])
    const privacy = await put(
      held.church.cookie,
      `/api/organizations/${held.routeId}/message-privacy`,
      { readers: 'all_members' },
    )
    expect(privacy.statusCode).toBe(200)
    const list = await messageApprovals(member.cookie, held.routeId)
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([held.outgoingId])
    expect(
      (await post(member.cookie, `/api/approvals/${held.outgoingId}/approve`)).statusCode,
    ).toBe(200)
  })

  it('lets the agency read the list but never decide, and refuses the signed-out', async () => {
    const held = await churchWithHeldMessage()
    for (const role of ['owner', 'admin', 'agent'] as const) {
      const teammate = await signInAsTeammate(t.app, t.db.db, role)
      expect((await messageApprovals(teammate.cookie, held.routeId)).statusCode).toBe(200)
      expect(
        (await post(teammate.cookie, `/api/approvals/${held.outgoingId}/approve`)).statusCode,
      ).toBe(403)
      expect(
        (
          await post(teammate.cookie, `/api/approvals/${held.outgoingId}/decline`, {
            reason: 'x',
          })
        ).statusCode,
      ).toBe(403)
    }
    expect((await messageApprovals('', held.routeId)).statusCode).toBe(401)
    expect((await outgoing(held.outgoingId)).status).toBe('awaiting_approval')
  })
})
