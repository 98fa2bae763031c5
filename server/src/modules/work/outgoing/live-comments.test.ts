import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ARRIVAL_STEPS, DEFAULT_JOB_SETTINGS } from '../../../job-definitions'
import { deliverOutgoing } from './delivery.service'
import { syncAccount } from '../ingest/sync.service'
import { commentFlags, comments } from '../../../db/schema'
import { TEST_ORIGIN, registerClient, useTestApp } from '../../../../test/helper'
import { signInAsAdmin } from '../../../../test/actors'
import {
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  deliverWebhooksTo,
  simControl,
  simLog,
} from '../../../../test/instagram'

// Comments on a live broadcast (decision 077), from the simulator's live_comments webhook to the
// inbox: private replies while on air, never a public one.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  const delivery = await deliverWebhooksTo(t.app, t.sim)
  expect(JSON.stringify(delivery.subscribed)).toContain('"ok":true')
})

async function liveComment(text = `Please pray for my mum ${randomUUID().slice(0, 6)}`) {
  const { cookie } = await registerClient(t.app)
  const ig = await createSimAccount(t.sim, {
    username: `live_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
  })
  await connectThroughInstagram(t.app, cookie, ig.username)
  const live = (await simControl(t.sim, 'live', { account_id: ig.user_id })) as { id: string }
  const simComment = await createSimComment(t.sim, {
    media_id: live.id,
    username: 'maria.live',
    text,
  })
  const [row] = await t.db.db.select().from(comments).where(eq(comments.igCommentId, simComment.id))
  return { live, simComment, row: row!, text }
}

const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  leaseSeconds: DEFAULT_JOB_SETTINGS.leaseSeconds,
  limits: DEFAULT_JOB_SETTINGS.limits,
})

const answer = (commentId: string, kind: 'replies' | 'private-replies', message = 'Praying!') =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}/${kind}`,
    headers: { cookie: admin, origin: TEST_ORIGIN },
    payload: { message, idempotencyKey: randomUUID() },
  })

const privateRepliesOnInstagram = async (igCommentId: string) => {
  const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
    private_replies: { comment_id: string }[]
  }
  return state.private_replies.filter((m) => m.comment_id === igCommentId)
}

const inboxItem = async (commentId: string, search: string) =>
  (
    await t.app.inject({
      url: `/api/comments?search=${encodeURIComponent(search)}&limit=50`,
      headers: { cookie: admin },
    })
  )
    .json()
    .items.find((item: { id: string }) => item.id === commentId)

describe('live comments', () => {
  it('stores a live comment through the arrival steps, marked live in the inbox', async () => {
    const { row, text } = await liveComment()
    expect(row).toMatchObject({ isLive: true, responseStatus: 'pending' })
    expect(row.mediaId).not.toBeNull()
    // Pastoral care read it on arrival, as any comment.
    const flags = await t.db.db
      .select()
      .from(commentFlags)
      .where(eq(commentFlags.workItemId, row.id))
    expect(flags.map((f) => f.flag)).toContain('prayer')
    const item = await inboxItem(row.id, text)
    expect(item.live).toEqual({ endedAt: null })
    expect(item.privateReplyBlockedReason).toBeNull()
  })

  it('sends one private reply during the broadcast and refuses a public one with 409', async () => {
    const { row, simComment } = await liveComment()
    const publicReply = await answer(row.id, 'replies')
    expect(publicReply.statusCode).toBe(409)
    expect(publicReply.json()).toMatchObject({
      code: 'LIVE_COMMENT_PRIVATE_ONLY',
      message: expect.stringContaining('reply privately while it is live'),
    })
    const sent = await answer(row.id, 'private-replies')
    expect(sent.statusCode).toBe(202)
    expect(await privateRepliesOnInstagram(simComment.id)).toHaveLength(1)
    const again = await answer(row.id, 'private-replies', 'Again')
    expect(again.statusCode).toBe(409)
    expect(await privateRepliesOnInstagram(simComment.id)).toHaveLength(1)
    // Flock never asked Instagram for a public reply.
    expect((await simLog(t.sim)).some((c) => c.path.endsWith(`${simComment.id}/replies`))).toBe(
      false,
    )
  })

  it('refuses replies once the broadcast has ended, saying so, and the inbox says it too', async () => {
    const { live, row, simComment, text } = await liveComment()
    await simControl(t.sim, `live/${live.id}/end`)
    const late = await answer(row.id, 'private-replies')
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      code: 'LIVE_BROADCAST_ENDED',
      message: expect.stringContaining('The live broadcast has ended'),
    })
    expect(await privateRepliesOnInstagram(simComment.id)).toEqual([])
    const publicReply = await answer(row.id, 'replies')
    expect(publicReply.statusCode).toBe(409)
    expect(publicReply.json()).toMatchObject({ code: 'LIVE_BROADCAST_ENDED' })
    const item = await inboxItem(row.id, text)
    expect(item.live).toEqual({ endedAt: expect.any(String) })
    expect(item.privateReplyBlockedReason).toMatch(/The live broadcast has ended/)
  })

  it('records the end when Instagram refuses a private reply already on its way', async () => {
    const { live, row, text } = await liveComment()
    // Flock read the broadcast on air; it ends before the reply reaches Instagram.
    await simControl(t.sim, 'faults', {
      path: '*/messages',
      method: 'POST',
      count: 1,
      status_codes: [503],
    })
    const sent = await answer(row.id, 'private-replies')
    expect(sent.statusCode).toBe(202)
    expect(t.jobs.takeFailures()).toHaveLength(1)
    await simControl(t.sim, `live/${live.id}/end`)
    await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    // The retry meets Instagram's window refusal: the reply fails, saying why, once.
    expect(await deliverOutgoing(deps(), sent.json().id)).toBe('failed')
    const item = await inboxItem(row.id, text)
    expect(item.privateReply).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('The live broadcast has ended'),
    })
    expect(item.live).toEqual({ endedAt: expect.any(String) })
  })

  it('shows a broadcast nobody answered as ended after the next sync', async () => {
    const { live, row, text } = await liveComment()
    await simControl(t.sim, `live/${live.id}/end`)
    expect(
      await syncAccount(
        { ...deps(), sleep: async () => {}, arrival: ARRIVAL_STEPS },
        row.accountId,
      ),
    ).toBe('synced')
    const item = await inboxItem(row.id, text)
    expect(item.live).toEqual({ endedAt: expect.any(String) })
    expect(item.privateReplyBlockedReason).toMatch(/The live broadcast has ended/)
  })
})
