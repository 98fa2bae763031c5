import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { commentActivity, comments, instagramAccounts, outgoingMessages } from '../../../db/schema'
import { DEFAULT_JOB_SETTINGS } from '../../../job-definitions'
import { TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import { churchWithComments, simControl } from '../../../../test/instagram'
import { signInAsAdmin, signInAsTeammate } from '../../../../test/actors'
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

const sendPrivately = (
  commentId: string,
  message: string,
  idempotencyKey: string = randomUUID(),
  cookie = admin,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${commentId}/private-replies`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { message, idempotencyKey },
  })

const commentRow = async (igCommentId: string) =>
  (await t.db.db.select().from(comments).where(eq(comments.igCommentId, igCommentId)))[0]!

// What Instagram holds: the private replies sent about this comment.
const privateRepliesOnInstagram = async (igCommentId: string) => {
  const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
    private_replies: { comment_id: string; text: string }[]
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

async function oneComment(text = `Please pray for my dad ${randomUUID().slice(0, 8)}`) {
  const church = await churchWithComments(t.app, t.sim, [{ text }])
  const igId = church.simComments[0]!
  return { church, igId, text, row: await commentRow(igId) }
}

describe('private replies reach the commenter exactly once', () => {
  it('answers a comment already marked Done: it reached the follower (decision 074)', async () => {
    const { igId, row } = await oneComment()
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${row.id}/done`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
    })
    expect(done.statusCode).toBe(200)
    expect((await commentRow(igId)).firstResponseAt).toBeNull()
    expect((await sendPrivately(row.id, 'We are praying with you.')).statusCode).toBe(202)
    const answered = await commentRow(igId)
    expect(answered).toMatchObject({ responseStatus: 'done', firstResponseAt: expect.any(Date) })
    const [sent] = await t.db.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.workItemId, row.id))
    expect(sent).toMatchObject({ status: 'sent' })
  })

  it('sends a direct message, marks the comment responded and shows who sent it', async () => {
    const { igId, row, text } = await oneComment()
    const response = await sendPrivately(row.id, '  We are praying with you, message us anytime.  ')
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ kind: 'private_reply' })
    expect(await privateRepliesOnInstagram(igId)).toEqual([
      expect.objectContaining({ text: 'We are praying with you, message us anytime.' }),
    ])
    expect(await commentRow(igId)).toMatchObject({
      responseStatus: 'responded',
      respondedVia: 'flock',
    })
    const item = await inboxItem(row.id, text)
    expect(item.privateReply).toMatchObject({ status: 'sent', by: expect.any(String) })
    expect(item.privateReplyBlockedReason).toBeNull()
    // The public reply's state is not the private one's.
    expect(item.outgoing).toBeNull()
    const activity = await t.db.db
      .select()
      .from(commentActivity)
      .where(eq(commentActivity.workItemId, row.id))
    expect(activity.map((entry) => entry.kind)).toEqual(['replied_privately'])
  })

  it('refuses a second private reply, also when two are sent at once', async () => {
    const { igId, row } = await oneComment()
    const [first, second] = await Promise.all([
      sendPrivately(row.id, 'First'),
      sendPrivately(row.id, 'Second'),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409])
    const refused = first.statusCode === 409 ? first : second
    expect(refused.json()).toMatchObject({
      code: 'ALREADY_PRIVATELY_REPLIED',
      message: 'Instagram allows one private reply per comment, and this comment has one.',
    })
    const again = await sendPrivately(row.id, 'Third')
    expect(again.statusCode).toBe(409)
    expect(await privateRepliesOnInstagram(igId)).toHaveLength(1)
  })

  it('treats a doubled request as one private reply', async () => {
    const { igId, row } = await oneComment()
    const key = randomUUID()
    const responses = await Promise.all([
      sendPrivately(row.id, 'Hello', key),
      sendPrivately(row.id, 'Hello', key),
    ])
    expect(responses.map((r) => r.statusCode)).toEqual([202, 202])
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1)
    expect(await privateRepliesOnInstagram(igId)).toHaveLength(1)
  })

  // Instagram refuses a second private reply with 10900, or with 100/2534025 as some tools see it.
  it.each(['10900', '100/2534025'])(
    'records a private reply whose answer was lost, without sending it again (second refused with %s)',
    async (repeatError) => {
      const { igId, row } = await oneComment()
      await simControl(t.sim, 'settings', { private_reply_repeat_error: repeatError })
      await simControl(t.sim, 'faults', {
        path: '*/messages',
        method: 'POST',
        drop_response_after_write: true,
        count: 1,
      })
      try {
        const outgoing = (await sendPrivately(row.id, 'We sent you a message')).json()
        // The first attempt failed in Flock's eyes; the queue retries it.
        const failures = t.jobs.takeFailures()
        expect(failures).toHaveLength(1)
        expect(failures[0]!.error).toBeInstanceOf(InstagramError)
        expect((await commentRow(igId)).responseStatus).toBe('pending')
        // The retry sends again; Instagram's one-per-comment refusal proves the first landed.
        expect(await deliverOutgoing(deps(), outgoing.id)).toBe('sent')
      } finally {
        await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
        await simControl(t.sim, 'settings', { private_reply_repeat_error: '10900' })
      }
      expect(await privateRepliesOnInstagram(igId)).toHaveLength(1)
      expect(await commentRow(igId)).toMatchObject({ responseStatus: 'responded' })
      const [stored] = await t.db.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.workItemId, row.id))
      expect(stored).toMatchObject({ status: 'sent', kind: 'private_reply' })
    },
  )

  it('reports Instagram refusing a private reply for the 7-day window as such, not as permissions', async () => {
    const { igId, row, text } = await oneComment()
    await simControl(t.sim, 'faults', {
      path: '*/messages',
      method: 'POST',
      errors: [
        {
          status: 403,
          code: 10,
          error_subcode: 2534022,
          type: 'IGApiException',
          message: 'This message is sent outside of allowed window.',
        },
      ],
      count: 1,
    })
    try {
      expect((await sendPrivately(row.id, 'We are praying')).json()).toMatchObject({
        status: 'failed',
      })
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    const item = await inboxItem(row.id, text)
    expect(item.privateReply).toMatchObject({
      status: 'failed',
      lastError:
        'Instagram allows a private reply only within 7 days of the comment; this one is older.',
    })
    expect(item.privateReply.lastError).not.toMatch(/connect/i)
    expect(await privateRepliesOnInstagram(igId)).toHaveLength(0)
  })

  it('refuses a comment older than 7 days, and does not offer it', async () => {
    const { igId, row, text } = await oneComment()
    await t.db.db
      .update(comments)
      .set({ commentedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(comments.id, row.id))
    const response = await sendPrivately(row.id, 'Too late?')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'PRIVATE_REPLY_EXPIRED',
      message: 'Instagram allows a private reply only within 7 days of the comment.',
    })
    expect((await inboxItem(row.id, text)).privateReplyBlockedReason).toBe(
      'Instagram allows a private reply only within 7 days of the comment.',
    )
    expect(await privateRepliesOnInstagram(igId)).toHaveLength(0)
  })

  it('asks to reconnect an account connected before messaging was requested', async () => {
    const { church, igId, row, text } = await oneComment()
    await t.db.db
      .update(instagramAccounts)
      .set({ scopes: ['instagram_business_basic', 'instagram_business_manage_comments'] })
      .where(eq(instagramAccounts.id, row.accountId))
    const reason = `Reconnect to enable private replies: @${church.ig.username} was connected before Flock asked Instagram for messaging.`
    expect((await inboxItem(row.id, text)).privateReplyBlockedReason).toBe(reason)
    const response = await sendPrivately(row.id, 'Hello')
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'PRIVATE_REPLY_NEEDS_RECONNECT',
      message: reason,
    })
    expect(await privateRepliesOnInstagram(igId)).toHaveLength(0)
  })

  it('refuses a message over 1,000 bytes of UTF-8 before anything is sent', async () => {
    const { igId, row } = await oneComment()
    // 760 Korean syllables: 760 characters, 2,280 bytes.
    const korean = await sendPrivately(row.id, '기'.repeat(760))
    expect(korean.statusCode).toBe(400)
    expect(korean.json().message).toContain(
      'Private replies are limited to 1,000 bytes; this one is 2,280 (Korean and emoji take 3–4 bytes a character).',
    )
    const justOver = await sendPrivately(row.id, `${'a'.repeat(998)}기`)
    expect(justOver.statusCode).toBe(400)
    expect(justOver.json().message).toContain('this one is 1,001')
    expect(await privateRepliesOnInstagram(igId)).toHaveLength(0)
    expect((await sendPrivately(row.id, `${'a'.repeat(997)}기`)).statusCode).toBe(202)
  })

  it('lets an Agent send one, and refuses church people', async () => {
    const { church, row } = await oneComment()
    expect((await sendPrivately(row.id, 'Hi', randomUUID(), church.cookie)).statusCode).toBe(403)
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent')
    expect((await sendPrivately(row.id, 'Hi', randomUUID(), agent.cookie)).statusCode).toBe(202)
  })
})

describe('placeholders never reach Instagram', () => {
  it('refuses a reply, a private reply or a post comment that still holds a variable', async () => {
    const { row } = await oneComment()
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${row.id}/replies`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { message: 'Call us on {church.phone}!', idempotencyKey: randomUUID() },
    })
    expect(reply.statusCode).toBe(400)
    expect(reply.json()).toEqual({
      code: 'UNFILLED_PLACEHOLDER',
      message: '{church.phone} is still in the text: fill it in or edit it out before sending.',
    })
    const privately = await sendPrivately(row.id, 'Hi {commenter.username}, see {church.website}')
    expect(privately.statusCode).toBe(400)
    expect(privately.json().message).toBe(
      '{commenter.username}, {church.website} are still in the text: fill them in or edit them out before sending.',
    )
    const onPost = await t.app.inject({
      method: 'POST',
      url: `/api/media/${row.mediaId}/comments`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { message: 'Join {church.name} on Sunday', idempotencyKey: randomUUID() },
    })
    expect(onPost.statusCode).toBe(400)
    expect((await commentRow(row.igCommentId)).responseStatus).toBe('pending')
  })
})

describe('what the agency sends shows in Flock', () => {
  it('lists a "Comment as @account" under its post on the account page', async () => {
    const { row } = await oneComment()
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/media/${row.mediaId}/comments`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
      payload: { message: 'Join us this Sunday!', idempotencyKey: randomUUID() },
    })
    expect(posted.statusCode).toBe(202)
    const page = (
      await t.app.inject({
        url: `/api/accounts/${row.accountId}/posts`,
        headers: { cookie: admin },
      })
    ).json()
    const post = page.posts.find((p: { id: string }) => p.id === row.mediaId)
    expect(post.ownComments).toEqual([
      expect.objectContaining({
        kind: 'comment',
        status: 'sent',
        message: 'Join us this Sunday!',
        by: expect.any(String),
      }),
    ])
  })
})
