import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TNotifications } from '@common/schemas/notification'
import { as, signInAsAdmin } from '../../../../test/actors'
import { createComment } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { churchWithComments } from '../../../../test/instagram'
import { instagramAccounts } from '../../../db/schema'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
const DAY_MS = 24 * 3600 * 1000
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const notifications = async (cookie: string) =>
  (await t.app.inject({ url: '/api/notifications', headers: as(cookie) })).json() as TNotifications
const markRead = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: as(cookie),
    payload: {},
  })
  expect(response.statusCode).toBe(200)
  return response.json() as TNotifications
}
const organizationsIn = (state: TNotifications) =>
  new Set(state.items.map((item) => item.organizationId))

describe('who sees which notifications', () => {
  it('shows a client only their own church, and an admin every church', async () => {
    const grace = await churchWithComments(t.app, t.sim, [{ text: 'Hello' }])
    const hope = await churchWithComments(t.app, t.sim, [{ text: 'Hi' }, { text: 'Welcome' }])
    await t.db.db
      .update(instagramAccounts)
      .set({ status: 'needs_reconnection', statusReason: 'The token was revoked.' })
      .where(eq(instagramAccounts.id, hope.account.id))

    expect(organizationsIn(await notifications(grace.cookie))).toEqual(
      new Set([grace.account.organizationId]),
    )
    const hopeState = await notifications(hope.cookie)
    expect(organizationsIn(hopeState)).toEqual(new Set([hope.account.organizationId]))
    expect(hopeState.items.map((item) => item.kind).sort()).toEqual([
      'comments_awaiting',
      'needs_reconnection',
    ])

    const adminState = await notifications(admin)
    const adminIds = adminState.items.map((item) => item.id)
    expect(adminIds).toEqual(
      expect.arrayContaining([
        `comments_awaiting:${grace.account.id}`,
        `comments_awaiting:${hope.account.id}`,
        `needs_reconnection:${hope.account.id}`,
      ]),
    )
    expect(adminState.items.map((item) => item.at)).toEqual(
      adminState.items
        .map((item) => item.at)
        .sort()
        .reverse(),
    )
  })
})

describe('POST /api/notifications/read', () => {
  it('clears the unread count and hides new comments until a newer one arrives', async () => {
    const church = await churchWithComments(t.app, t.sim, [{ text: 'One' }, { text: 'Two' }])
    const account = { id: church.account.id, organizationId: church.account.organizationId }
    await t.db.db
      .update(instagramAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 3 * DAY_MS) })
      .where(eq(instagramAccounts.id, account.id))
    const before = await notifications(church.cookie)
    expect(before.unreadCount).toBe(2)

    const after = await markRead(church.cookie)
    expect(after.unreadCount).toBe(0)
    expect(after.items).toEqual([
      expect.objectContaining({ kind: 'token_expiring', unread: false }),
    ])
    expect(await notifications(church.cookie)).toEqual(after)
    // Read state is per person: the admin still has everything unread.
    expect((await notifications(admin)).items).toContainEqual(
      expect.objectContaining({ id: `comments_awaiting:${account.id}`, count: 2, unread: true }),
    )

    await createComment(t.db.db, account, { commentedAt: new Date(Date.now() + 1000) })
    const newer = await notifications(church.cookie)
    expect(newer.unreadCount).toBe(1)
    expect(newer.items[0]).toMatchObject({
      kind: 'comments_awaiting',
      count: 1,
      message: `1 new comment awaiting a reply on @${church.ig.username}`,
      unread: true,
    })
  })

  it('counts only comments awaiting a reply, from the last month for someone who never read', async () => {
    const church = await churchWithComments(t.app, t.sim, [])
    const account = { id: church.account.id, organizationId: church.account.organizationId }
    const longAgo = new Date(Date.now() - 40 * DAY_MS)
    await createComment(t.db.db, account, { commentedAt: longAgo, createdAt: longAgo })
    await createComment(t.db.db, account, { hidden: true })
    await createComment(t.db.db, account, { responseStatus: 'responded' })
    await createComment(t.db.db, account, { isOwn: true })
    await createComment(t.db.db, account)
    const state = await notifications(church.cookie)
    expect(state.items).toEqual([expect.objectContaining({ kind: 'comments_awaiting', count: 1 })])
  })

  it('counts a comment that reaches Flock after the last read as new, however old on Instagram', async () => {
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Seen already' }])
    const account = { id: church.account.id, organizationId: church.account.organizationId }
    const read = await markRead(church.cookie)
    expect(read.unreadCount).toBe(0)
    // Written three hours ago, delivered now (a late webhook retry, or a sync catching up).
    await createComment(t.db.db, account, {
      commentedAt: new Date(Date.now() - 3 * 3600 * 1000),
      text: 'Late but here',
    })
    const state = await notifications(church.cookie)
    expect(state.unreadCount).toBe(1)
    expect(state.items[0]).toMatchObject({ kind: 'comments_awaiting', count: 1, unread: true })
  })
})
