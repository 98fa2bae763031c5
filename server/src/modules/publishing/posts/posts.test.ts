import { beforeAll, describe, expect, it } from 'vitest'
import type { TPostDetail } from '@common/schemas/posts'
import { eq } from 'drizzle-orm'
import { mailMessages, posts } from '../../../db/schema'
import { requestPublishScan } from '../../../jobs/contracts'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import {
  createPostAs,
  postAction,
  publishingChurch,
  readPost,
  uploadPicture,
} from '../../../../test/publishing'
import { fileUpload, video } from '../../../../test/asset-fixtures'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

type Church = Awaited<ReturnType<typeof publishingChurch>>
let church: Church
let other: Church
let owner: string
let admin: string
let agent: string
let member: string
let picture: { id: string }

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString()

async function draft(body: Record<string, unknown> = {}, cookie = admin, on = church) {
  const response = await createPostAs(t.app, cookie, on.organization.routeId, {
    accountId: on.account.id,
    kind: 'image',
    items: [{ assetId: picture.id }],
    caption: 'Join us Sunday #sunday @friend',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as TPostDetail
}

beforeAll(async () => {
  church = await publishingChurch(t.app, t.sim)
  other = await publishingChurch(t.app, t.sim)
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  admin = (await signInAsTeammate(t.app, t.db.db, 'admin', 'Ada Admin')).cookie
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
  member = (await signInAsChurchMember(t.app, t.db.db, church.organization.id)).cookie
  picture = await uploadPicture(t.app, church.organization.routeId, church.cookie)
})

describe('writing a post', () => {
  it('creates a draft with its files, counts and ledger', async () => {
    const post = await draft({ firstComment: 'Service at 10', collaborators: ['@Friend.one'] })
    expect(post).toMatchObject({
      state: 'draft',
      kind: 'image',
      caption: 'Join us Sunday #sunday @friend',
      firstComment: 'Service at 10',
      collaborators: ['Friend.one'],
      scheduledAt: null,
      paused: false,
      approval: null,
      version: 1,
      account: { id: church.account.id },
      organization: { id: church.organization.id, timeZone: 'UTC' },
      createdBy: { name: 'Ada Admin' },
    })
    expect(post.items).toEqual([
      expect.objectContaining({ assetId: picture.id, kind: 'image', width: 800, height: 1000 }),
    ])
    expect(post.ledger.map((entry) => entry.step)).toEqual(['created'])
  })

  it('refuses bad input with a clear 4xx and saves nothing', async () => {
    const before = (await t.db.db.select().from(posts)).length
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ kind: 'carousel' }, 400, /2 to 10/],
      [{ kind: 'reel' }, 400, /one video/],
      [{ kind: 'poster' }, 400, /kind must be one of/],
      [{ items: [] }, 400, /at least one/],
      [{ caption: 'x'.repeat(2201) }, 400, /2,201 characters; Instagram allows 2,200/],
      [{ caption: Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' ') }, 400, /31 hashtags/],
      [
        { caption: Array.from({ length: 21 }, (_, i) => `@user${i}`).join(' ') },
        400,
        /21 accounts/,
      ],
      [{ collaborators: ['a', 'b', 'c', 'd'] }, 400, /At most 3 collaborators/],
      [{ collaborators: ['not a name!'] }, 400, /Instagram username/],
      [{ items: [{ assetId: crypto.randomUUID() }] }, 404, /media library/],
      [{ accountId: other.account.id }, 404, /account not found/i],
      [{ scheduledAt: 'next sunday' }, 400, /ISO 8601/],
    ]
    for (const [body, status, message] of cases) {
      const response = await createPostAs(t.app, admin, church.organization.routeId, {
        accountId: church.account.id,
        kind: 'image',
        items: [{ assetId: picture.id }],
        caption: 'ok',
        ...body,
      })
      expect({ body, status: response.statusCode }).toEqual({ body, status })
      expect(response.json().message).toMatch(message)
    }
    // Another church's file is "not found" here.
    const theirs = await uploadPicture(t.app, other.organization.routeId, other.cookie)
    const response = await createPostAs(t.app, admin, church.organization.routeId, {
      accountId: church.account.id,
      kind: 'image',
      items: [{ assetId: theirs.id }],
    })
    expect(response.statusCode).toBe(404)
    expect((await t.db.db.select().from(posts)).length).toBe(before)
  })

  it('takes a video for a reel and refuses a picture for one', async () => {
    const body = fileUpload(await video({ width: 360, height: 640, seconds: 1 }), 'clip.mp4')
    const clip = (
      await t.app.inject({
        method: 'POST',
        url: `/api/organizations/${church.organization.routeId}/assets`,
        headers: { ...as(church.cookie), ...body.headers },
        payload: body.payload,
      })
    ).json() as { id: string }
    const reel = await draft({ kind: 'reel', items: [{ assetId: clip.id }] })
    expect(reel.items[0]).toMatchObject({ kind: 'video' })
    const wrong = await createPostAs(t.app, admin, church.organization.routeId, {
      accountId: church.account.id,
      kind: 'reel',
      items: [{ assetId: picture.id }],
    })
    expect(wrong.statusCode).toBe(400)
  })

  it('edits with an optimistic version and answers 409 to a stale one', async () => {
    const post = await draft()
    const edit = (version: number, caption: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/posts/${post.id}`,
        headers: as(admin),
        payload: { version, caption },
      })
    const first = await edit(1, 'First edit')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ caption: 'First edit', version: 2 })
    const stale = await edit(1, 'Stale edit')
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('POST_CHANGED')
    expect((await readPost(t.app, admin, post.id)).caption).toBe('First edit')
  })

  it('lets the whole team draft; Agents cannot schedule, publish or delete', async () => {
    const post = await draft({}, agent)
    expect(post.createdBy.name).toBe('Teammate agent')
    for (const action of ['schedule', 'publish-now'])
      expect(
        (await postAction(t.app, agent, post.id, action, { scheduledAt: inAnHour() })).statusCode,
      ).toBe(403)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: as(agent),
    })
    expect(removed.statusCode).toBe(403)
    expect(removed.json().message).toMatch(/Agents write drafts/)
  })

  it('refuses church people writing posts, and answers 404 for another church', async () => {
    const post = await draft()
    for (const cookie of [church.cookie, member])
      expect(
        (
          await createPostAs(t.app, cookie, church.organization.routeId, {
            accountId: church.account.id,
            kind: 'image',
            items: [{ assetId: picture.id }],
          })
        ).statusCode,
      ).toBe(403)
    expect(
      (await t.app.inject({ url: `/api/posts/${post.id}`, headers: as(member) })).statusCode,
    ).toBe(200)
    for (const url of [
      `/api/posts/${post.id}`,
      `/api/organizations/${church.organization.routeId}/posts`,
    ])
      expect((await t.app.inject({ url, headers: as(other.cookie) })).statusCode).toBe(404)
    for (const action of ['approve', 'decline'])
      expect(
        (await postAction(t.app, other.cookie, post.id, action, { reason: 'no' })).statusCode,
      ).toBe(404)
  })

  it('lists a church’s posts and the agency’s calendar by time, a page at a time', async () => {
    const times = [3, 1, 2].map((h) => new Date(Date.now() + h * 3600_000 + 86_400_000 * 30))
    const ids: string[] = []
    for (const time of times) ids.push((await draft({ scheduledAt: time.toISOString() })).id)
    const from = new Date(Date.now() + 86_400_000 * 29).toISOString()
    const to = new Date(Date.now() + 86_400_000 * 31).toISOString()
    const page1 = await t.app.inject({
      url: `/api/publishing/posts?from=${from}&to=${to}&limit=2`,
      headers: as(agent),
    })
    expect(page1.statusCode, page1.body).toBe(200)
    const first = page1.json() as { items: TPostDetail[]; nextCursor: string }
    expect(first.items.map((p) => p.id)).toEqual([ids[1], ids[2]])
    const page2 = (
      await t.app.inject({
        url: `/api/publishing/posts?from=${from}&to=${to}&limit=2&cursor=${first.nextCursor}`,
        headers: as(agent),
      })
    ).json() as { items: TPostDetail[]; nextCursor: string | null }
    expect(page2.items.map((p) => p.id)).toEqual([ids[0]])
    expect(page2.nextCursor).toBeNull()
    const church1 = (
      await t.app.inject({
        url: `/api/organizations/${church.organization.routeId}/posts?from=${from}&to=${to}`,
        headers: as(member),
      })
    ).json() as { items: TPostDetail[] }
    expect(church1.items).toHaveLength(3)
    const theirs = (
      await t.app.inject({
        url: `/api/organizations/${other.organization.routeId}/posts?from=${from}&to=${to}`,
        headers: as(admin),
      })
    ).json() as { items: TPostDetail[] }
    expect(theirs.items).toHaveLength(0)
    const unscheduled = (
      await t.app.inject({
        url: `/api/organizations/${church.organization.routeId}/posts?unscheduled=true`,
        headers: as(member),
      })
    ).json() as { items: TPostDetail[] }
    expect(unscheduled.items.every((p) => p.scheduledAt === null)).toBe(true)
    const bad = await t.app.inject({
      url: `/api/publishing/posts?from=${to}&to=${from}`,
      headers: as(agent),
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the church’s sign-off', () => {
  const settings = (cookie: string, postsNeedApproval: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${church.organization.routeId}/publishing-settings`,
      headers: as(cookie),
      payload: { postsNeedApproval },
    })

  it('holds a scheduled post for approval; two approvals at once: one wins, one hears 409', async () => {
    expect((await settings(church.cookie, true)).statusCode).toBe(403)
    expect((await settings(agent, true)).statusCode).toBe(403)
    expect((await settings(admin, true)).json()).toMatchObject({ postsNeedApproval: true })
    const post = await draft()
    const scheduled = await postAction(t.app, admin, post.id, 'schedule', {
      scheduledAt: inAnHour(),
    })
    expect(scheduled.statusCode, scheduled.body).toBe(200)
    expect(scheduled.json()).toMatchObject({
      state: 'awaiting_approval',
      approval: { requiredSince: expect.any(String) },
    })
    // The agency cannot approve for the church.
    expect((await postAction(t.app, admin, post.id, 'approve')).statusCode).toBe(403)
    const [a, b] = await Promise.all([
      postAction(t.app, church.cookie, post.id, 'approve'),
      postAction(t.app, member, post.id, 'approve'),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json().message).toMatch(/already approved by/)
    const approved = await readPost(t.app, admin, post.id)
    expect(approved).toMatchObject({
      state: 'scheduled',
      approval: { approvedAt: expect.any(String) },
    })
    expect(approved.ledger.filter((entry) => entry.step === 'approved')).toHaveLength(1)

    // An edit of approved content asks again.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(admin),
      payload: { caption: 'A new caption' },
    })
    expect(edited.json()).toMatchObject({ state: 'awaiting_approval' })
    expect(edited.json().approval.approvedAt).toBeUndefined()

    // Edit and approve.
    const mine = await postAction(t.app, member, post.id, 'approve', {
      caption: 'Our own words',
    })
    expect(mine.json()).toMatchObject({ state: 'scheduled', caption: 'Our own words' })
    await settings(admin, false)
  })

  it('declines back to draft with the reason shown', async () => {
    await settings(admin, true)
    const post = await draft()
    await postAction(t.app, admin, post.id, 'schedule', { scheduledAt: inAnHour() })
    const empty = await postAction(t.app, member, post.id, 'decline', { reason: ' ' })
    expect(empty.statusCode).toBe(400)
    const declined = await postAction(t.app, member, post.id, 'decline', {
      reason: 'Not this photo, please',
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json()).toMatchObject({
      state: 'draft',
      approval: { declineReason: 'Not this photo, please', declinedBy: { name: 'Church Member' } },
    })
    expect((await postAction(t.app, church.cookie, post.id, 'approve')).statusCode).toBe(409)
    await settings(admin, false)
  })

  it('sends a reminder once when a post due within 24 hours still waits', async () => {
    await settings(admin, true)
    const count = async () =>
      (
        await t.db.db
          .select()
          .from(mailMessages)
          .where(eq(mailMessages.template, 'post-approval-reminder'))
      ).length
    const before = await count()
    const post = await draft()
    await postAction(t.app, admin, post.id, 'schedule', { scheduledAt: inAnHour() })
    await requestPublishScan(t.app.jobs)
    await requestPublishScan(t.app.jobs)
    // The church's Owner and Member each get one, once, however often the scan runs.
    expect((await count()) - before).toBe(2)
    t.jobs.takeDeferred()
    await settings(admin, false)
  })
})

describe('scheduling checks', () => {
  it('refuses a time in the past and a 51st post in 24 hours with when the next slot frees', async () => {
    const post = await draft()
    const past = await postAction(t.app, admin, post.id, 'schedule', {
      scheduledAt: new Date(Date.now() - 3600_000).toISOString(),
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().message).toMatch(/passed/)
    const base = Date.now() - 20 * 3600_000
    await t.db.db.insert(posts).values(
      Array.from({ length: 50 }, (_, i) => ({
        organizationId: church.organization.id,
        accountId: church.account.id,
        kind: 'image' as const,
        state: 'published' as const,
        scheduledAt: new Date(base + i * 60_000),
        publishedAt: new Date(base + i * 60_000),
        igMediaId: `quota-${crypto.randomUUID()}`,
        createdByName: 'Quota',
      })),
    )
    const limit = await t.app.inject({
      url: `/api/instagram-accounts/${church.account.id}/publishing-limit`,
      headers: as(member),
    })
    expect(limit.json()).toMatchObject({ quotaUsage: 50, quotaTotal: 50 })
    expect(limit.json().nextSlotAt).toBe(new Date(base + 24 * 3600_000).toISOString())
    const refused = await postAction(t.app, admin, post.id, 'schedule', {
      scheduledAt: inAnHour(),
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'PUBLISHING_LIMIT_REACHED' })
    expect(refused.json().message).toMatch(/next slot frees at/)
    // A day later there is room.
    const later = await postAction(t.app, admin, post.id, 'schedule', {
      scheduledAt: new Date(Date.now() + 30 * 3600_000).toISOString(),
    })
    expect(later.statusCode, later.body).toBe(200)
    expect(
      (
        await t.app.inject({
          url: `/api/instagram-accounts/${other.account.id}/publishing-limit`,
          headers: as(member),
        })
      ).statusCode,
    ).toBe(404)
  })

  it('unschedules back to draft and deletes only what is not published', async () => {
    const post = await draft()
    await postAction(t.app, admin, post.id, 'schedule', {
      scheduledAt: new Date(Date.now() + 40 * 3600_000).toISOString(),
    })
    const back = await postAction(t.app, agent, post.id, 'unschedule')
    expect(back.json()).toMatchObject({ state: 'draft' })
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: as(owner),
    })
    expect(removed.statusCode).toBe(204)
    expect(
      (await t.app.inject({ url: `/api/posts/${post.id}`, headers: as(admin) })).statusCode,
    ).toBe(404)
  })
})
