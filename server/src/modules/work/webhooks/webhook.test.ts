import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_APP_SECRET, hubSignature } from '../../../../../simulator/src/index'
import { comments } from '../../../db/schema'
import { registerClient, TEST_WEBHOOK_VERIFY_TOKEN, useTestApp } from '../../../../test/helper'
import { as, signInAsAdmin } from '../../../../test/actors'
import {
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  deliverWebhooksTo,
  replyAsAccount,
} from '../../../../test/instagram'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let base = ''
let admin = ''

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  const delivery = await deliverWebhooksTo(t.app, t.sim)
  base = delivery.base
  expect(JSON.stringify(delivery.subscribed)).toContain('"ok":true')
})

async function connectedAccountWithPost() {
  const { cookie } = await registerClient(t.app)
  const ig = await createSimAccount(t.sim, {
    username: `hook_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
  })
  const post = await createSimMedia(t.sim, ig.user_id, { caption: 'Easter Sunday' })
  const account = (await connectThroughInstagram(t.app, cookie, ig.username)).json()
  return { ig, post, accountId: account.id as string }
}

const stored = (accountId: string) =>
  t.db.db.select().from(comments).where(eq(comments.accountId, accountId))

// A signed-or-not comment event as Meta sends it, for one account.
const commentEvent = (igUserId: string, value: Record<string, unknown>) =>
  JSON.stringify({
    object: 'instagram',
    entry: [{ id: igUserId, time: 1755779280, changes: [{ field: 'comments', value }] }],
  })

const postEvent = (body: string, signature?: string) =>
  fetch(`${base}/api/instagram/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  })

describe('Instagram webhooks', () => {
  it('answers the verification handshake only with the right verify token', async () => {
    const ok = await fetch(
      `${base}/api/instagram/webhooks?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${TEST_WEBHOOK_VERIFY_TOKEN}`,
    )
    expect(await ok.text()).toBe('1158201444')
    const wrong = await fetch(
      `${base}/api/instagram/webhooks?hub.mode=subscribe&hub.challenge=1&hub.verify_token=nope`,
    )
    expect(wrong.status).toBe(403)
  })

  it('stores a follower comment delivered by the webhook, on its post', async () => {
    const { post, accountId } = await connectedAccountWithPost()
    const comment = await createSimComment(t.sim, {
      media_id: post.id,
      username: 'grace.follower',
      text: 'Can I join the choir?',
    })
    const [row] = await stored(accountId)
    expect(row).toMatchObject({
      igCommentId: comment.id,
      text: 'Can I join the choir?',
      username: 'grace.follower',
      responseStatus: 'pending',
    })
    expect(row!.mediaId).not.toBeNull()
  })

  it('refuses a bad or missing signature with 401 and stores nothing', async () => {
    const { ig, post, accountId } = await connectedAccountWithPost()
    const body = commentEvent(ig.user_id, {
      id: '17999999999999001',
      text: 'forged',
      from: { id: '1', username: 'x' },
      media: { id: post.id },
    })
    expect((await postEvent(body, `sha256=${'0'.repeat(64)}`)).status).toBe(401)
    expect((await postEvent(body, hubSignature(body, 'wrong-secret'))).status).toBe(401)
    expect((await postEvent(body)).status).toBe(401)
    expect(await stored(accountId)).toEqual([])
  })

  it('stores a replayed event once', async () => {
    const { ig, post, accountId } = await connectedAccountWithPost()
    const body = commentEvent(ig.user_id, {
      id: '17999999999999002',
      text: 'Amen 🙌',
      from: { id: '2', username: 'ruth' },
      media: { id: post.id },
    })
    const signature = hubSignature(body, DEFAULT_APP_SECRET)
    for (let i = 0; i < 3; i++) expect((await postEvent(body, signature)).status).toBe(200)
    expect((await stored(accountId)).map((c) => c.text)).toEqual(['Amen 🙌'])
  })

  it("does not make the account's own replies inbox items, and counts them as answers", async () => {
    const { ig, post, accountId } = await connectedAccountWithPost()
    const comment = await createSimComment(t.sim, {
      media_id: post.id,
      username: 'lee',
      text: 'What time is service?',
    })
    await replyAsAccount(t.sim, ig.user_id, comment.id, '10am every Sunday!')
    // The echo of the account's reply arrives by webhook a moment after Instagram answers.
    await expect.poll(async () => (await stored(accountId)).length).toBe(2)
    const rows = await stored(accountId)
    const top = rows.find((c) => c.igCommentId === comment.id)!
    expect(top).toMatchObject({ responseStatus: 'responded', respondedVia: 'instagram' })
    const own = rows.filter((c) => c.isOwn)
    expect(own).toHaveLength(1)
    expect(own[0]).toMatchObject({ parentId: top.id, responseStatus: 'not_applicable' })
  })

  it('rejects a body that is not a webhook payload', async () => {
    const body = JSON.stringify({ hello: 'world' })
    const response = await postEvent(body, hubSignature(body, DEFAULT_APP_SECRET))
    expect(response.status).toBe(400)
  })

  it('leaves a hidden comment hidden, its likes and its post unchanged when an event is replayed', async () => {
    const { ig, post, accountId } = await connectedAccountWithPost()
    const comment = await createSimComment(t.sim, {
      media_id: post.id,
      username: 'spam.bot',
      text: 'Buy followers now',
    })
    const [row] = await stored(accountId)
    // What a sync learned: the likes; what Flock did: hide it.
    await t.db.db.update(comments).set({ likeCount: 7 }).where(eq(comments.id, row!.id))
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${row!.id}/hide`,
      headers: as(admin),
      payload: { hidden: true },
    })
    expect(hide.statusCode).toBe(200)
    const before = (await stored(accountId))[0]!
    expect(before).toMatchObject({ hidden: true, likeCount: 7, responseStatus: 'pending' })

    // Meta's retry of the original event, then one whose post could not be named.
    const event = {
      id: comment.id,
      text: 'Buy followers now',
      from: { id: '123', username: 'spam.bot' },
    }
    for (const value of [{ ...event, media: { id: post.id } }, event]) {
      const body = commentEvent(ig.user_id, value)
      expect((await postEvent(body, hubSignature(body, DEFAULT_APP_SECRET))).status).toBe(200)
    }
    const after = (await stored(accountId))[0]!
    expect(after).toMatchObject({
      hidden: true,
      likeCount: 7,
      mediaId: before.mediaId,
      responseStatus: 'pending',
      commentedAt: before.commentedAt,
    })
    expect(after.mediaId).not.toBeNull()
    // Not back in the inbox's Pending tab.
    const pending = await t.app.inject({
      url: `/api/comments?view=open&accountId=${accountId}`,
      headers: { cookie: admin },
    })
    expect(pending.json().items).toEqual([])
  })

  it("dates a comment by Instagram's timestamp, not by when Meta sent the event", async () => {
    const { post, accountId } = await connectedAccountWithPost()
    // Written three hours before the event reaches Flock (Meta retries for up to 36 hours).
    const writtenAt = new Date(Date.now() - 3 * 3600_000)
    writtenAt.setMilliseconds(0)
    await createSimComment(t.sim, {
      media_id: post.id,
      username: 'night.owl',
      text: 'Late night prayer request',
      timestamp: writtenAt.toISOString(),
    })
    const [row] = await stored(accountId)
    expect(row!.commentedAt.toISOString()).toBe(writtenAt.toISOString())
  })

  it('stores and shows comments holding U+0000 or a lone surrogate', async () => {
    const { post, accountId } = await connectedAccountWithPost()
    const nul = await createSimComment(t.sim, {
      media_id: post.id,
      username: 'nul.sender',
      text: 'Amen\u0000 and amen',
    })
    const surrogate = await createSimComment(t.sim, {
      media_id: post.id,
      username: 'broken.emoji',
      text: 'Blessed \ud83d day',
    })
    const rows = await stored(accountId)
    expect(rows.find((c) => c.igCommentId === nul.id)?.text).toBe('Amen and amen')
    expect(rows.find((c) => c.igCommentId === surrogate.id)?.text).toBe('Blessed \ufffd day')
    const inbox = await t.app.inject({
      url: `/api/comments?accountId=${accountId}`,
      headers: { cookie: admin },
    })
    expect(inbox.statusCode).toBe(200)
    expect(
      inbox
        .json()
        .items.map((c: { text: string }) => c.text)
        .sort(),
    ).toEqual(['Amen and amen', 'Blessed \ufffd day'].sort())
  })

  it('accepts an event whose raw JSON escapes U+0000 and a lone surrogate', async () => {
    const { ig, post, accountId } = await connectedAccountWithPost()
    // Written by hand: JSON.stringify would escape these the same way, but say so explicitly.
    const body = `{"object":"instagram","entry":[{"id":"${ig.user_id}","time":1755779280,"changes":[{"field":"comments","value":{"id":"17999999999999077","text":"Hi\\u0000 there \\udc00!","from":{"id":"9","username":"raw\\u0000json"},"media":{"id":"${post.id}"}}}]}]}`
    const response = await postEvent(body, hubSignature(body, DEFAULT_APP_SECRET))
    expect(response.status).toBe(200)
    const [row] = await stored(accountId)
    expect(row).toMatchObject({ text: 'Hi there \ufffd!', username: 'rawjson' })
  })
})
