import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { comments, outgoingMessages } from '../../../db/schema'
import { DEFAULT_JOB_SETTINGS } from '../../../job-definitions'
import { TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import { churchWithComments, clearSimLog, simControl, simLog } from '../../../../test/instagram'
import { signInAsAdmin } from '../../../../test/actors'
import { InstagramError } from '../../../integrations/instagram/errors'
import { deliverOutgoing } from './delivery.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  leaseSeconds: DEFAULT_JOB_SETTINGS.leaseSeconds,
  limits: DEFAULT_JOB_SETTINGS.limits,
})
// The inline queue's first attempts that threw a transient error (the real queue retries them).
const transientDeliveryFailures = () => {
  const failures = t.jobs.takeFailures()
  for (const failure of failures) {
    expect(failure.job).toBe('deliver-outgoing-message')
    expect(failure.error).toBeInstanceOf(InstagramError)
  }
  return failures.length
}

// What one attempt ended in, as a word: a thrown (transient) error means the queue retries.
const attempt = (outgoingId: string) =>
  deliverOutgoing(deps(), outgoingId).then(
    (outcome) => (typeof outcome === 'string' ? outcome : 'retry'),
    () => 'retry',
  )
const send = (
  commentId: string,
  message: string,
  idempotencyKey: string = randomUUID(),
  cookie = admin,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}/replies`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { message, idempotencyKey },
  })
const commentRow = async (igCommentId: string) =>
  (await t.db.db.select().from(comments).where(eq(comments.igCommentId, igCommentId)))[0]!
const replyPosts = async (igCommentId: string) =>
  (await simLog(t.sim)).filter(
    (call) => call.method === 'POST' && call.path.endsWith(`/${igCommentId}/replies`),
  )
const repliesOnInstagram = async (igCommentId: string) => {
  const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
    comments: { id: string; parent_id?: string | null; parentId?: string | null }[]
  }
  return state.comments.filter((c) => (c.parent_id ?? c.parentId) === igCommentId)
}

async function oneComment(text = 'Could you pray for my mother?') {
  const church = await churchWithComments(t.app, t.sim, [{ text }])
  const igId = church.simComments[0]!
  return { church, igId, row: await commentRow(igId) }
}

describe('replies reach Instagram exactly once', () => {
  it('posts the reply, then shows the comment as responded', async () => {
    const { igId, row } = await oneComment()
    await clearSimLog(t.sim)
    const response = await send(row.id, '  We are praying with you.  ')
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ kind: 'reply', message: 'We are praying with you.' })
    expect(await commentRow(igId)).toMatchObject({
      responseStatus: 'responded',
      responseText: 'We are praying with you.',
      respondedVia: 'flock',
    })
    expect(await replyPosts(igId)).toHaveLength(1)
    const again = await send(row.id, 'A second answer')
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ALREADY_RESPONDED')
  })

  it('treats a doubled or retried request as one reply', async () => {
    const { igId, row } = await oneComment()
    await clearSimLog(t.sim)
    const key = randomUUID()
    const responses = await Promise.all([
      send(row.id, 'Welcome!', key),
      send(row.id, 'Welcome!', key),
      send(row.id, 'Welcome!', key),
    ])
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1)
    expect(responses.map((r) => r.statusCode)).toEqual([202, 202, 202])
    expect(await replyPosts(igId)).toHaveLength(1)
  })

  it('does not post twice when Instagram took the reply but the answer was lost', async () => {
    const { igId, row } = await oneComment()
    await simControl(t.sim, 'faults', {
      path: `/${igId}/replies`,
      method: 'POST',
      drop_response_after_write: true,
      count: 1,
    })
    try {
      await send(row.id, 'See you on Sunday!')
      // The first attempt failed in the eyes of Flock (the queue would retry it); the retry
      // looks before it posts.
      expect(transientDeliveryFailures()).toBe(1)
      expect((await commentRow(igId)).responseStatus).toBe('sending')
      const outgoingId = (
        await t.app.inject({
          url: `/api/comments?search=${encodeURIComponent('Could you pray')}&limit=50`,
          headers: { cookie: admin },
        })
      )
        .json()
        .items.find((item: { id: string }) => item.id === row.id).outgoing.id
      expect(await deliverOutgoing(deps(), outgoingId)).toBe('sent')
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    expect(await repliesOnInstagram(igId)).toHaveLength(1)
    expect((await commentRow(igId)).responseStatus).toBe('responded')
  })

  it('retries through errors and timeouts and still posts once', async () => {
    const { igId, row } = await oneComment()
    await simControl(t.sim, 'faults', {
      path: `/${igId}/replies`,
      method: 'POST',
      status_codes: [500, 503],
      count: 2,
    })
    try {
      const outgoing = (await send(row.id, 'Thank you!')).json()
      expect(transientDeliveryFailures()).toBe(1)
      let outcome = 'sending'
      for (let round = 0; round < 5 && outcome !== 'sent'; round++)
        outcome = await attempt(outgoing.id)
      expect(outcome).toBe('sent')
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    expect(await repliesOnInstagram(igId)).toHaveLength(1)
  })

  it('gets a batch through 30% errors and timeouts, each reply exactly once', async () => {
    const church = await churchWithComments(
      t.app,
      t.sim,
      Array.from({ length: 10 }, (_, i) => ({ text: `Batch comment ${i}` })),
    )
    const rows = await Promise.all(church.simComments.map((igId) => commentRow(igId)))
    // Errors at random; and the first calls answer after the client gave up (2 s), though they landed.
    await simControl(t.sim, 'faults', {
      path: '*/replies',
      method: 'POST',
      error_rate: 0.3,
      status_codes: [500, 502, 503],
    })
    await simControl(t.sim, 'faults', {
      path: '*/replies',
      method: 'POST',
      latency_ms: 2_500,
      count: 3,
    })
    try {
      const outgoing = await Promise.all(
        rows.map(async (row) => (await send(row.id, `Thank you, ${row.username}!`)).json()),
      )
      for (let round = 0; round < 20; round++) {
        const outcomes = await Promise.all(outgoing.map((o) => attempt(o.id)))
        if (outcomes.every((outcome) => outcome === 'skipped' || outcome === 'sent')) break
      }
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    expect(transientDeliveryFailures()).toBeGreaterThan(0)
    for (const igId of church.simComments) {
      expect(await repliesOnInstagram(igId)).toHaveLength(1)
      expect((await commentRow(igId)).responseStatus).toBe('responded')
    }
  })

  it('shows why a reply failed for good, and lets it be retried or discarded', async () => {
    const { church, igId, row } = await oneComment()
    await fetch(`${t.sim.url}/__sim/state`)
    // The follower deleted the comment on Instagram before the reply went out.
    const token = (await simControl(t.sim, 'tokens', { account_id: church.ig.user_id })) as {
      access_token: string
    }
    await fetch(`${t.sim.url}/${igId}?access_token=${token.access_token}`, { method: 'DELETE' })
    const outgoing = (await send(row.id, 'Bless you')).json()
    const item = (
      await t.app.inject({
        url: `/api/comments?accountId=${row.accountId}`,
        headers: { cookie: admin },
      })
    ).json().items[0]
    expect(item.responseStatus).toBe('pending')
    expect(item.outgoing).toMatchObject({ id: outgoing.id, status: 'failed' })
    expect(item.outgoing.lastError).toMatch(/deleted/)
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/outgoing/${outgoing.id}/retry`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: {},
    })
    expect(retried.json().status).toBe('failed')
    const discarded = await t.app.inject({
      method: 'POST',
      url: `/api/outgoing/${outgoing.id}/discard`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: {},
    })
    expect(discarded.json().status).toBe('discarded')
  })

  it('refuses blank text, hidden comments and clients', async () => {
    const { church, row } = await oneComment()
    const blank = await send(row.id, '   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('message: Reply text must not be blank')
    expect((await send(row.id, 'Hi', randomUUID(), church.cookie)).statusCode).toBe(403)
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${row.id}/hide`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { hidden: true },
    })
    expect(hide.json()).toEqual({ id: row.id, hidden: true })
    const refused = await send(row.id, 'Hi')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('COMMENT_HIDDEN')
  })
})

// Retry, discard and delivery race each other; PostgreSQL decides (the partial unique index
// on active replies, conditional updates under the comment's lock).
describe('replies under concurrency', () => {
  const failPermanently = (igId: string) =>
    simControl(t.sim, 'faults', {
      path: `/${igId}/replies`,
      method: 'POST',
      count: 1,
      errors: [{ status: 400, code: 100, message: 'Invalid parameter' }],
    })
  const post = (path: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: {},
    })
  const outgoingOf = async (id: string) =>
    (await t.db.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0]!

  it('refuses to retry a failed reply while another reply to the comment is on its way', async () => {
    const { igId, row } = await oneComment()
    await failPermanently(igId)
    const first = (await send(row.id, 'First answer')).json()
    expect((await outgoingOf(first.id)).status).toBe('failed')
    await simControl(t.sim, 'faults', {
      path: `/${igId}/replies`,
      method: 'POST',
      status_codes: [503],
      count: 1,
    })
    const second = (await send(row.id, 'Second answer')).json()
    expect(transientDeliveryFailures()).toBe(1)
    expect((await outgoingOf(second.id)).status).toBe('sending')

    const retried = await post(`/api/outgoing/${first.id}/retry`)
    expect(retried.statusCode).toBe(409)
    expect((await outgoingOf(first.id)).status).toBe('failed')
    expect(await attempt(second.id)).toBe('sent')
    expect(await repliesOnInstagram(igId)).toHaveLength(1)
    expect((await commentRow(igId)).responseStatus).toBe('responded')
  })

  it('lets exactly one of a retry and a discard sent at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const { igId, row } = await oneComment(`Round ${round}: pray for us`)
      await failPermanently(igId)
      const failed = (await send(row.id, 'Bless you')).json()
      const [retried, discarded] = await Promise.all([
        post(`/api/outgoing/${failed.id}/retry`),
        post(`/api/outgoing/${failed.id}/discard`),
      ])
      expect([retried.statusCode, discarded.statusCode].sort()).toEqual([200, 409])
      const final = await outgoingOf(failed.id)
      const onInstagram = await repliesOnInstagram(igId)
      if (retried.statusCode === 200) {
        expect(final.status).toBe('sent')
        expect(onInstagram).toHaveLength(1)
      } else {
        expect(final.status).toBe('discarded')
        expect(onInstagram).toHaveLength(0)
        expect((await commentRow(igId)).responseStatus).toBe('pending')
      }
    }
  })

  it('ends a reply that keeps failing as failed after its attempts, with the reason', async () => {
    const { igId, row } = await oneComment()
    await simControl(t.sim, 'faults', {
      path: `/${igId}/replies`,
      method: 'POST',
      status_codes: [503],
    })
    let outcome = 'retry'
    try {
      const outgoing = (await send(row.id, 'We will call you')).json()
      expect(transientDeliveryFailures()).toBe(1)
      const limited = { ...deps(), limits: { maxAttempts: 3, maxAgeSeconds: 3600 } }
      for (let round = 0; round < 6 && outcome === 'retry'; round++)
        outcome = await deliverOutgoing(limited, outgoing.id).then(String, () => 'retry')
      expect(outcome).toBe('failed')
      const final = await outgoingOf(outgoing.id)
      expect(final.status).toBe('failed')
      expect(final.lastError).toMatch(/after 3 attempts/)
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    expect((await commentRow(igId)).responseStatus).toBe('pending')
    expect(await repliesOnInstagram(igId)).toHaveLength(0)
  })
})

describe('authorization of the inbox actions', () => {
  it('refuses every inbox action to clients, even on their own comments, and changes nothing', async () => {
    const { church, row } = await oneComment('Is the café open after service?')
    const outgoing = (await send(row.id, 'Yes, until noon')).json()
    const mediaRow = (
      await t.app.inject({
        url: `/api/accounts/${row.accountId}/posts`,
        headers: { cookie: admin },
      })
    ).json().posts[0]
    expect(mediaRow).toBeDefined()
    const attempts = [
      { method: 'POST' as const, url: `/api/comments/${row.id}/hide`, payload: { hidden: true } },
      { method: 'DELETE' as const, url: `/api/comments/${row.id}` },
      {
        method: 'POST' as const,
        url: `/api/media/${mediaRow.id}/comments`,
        payload: { message: 'Hi', idempotencyKey: randomUUID() },
      },
      { method: 'POST' as const, url: `/api/outgoing/${outgoing.id}/retry`, payload: {} },
      { method: 'POST' as const, url: `/api/outgoing/${outgoing.id}/discard`, payload: {} },
      { method: 'GET' as const, url: `/api/accounts/${row.accountId}/posts` },
    ]
    for (const attempt of attempts) {
      const response = await t.app.inject({
        ...attempt,
        headers: { cookie: church.cookie, origin: TEST_ORIGIN },
      })
      expect(response.statusCode, attempt.url).toBe(403)
      const signedOut = await t.app.inject({ ...attempt, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode, attempt.url).toBe(401)
    }
    expect(await commentRow(church.simComments[0]!)).toMatchObject({
      hidden: false,
      responseStatus: 'responded',
    })
  })
})
