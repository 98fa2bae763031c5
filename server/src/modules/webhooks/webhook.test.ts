import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_APP_SECRET, hubSignature } from '../../../../simulator/src/index'
import { comments } from '../../db/schema'
import { registerClient, TEST_WEBHOOK_VERIFY_TOKEN, useTestApp } from '../../../test/helper'
import {
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  replyAsAccount,
  simControl,
} from '../../../test/instagram'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
let base = ''

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const result = (await simControl(t.sim, 'webhooks', {
    url: `${base}/api/instagram/webhooks`,
    verify_token: TEST_WEBHOOK_VERIFY_TOKEN,
  })) as Record<string, unknown>
  expect(JSON.stringify(result)).toContain('"ok":true')
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
})
