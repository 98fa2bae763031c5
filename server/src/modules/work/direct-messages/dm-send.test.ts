import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { comments, directConversations } from '../../../db/schema'
import { useTestApp } from '../../../../test/helper'
import { as, signInAsAdmin, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import {
  clearSimFaults,
  clearSimLog,
  createSimComment,
  createSimMedia,
  deliverWebhooksTo,
  simControl,
  simLog,
} from '../../../../test/instagram'
import {
  churchWithAccount,
  conversationOf,
  followerWrites,
  messagesOf,
} from '../../../../test/direct-messages'

const t = useTestApp({
  SIGN_UP_RATE_LIMIT: '1000',
  SIGN_IN_RATE_LIMIT: '1000',
  INSTAGRAM_HUMAN_AGENT: 'on',
})
let admin = ''
let church: Awaited<ReturnType<typeof churchWithAccount>>
let other: Awaited<ReturnType<typeof churchWithAccount>>

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  church = await churchWithAccount(t.app, t.sim)
  other = await churchWithAccount(t.app, t.sim)
  await deliverWebhooksTo(t.app, t.sim)
})

const follower = () => `follower_${randomUUID().slice(0, 8)}`

async function conversationWith(text = 'Hello church', timestamp?: string) {
  const username = follower()
  await followerWrites(t.sim, {
    account_id: church.ig.user_id,
    username,
    text,
    ...(timestamp ? { timestamp } : {}),
  })
  const conversation = await conversationOf(t.db.db, church.account.id, username)
  return { username, id: conversation!.id }
}

const send = (id: string, body: Record<string, unknown>, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/direct-conversations/${id}/messages`,
    headers: as(cookie),
    payload: { clientKey: randomUUID(), ...body },
  })

const thread = (id: string, cookie = admin) =>
  t.app.inject({ url: `/api/direct-conversations/${id}`, headers: as(cookie) })

const sentOnInstagram = async (username: string) => {
  const { conversations } = (await (
    await fetch(`${t.sim.url}/__sim/messages?account_id=${church.ig.user_id}`)
  ).json()) as {
    conversations: {
      follower: { username: string }
      messages: { text?: string; from_account: boolean }[]
    }[]
  }
  const mine = conversations.find((c) => c.follower.username === username)
  return (mine?.messages ?? []).filter((m) => m.from_account)
}

describe('sending a direct message', () => {
  it('sends once within the window, shows it as Flock’s and never doubles it with its echo', async () => {
    const { id, username } = await conversationWith()
    const key = randomUUID()
    const first = await send(id, { text: 'Hi! How can we help?', clientKey: key })
    expect(first.statusCode).toBe(201)
    const again = await send(id, { text: 'Hi! How can we help?', clientKey: key })
    expect(again.statusCode).toBe(200)
    const stored = await messagesOf(t.db.db, id)
    expect(stored.filter((m) => m.direction === 'outbound')).toEqual([
      expect.objectContaining({
        text: 'Hi! How can we help?',
        sentByFlockUser: expect.any(String),
      }),
    ])
    const view = (await thread(id)).json()
    expect(view.window.state).toBe('open')
    expect(view.messages.at(-1)).toMatchObject({
      sender: 'flock',
      text: 'Hi! How can we help?',
      delivery: { status: 'sent' },
    })
    expect(view.conversation).toMatchObject({ kind: 'conversation', responseStatus: 'responded' })
    const [conversation] = await t.db.db
      .select()
      .from(directConversations)
      .where(eq(directConversations.id, id))
    expect(conversation!.unanswered).toBe(0)
    expect(username).toBeTruthy()
  })

  it('refuses 1,001 bytes before anything is sent', async () => {
    const { id } = await conversationWith()
    await clearSimLog(t.sim)
    const response = await send(id, { text: `${'가'.repeat(333)}ab` })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('1,001')
    expect((await simLog(t.sim)).filter((call) => call.path.endsWith('/messages'))).toEqual([])
    expect((await send(id, { text: '가'.repeat(333) })).statusCode).toBe(201)
  })

  it('refuses a saved reply’s variable left unfilled before anything is sent', async () => {
    const { id } = await conversationWith()
    await clearSimLog(t.sim)
    const response = await send(id, { text: 'Call us on {church.phone} any time' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'UNFILLED_PLACEHOLDER' })
    expect(response.json().message).toContain('{church.phone} is still in the text')
    expect((await simLog(t.sim)).filter((call) => call.path.endsWith('/messages'))).toEqual([])
  })

  it('refuses after 24 hours without the human-agent tag, and sends with it within 7 days', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000).toISOString()
    const { id, username } = await conversationWith('Are you there?', twoDaysAgo)
    await clearSimLog(t.sim)
    const refused = await send(id, { text: 'Sorry for the wait' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('HUMAN_AGENT_UNAVAILABLE')
    expect((await simLog(t.sim)).filter((call) => call.path.endsWith('/messages'))).toEqual([])
    expect((await thread(id)).json().window.state).toBe('human_agent')
    await simControl(t.sim, 'settings', { human_agent_approved: true })
    const sent = await send(id, { text: 'Sorry for the wait', humanAgent: true })
    expect(sent.statusCode).toBe(201)
    expect(sent.json().delivery).toMatchObject({ status: 'sent', humanAgent: true })
    expect((await sentOnInstagram(username)).map((m) => m.text)).toEqual(['Sorry for the wait'])
  })

  it('refuses after 7 days whatever the tag', async () => {
    const longAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString()
    const { id } = await conversationWith('Hello?', longAgo)
    const refused = await send(id, { text: 'Hello', humanAgent: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('WINDOW_CLOSED')
    expect((await thread(id)).json().window.state).toBe('closed')
  })

  it("shows Instagram's 403 code 10 subcode 2534022 as a window problem", async () => {
    const { id } = await conversationWith()
    await simControl(t.sim, 'faults', {
      path: '/*/messages',
      count: 1,
      errors: [
        {
          status: 403,
          code: 10,
          error_subcode: 2534022,
          type: 'IGApiException',
          message: 'This message is sent outside of allowed window.',
        },
      ],
    })
    const response = await send(id, { text: 'Hello again' })
    await clearSimFaults(t.sim)
    expect(response.statusCode).toBe(201)
    expect(response.json().delivery).toMatchObject({ status: 'failed', windowProblem: true })
  })

  it('puts a heart on a follower message', async () => {
    const { id } = await conversationWith('Thank you!')
    const [message] = await messagesOf(t.db.db, id)
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/direct-conversations/${id}/reactions`,
      headers: as(admin),
      payload: { messageId: message!.id },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().reactions).toEqual([{ by: 'account', emoji: '❤️' }])
  })
})

describe('private replies and conversations', () => {
  it('a private reply opens the commenter’s conversation, which their answer joins', async () => {
    const username = follower()
    const media = await createSimMedia(t.sim, church.ig.user_id, { caption: 'Sunday' })
    const created = await createSimComment(t.sim, {
      media_id: media.id,
      username,
      text: 'Where are you?',
    })
    // The comment reaches Flock by its webhook.
    const [comment] = await t.db.db
      .select()
      .from(comments)
      .where(eq(comments.igCommentId, created.id))
    expect(comment).toBeTruthy()
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${comment!.id}/private-replies`,
      headers: as(admin),
      payload: { message: 'We meet at 10 on Sundays', idempotencyKey: randomUUID() },
    })
    expect(reply.statusCode).toBe(202)
    const conversation = await conversationOf(t.db.db, church.account.id, username)
    expect(conversation).not.toBeNull()
    await followerWrites(t.sim, { account_id: church.ig.user_id, username, text: 'Thanks!' })
    const stored = await messagesOf(t.db.db, conversation!.id)
    expect(stored.map((m) => [m.direction, m.text, Boolean(m.sentByFlockUser)])).toEqual([
      ['outbound', 'We meet at 10 on Sundays', true],
      ['inbound', 'Thanks!', false],
    ])
  })
})

describe('the inbox lists conversations and mentions beside comments', () => {
  it('filters by kind, merges them with kind=all and counts them', async () => {
    const { id } = await conversationWith('Inbox listing check')
    const messages = (
      await t.app.inject({ url: '/api/comments?kind=messages&limit=50', headers: as(admin) })
    ).json()
    expect(messages.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      kind: 'conversation',
      lastMessage: { text: 'Inbox listing check', direction: 'inbound' },
      responseStatus: 'pending',
      unread: true,
    })
    const all = (
      await t.app.inject({ url: '/api/comments?kind=all&limit=50', headers: as(admin) })
    ).json()
    expect(new Set(all.items.map((item: { kind: string }) => item.kind))).toContain('conversation')
    const comments = (
      await t.app.inject({ url: '/api/comments?limit=50', headers: as(admin) })
    ).json()
    expect(comments.items.every((item: { kind?: string }) => item.kind === undefined)).toBe(true)
    const counts = (await t.app.inject({ url: '/api/comments/counts', headers: as(admin) })).json()
    expect(counts.kinds.messages.open).toBeGreaterThan(0)
    // Pages follow each other without a gap or a repeat.
    const seen = new Set<string>()
    let cursor: string | null = null
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await t.app.inject({
          url: `/api/comments?kind=all&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
          headers: as(admin),
        })
      ).json()
      for (const item of page.items) {
        expect(seen.has(item.id)).toBe(false)
        seen.add(item.id)
      }
      cursor = page.nextCursor
    } while (cursor)
    expect(seen.size).toBe(all.items.length)
  })

  it('marks done, reopens, assigns, labels and notes a conversation', async () => {
    const { id } = await conversationWith('Work state check')
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent')
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/work-items/${id}/done`,
      headers: as(agent.cookie),
    })
    expect(done.json()).toMatchObject({ responseStatus: 'done', done: { by: expect.any(String) } })
    const reopened = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-items/${id}/done`,
      headers: as(agent.cookie),
    })
    expect(reopened.json().responseStatus).toBe('pending')
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/work-items/${id}/assignee`,
      headers: as(agent.cookie),
      payload: { assigneeId: agent.userId },
    })
    expect(assigned.json().assignee).toMatchObject({ id: agent.userId })
    const label = (
      await t.app.inject({
        method: 'POST',
        url: '/api/labels',
        headers: as(agent.cookie),
        payload: { name: `Prayer ${randomUUID().slice(0, 4)}`, color: 'blue' },
      })
    ).json()
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/work-items/${id}/labels/${label.id}`,
          headers: as(agent.cookie),
        })
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/work-items/${id}/notes`,
          headers: as(agent.cookie),
          payload: { text: 'Called her back' },
        })
      ).statusCode,
    ).toBe(201)
    const view = (await thread(id, agent.cookie)).json()
    expect(view.conversation.labels).toEqual([expect.objectContaining({ id: label.id })])
    expect(view.conversation.assignee).toMatchObject({ id: agent.userId })
  })
})

describe('who may read and answer direct messages', () => {
  it('keeps conversations from other churches and from members outside the privacy setting', async () => {
    const { id } = await conversationWith('Private matter')
    // Another church's owner: not found, whatever they try.
    expect((await thread(id, other.cookie)).statusCode).toBe(404)
    expect((await send(id, { text: 'x' }, other.cookie)).statusCode).toBe(403)
    // The church's own owner reads it; a member does not until the owner allows every member.
    expect((await thread(id, church.cookie)).statusCode).toBe(200)
    const member = await signInAsChurchMember(t.app, t.db.db, church.account.organizationId)
    expect((await thread(id, member.cookie)).statusCode).toBe(404)
    const me = (await t.app.inject({ url: '/api/me', headers: as(church.cookie) })).json()
    const routeId = me.organization?.routeId ?? me.organizations?.[0]?.routeId
    const privacyUrl = `/api/organizations/${routeId}/message-privacy`
    expect((await t.app.inject({ url: privacyUrl, headers: as(church.cookie) })).json()).toEqual({
      readers: 'owner',
    })
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: privacyUrl,
          headers: as(member.cookie),
          payload: { readers: 'all_members' },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: privacyUrl,
          headers: as(admin),
          payload: { readers: 'all_members' },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: privacyUrl,
          headers: as(other.cookie),
          payload: { readers: 'all_members' },
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: privacyUrl,
          headers: as(church.cookie),
          payload: { readers: 'everyone' },
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: privacyUrl,
          headers: as(church.cookie),
          payload: { readers: 'all_members' },
        })
      ).statusCode,
    ).toBe(200)
    expect((await thread(id, member.cookie)).statusCode).toBe(200)
    const list = await t.app.inject({
      url: `/api/organizations/${routeId}/direct-conversations`,
      headers: as(member.cookie),
    })
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(id)
    // Church people read; they never send, react or change the work state.
    expect((await send(id, { text: 'x' }, member.cookie)).statusCode).toBe(403)
    expect((await send(id, { text: 'x' }, church.cookie)).statusCode).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/work-items/${id}/done`,
          headers: as(church.cookie),
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ url: '/api/comments?kind=messages', headers: as(church.cookie) }))
        .statusCode,
    ).toBe(403)
    // Signed out: 401.
    expect((await thread(id, '')).statusCode).toBe(401)
  })

  it('lets every agency role read and answer, and answers 404 for an unknown conversation', async () => {
    const { id } = await conversationWith('Roles check')
    for (const role of ['owner', 'admin', 'agent'] as const) {
      const teammate = await signInAsTeammate(t.app, t.db.db, role)
      expect((await thread(id, teammate.cookie)).statusCode).toBe(200)
      expect((await send(id, { text: `From ${role}` }, teammate.cookie)).statusCode).toBe(201)
    }
    expect((await thread(randomUUID())).statusCode).toBe(404)
    expect((await send(randomUUID(), { text: 'x' })).statusCode).toBe(404)
    expect((await thread('not-an-id')).statusCode).toBe(400)
  })
})
