import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TNotification, TNotifications } from '@common/schemas/notification'
import { signInAsAdmin } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import {
  churchWithComments,
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  simControl,
  uniqueUsername,
} from '../../../../test/instagram'
import { createComment } from '../../../../test/factories'
import { instagramAccounts } from '../../../db/schema'
import { ARRIVAL_STEPS } from '../../../job-definitions'
import { syncAccount } from '../../work/ingest/sync.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
const DAY_MS = 24 * 3600 * 1000
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const notifications = async (cookie: string) => {
  const response = await t.app.inject({ url: '/api/notifications', headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response.json() as TNotifications
}
const ofAccount = (state: TNotifications, accountId: string) =>
  state.items.filter((item) => item.accountId === accountId)
const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  sleep: async () => {},
  arrival: ARRIVAL_STEPS,
})

describe('GET /api/notifications', () => {
  it('answers 401 when signed out, for reading and for marking read', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401)
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { origin: 'http://localhost:3000' },
      payload: {},
    })
    expect(read.statusCode).toBe(401)
  })

  it('groups new comments awaiting a reply into one item per account', async () => {
    const church = await churchWithComments(t.app, t.sim, [
      { text: 'Praying for you' },
      { text: 'What time is the service?' },
      { text: 'Amen' },
    ])
    // A second account of the same church, with two comments of its own.
    const ig = await createSimAccount(t.sim, { username: uniqueUsername('youth') })
    const post = await createSimMedia(t.sim, ig.user_id)
    for (const text of ['See you Friday', 'Count me in'])
      await createSimComment(t.sim, { media_id: post.id, username: 'teen_1', text })
    const youth = (await connectThroughInstagram(t.app, church.cookie, ig.username)).json()

    const state = await notifications(church.cookie)
    // Instagram times have whole seconds, so both accounts' newest comments may tie: by count.
    const items = [...state.items].sort((a, b) => (a.count ?? 0) - (b.count ?? 0))
    expect(items).toEqual([
      {
        id: `comments_awaiting:${youth.id}`,
        kind: 'comments_awaiting',
        organizationId: church.account.organizationId,
        accountId: youth.id,
        accountUsername: ig.username,
        message: `2 new comments awaiting a reply on @${ig.username}`,
        count: 2,
        at: expect.any(String),
        unread: true,
      },
      expect.objectContaining({
        id: `comments_awaiting:${church.account.id}`,
        accountId: church.account.id,
        message: `3 new comments awaiting a reply on @${church.ig.username}`,
        count: 3,
        unread: true,
      }),
    ])
    expect(state.unreadCount).toBe(2)
    expect(state.items.map((item) => item.at)).toEqual(
      state.items
        .map((item) => item.at)
        .sort()
        .reverse(),
    )
  })

  it('reports a reply that failed for good, with Instagram’s reason', async () => {
    const church = await churchWithComments(t.app, t.sim, [
      { text: 'Bless you', username: 'maria' },
    ])
    const row = (await notifications(church.cookie)).items[0]!
    const comments = await t.app.inject({
      url: `/api/comments?accountId=${row.accountId}`,
      headers: { cookie: admin },
    })
    const commentId = comments.json().items[0].id as string
    // The follower deleted the comment on Instagram before the reply went out.
    const token = (await simControl(t.sim, 'tokens', { account_id: church.ig.user_id })) as {
      access_token: string
    }
    await fetch(`${t.sim.url}/${church.simComments[0]}?access_token=${token.access_token}`, {
      method: 'DELETE',
    })
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${commentId}/replies`,
      headers: { cookie: admin, origin: 'http://localhost:3000' },
      payload: { message: 'Thank you!', idempotencyKey: randomUUID() },
    })
    const outgoingId = sent.json().id as string

    const failed = ofAccount(await notifications(church.cookie), church.account.id).find(
      (item) => item.kind === 'reply_failed',
    )
    expect(failed).toMatchObject<Partial<TNotification>>({
      id: `reply_failed:${outgoingId}`,
      accountUsername: church.ig.username,
      message: `A reply to @maria on @${church.ig.username} could not be sent: The comment was deleted on Instagram.`,
      unread: true,
    })
    expect(failed!.count).toBeUndefined()
  })

  it('reports an account Instagram stopped accepting, and a token about to expire', async () => {
    const refused = await churchWithComments(t.app, t.sim, [])
    await simControl(t.sim, 'expire-token', { user_id: refused.ig.user_id })
    await syncAccount(deps(), refused.account.id)
    const expiring = await churchWithComments(t.app, t.sim, [])
    const expiresAt = new Date(Date.now() + 5 * DAY_MS - 60_000)
    await t.db.db
      .update(instagramAccounts)
      .set({ tokenExpiresAt: expiresAt })
      .where(eq(instagramAccounts.id, expiring.account.id))

    expect(ofAccount(await notifications(refused.cookie), refused.account.id)).toEqual([
      expect.objectContaining({
        id: `needs_reconnection:${refused.account.id}`,
        kind: 'needs_reconnection',
        message: `@${refused.ig.username} needs reconnection: Instagram no longer accepts this account’s access. Please reconnect the account.`,
        unread: true,
      }),
    ])
    expect(ofAccount(await notifications(expiring.cookie), expiring.account.id)).toEqual([
      {
        id: `token_expiring:${expiring.account.id}`,
        kind: 'token_expiring',
        organizationId: expiring.account.organizationId,
        accountId: expiring.account.id,
        accountUsername: expiring.ig.username,
        message: `@${expiring.ig.username}'s Instagram access expires in 5 days`,
        at: new Date(expiresAt.getTime() - 7 * DAY_MS).toISOString(),
        unread: true,
      },
    ])
  })

  it('dates new comments by when Flock noticed them, not when they were written', async () => {
    const church = await churchWithComments(t.app, t.sim, [])
    // Connected just now, the account brings in a comment written yesterday.
    const before = Date.now()
    await createComment(t.db.db, church.account, {
      commentedAt: new Date(before - DAY_MS),
    })
    const [item] = ofAccount(await notifications(church.cookie), church.account.id)
    expect(item).toMatchObject({ kind: 'comments_awaiting', count: 1 })
    expect(Date.parse(item!.at)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(item!.at)).toBeLessThanOrEqual(Date.now() + 1000)
  })
})
