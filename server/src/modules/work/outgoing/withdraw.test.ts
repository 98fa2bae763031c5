import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TOutgoing } from '@common/schemas/comment'
import type { TCommentDetail } from '@common/schemas/comment-detail'
import type { TNotifications } from '@common/schemas/notification'
import type { TApprovalDecisionPage, TPendingApprovalPage } from '@common/schemas/reply-approval'
import { comments, outgoingMessages } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { churchWithComments, clearSimLog, simLog } from '../../../../test/instagram'

// The agency withdraws a reply still awaiting the church's approval (decision 053), through the
// HTTP API, against the Instagram simulator over real HTTP: nothing reaches Instagram, the church's
// list forgets it, and the comment takes a corrected reply, which waits for approval in turn.
const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

let agent = ''
let base = ''
beforeAll(async () => {
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent', 'Agent Sam')).cookie
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(cookie) })
const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: as(cookie), payload })
const reply = (commentId: string, message: string, path = 'replies') =>
  post(agent, `/api/comments/${commentId}/${path}`, { message, idempotencyKey: randomUUID() })
const withdraw = (outgoingId: string, cookie = agent) =>
  post(cookie, `/api/outgoing/${outgoingId}/withdraw`)

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

// A church holding every reply for its approval, with a Member, and its comments' rows.
async function church(count = 1, mode: 'off' | 'all' = 'all') {
  const made = await churchWithComments(
    t.app,
    t.sim,
    Array.from({ length: count }, (_, i) => ({ text: `Hello ${i} ${randomUUID().slice(0, 6)}` })),
  )
  const me = (await get(made.cookie, '/api/me')).json() as {
    organization: { id: string; routeId: string }
  }
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${me.organization.routeId}/approval-settings`,
    headers: as(made.cookie),
    payload: { mode, reminderAfterMinutes: null },
  })
  expect(set.statusCode, set.body).toBe(200)
  const member = await signInAsChurchMember(t.app, t.db.db, me.organization.id)
  const rows = []
  for (const igId of made.simComments)
    rows.push((await t.db.db.select().from(comments).where(eq(comments.igCommentId, igId)))[0]!)
  return { churchOwner: made.cookie, member: member.cookie, organization: me.organization, rows }
}

const detail = async (commentId: string) =>
  (await get(agent, `/api/comments/${commentId}`)).json() as TCommentDetail
const pending = async (cookie: string, routeId: string) =>
  (await get(cookie, `/api/organizations/${routeId}/approvals`)).json() as TPendingApprovalPage

describe('withdrawing a reply that waits for the church', () => {
  it('takes it back: nothing posted, gone from the church, the comment open for a corrected reply', async () => {
    const c = await church()
    const comment = c.rows[0]!
    await clearSimLog(t.sim)
    const held = (await reply(comment.id, 'See you on Sunday at 9!')).json() as TOutgoing
    expect((await pending(c.member, c.organization.routeId)).items).toHaveLength(1)

    const withdrawn = await withdraw(held.id)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json()).toMatchObject({ id: held.id, status: 'withdrawn' })

    // The church no longer sees it, in its list, its bell or its decision history.
    expect((await pending(c.member, c.organization.routeId)).items).toEqual([])
    const bell = (await get(c.member, '/api/notifications')).json() as TNotifications
    expect(bell.items.filter((item) => item.kind === 'reply_approval')).toEqual([])
    const history = (
      await get(c.member, `/api/organizations/${c.organization.routeId}/approval-decisions`)
    ).json() as TApprovalDecisionPage
    expect(history.items).toEqual([])

    // The comment is as before the reply: open, no reply on the card, never counted as answered.
    const seen = await detail(comment.id)
    expect(seen.comment).toMatchObject({ responseStatus: 'pending', outgoing: null })
    expect(seen.activity).toContainEqual(
      expect.objectContaining({
        kind: 'reply_withdrawn',
        actorName: 'Agent Sam',
        detail: { text: 'See you on Sunday at 9!' },
      }),
    )
    const [row] = await t.db.db.select().from(comments).where(eq(comments.id, comment.id))
    expect(row).toMatchObject({ firstResponseAt: null, respondedAt: null })

    // The church cannot approve it any more, nor decline it: it is told the agency withdrew it.
    for (const [action, payload] of [
      ['approve', {}],
      ['decline', { reason: 'Typo' }],
    ] as const) {
      const late = await post(c.member, `/api/approvals/${held.id}/${action}`, payload)
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ code: 'REPLY_WITHDRAWN' })
      expect(late.json().message).toMatch(/The agency withdrew this reply before you decided/)
    }
    // Withdrawing again says so.
    const twice = await withdraw(held.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toMatch(/already withdrawn/)

    // The corrected reply waits for approval in turn, and is the one posted.
    const corrected = await reply(comment.id, 'See you on Sunday at 10!')
    expect(corrected.statusCode, corrected.body).toBe(202)
    expect(corrected.json()).toMatchObject({ status: 'awaiting_approval' })
    expect((await pending(c.member, c.organization.routeId)).items).toEqual([
      expect.objectContaining({ id: corrected.json().id, message: 'See you on Sunday at 10!' }),
    ])
    const approved = await post(c.member, `/api/approvals/${corrected.json().id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await repliesOnInstagram(comment.igCommentId)).toEqual([
      expect.objectContaining({ text: 'See you on Sunday at 10!' }),
    ])
    expect(await instagramWrites()).toHaveLength(1)
  })

  it('takes back a private reply too, and lets a corrected one be written', async () => {
    const c = await church()
    const comment = c.rows[0]!
    await clearSimLog(t.sim)
    const held = (await reply(comment.id, 'Message us any time', 'private-replies')).json()
    expect(held).toMatchObject({ kind: 'private_reply', status: 'awaiting_approval' })
    expect((await withdraw(held.id)).statusCode).toBe(200)
    const seen = await detail(comment.id)
    expect(seen.comment.privateReply).toBeNull()
    expect(seen.activity).toContainEqual(
      expect.objectContaining({
        kind: 'reply_withdrawn',
        detail: expect.objectContaining({ private: 'true' }),
      }),
    )
    expect((await pending(c.member, c.organization.routeId)).items).toEqual([])
    // Instagram's one private reply per comment was never used: a corrected one may follow.
    const again = await reply(comment.id, 'Message us any time, we are praying', 'private-replies')
    expect(again.statusCode, again.body).toBe(202)
    expect(again.json()).toMatchObject({ status: 'awaiting_approval' })
    expect(await instagramWrites()).toEqual([])
  })

  it('refuses a reply the church already decided on, or one that never waited', async () => {
    const c = await church(3)
    const [first, second] = c.rows
    const approvedReply = (await reply(first!.id, 'Thank you!')).json() as TOutgoing
    expect((await post(c.member, `/api/approvals/${approvedReply.id}/approve`)).statusCode).toBe(
      200,
    )
    const late = await withdraw(approvedReply.id)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'ALREADY_DECIDED' })
    expect(late.json().message).toMatch(
      /The church has already approved this reply \(Church Member\)/,
    )

    const declinedReply = (await reply(second!.id, 'Thanks!')).json() as TOutgoing
    await post(c.member, `/api/approvals/${declinedReply.id}/decline`, { reason: 'Too short' })
    const afterDecline = await withdraw(declinedReply.id)
    expect(afterDecline.statusCode).toBe(409)
    expect(afterDecline.json().message).toMatch(/already declined this reply/)

    // With approval off a reply goes straight out: there is nothing to withdraw.
    const open = await church(1, 'off')
    const sent = (await reply(open.rows[0]!.id, 'Welcome!')).json() as TOutgoing
    const notWaiting = await withdraw(sent.id)
    expect(notWaiting.statusCode).toBe(409)
    expect(notWaiting.json().message).toMatch(/Only a reply awaiting the church's approval/)
  })

  it('is the agency’s: the church’s people are refused, unknown ids are 404', async () => {
    const c = await church()
    const other = await church()
    const held = (await reply(c.rows[0]!.id, 'Hello!')).json() as TOutgoing
    for (const cookie of [c.churchOwner, c.member, other.churchOwner, other.member]) {
      const refused = await withdraw(held.id, cookie)
      expect(refused.statusCode).toBe(403)
    }
    expect((await withdraw(randomUUID())).statusCode).toBe(404)
    expect((await post(agent, '/api/outgoing/not-an-id/withdraw')).statusCode).toBe(400)
    // Still waiting for the church.
    expect((await pending(c.member, c.organization.routeId)).items).toEqual([
      expect.objectContaining({ id: held.id }),
    ])
  })
})

describe('withdrawing while the church approves', () => {
  it('lets exactly one win, and never posts a withdrawn reply', async () => {
    const rounds = 12
    const c = await church(rounds)
    await clearSimLog(t.sim)
    const overHttp = (cookie: string, url: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...as(cookie), 'content-type': 'application/json' },
        body: '{}',
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    const outcomes = { approved: 0, withdrawn: 0 }
    for (const comment of c.rows) {
      const text = `Thank you ${randomUUID().slice(0, 8)}`
      const held = (await reply(comment.id, text)).json() as TOutgoing
      const [approve, withdrawal] = await Promise.all([
        overHttp(c.member, `/api/approvals/${held.id}/approve`),
        overHttp(agent, `/api/outgoing/${held.id}/withdraw`),
      ])
      expect([approve.status, withdrawal.status].sort()).toEqual([200, 409])
      const onInstagram = await repliesOnInstagram(comment.igCommentId)
      const [row] = await t.db.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.id, held.id))
      if (approve.status === 200) {
        outcomes.approved++
        expect(withdrawal.body).toMatchObject({ code: 'ALREADY_DECIDED' })
        expect(onInstagram).toEqual([expect.objectContaining({ text })])
        expect(row!.status).toBe('sent')
      } else {
        outcomes.withdrawn++
        expect(approve.body).toMatchObject({ code: 'REPLY_WITHDRAWN' })
        expect(onInstagram).toEqual([])
        expect(row!.status).toBe('withdrawn')
        expect((await detail(comment.id)).comment.responseStatus).toBe('pending')
      }
    }
    // One Instagram write per approval won, none for a withdrawal won.
    expect(await instagramWrites()).toHaveLength(outcomes.approved)
    expect(outcomes.approved + outcomes.withdrawn).toBe(rounds)
  })
})
