import { beforeAll, describe, expect, it } from 'vitest'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { TReport } from '@common/schemas/reports'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { eq } from 'drizzle-orm'
import { comments, commentFlags, pastoralCases } from '../../../db/schema'

const t = useTestApp({ AGENCY_TIMEZONE: 'UTC' })

const MIN = 60_000
let owner: string
let grace: { id: string }
let hope: { id: string }

// A flagged comment on 2 March 2026 at noon and, when routed, its case: opened at 12:01, seen
// and followed up the given minutes after that.
async function flagged(
  account: { id: string; organizationId: string },
  flags: TPastoralFlag[],
  routed?: { seen?: number; followedUp?: number },
  day = '2026-03-02',
) {
  const comment = await createComment(t.db.db, account, {
    commentedAt: new Date(`${day}T12:00:00Z`),
  })
  await t.db.db.insert(commentFlags).values(
    flags.map((flag) => ({
      workItemId: comment.id,
      organizationId: account.organizationId,
      flag,
    })),
  )
  if (!routed) return
  const opened = Date.parse(`${day}T12:01:00Z`)
  await t.db.db.insert(pastoralCases).values({
    workItemId: comment.id,
    organizationId: account.organizationId,
    flags: flags.filter((flag) => flag !== 'contact'),
    createdAt: new Date(opened),
    seenAt: routed.seen === undefined ? null : new Date(opened + routed.seen * MIN),
    followedUpAt:
      routed.followedUp === undefined ? null : new Date(opened + routed.followedUp * MIN),
  })
}

async function pastoral(query: string, cookie = owner) {
  const response = await t.app.inject({ url: `/api/reports?${query}`, headers: as(cookie) })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as TReport).pastoral
}

beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  grace = await createOrganization(t.db.db, { name: 'Grace Pastoral Church' })
  hope = await createOrganization(t.db.db, { name: 'Hope Pastoral Church' })
  const graceAccount = await createAccount(t.db.db, grace.id)
  const hopeAccount = await createAccount(t.db.db, hope.id)
  await flagged(graceAccount, ['prayer', 'contact'], { seen: 10, followedUp: 120 })
  await flagged(graceAccount, ['grief'], { seen: 30, followedUp: 240 })
  await flagged(graceAccount, ['crisis'], { seen: 5 })
  await flagged(graceAccount, ['contact'])
  await flagged(hopeAccount, ['prayer'], { seen: 20, followedUp: 60 })
  // The day before the period: not counted.
  await flagged(graceAccount, ['prayer'], { seen: 1, followedUp: 1 }, '2026-03-01')
})

describe('the pastoral care section of the reports', () => {
  it('counts flags per category and the follow-up times of every church, by hand', async () => {
    const r = await pastoral('from=2026-03-02&to=2026-03-02')
    expect(r.flags).toEqual({ prayer: 2, grief: 1, crisis: 1, contact: 2 })
    // Seen after 5, 10, 20 and 30 min: median 15 min. Followed up after 60, 120 and 240 min
    // (the crisis case not yet): median 120 min.
    expect(r.followUp).toEqual({
      cases: 4,
      seen: 4,
      followedUp: 3,
      medianSeen: 15 * 60,
      medianFollowUp: 120 * 60,
    })
    expect(r.byChurch).toEqual([
      {
        id: grace.id,
        name: 'Grace Pastoral Church',
        flags: { prayer: 1, grief: 1, crisis: 1, contact: 2 },
        cases: 3,
        seen: 3,
        followedUp: 2,
        medianSeen: 10 * 60,
        medianFollowUp: 180 * 60,
      },
      {
        id: hope.id,
        name: 'Hope Pastoral Church',
        flags: { prayer: 1, grief: 0, crisis: 0, contact: 0 },
        cases: 1,
        seen: 1,
        followedUp: 1,
        medianSeen: 20 * 60,
        medianFollowUp: 60 * 60,
      },
    ])
    expect(r.definitions.followUp).toMatch(/medians/)
    const csv = await t.app.inject({
      url: '/api/exports/report.csv?from=2026-03-02&to=2026-03-02&table=pastoralFollowUp',
      headers: as(owner),
    })
    expect(csv.statusCode).toBe(200)
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'church,prayer,grief,crisis,contact,cases,seen,followed_up,median_seen_seconds,median_follow_up_seconds',
      'Grace Pastoral Church,1,1,1,2,3,3,2,600,10800',
      'Hope Pastoral Church,1,0,0,0,1,1,1,1200,3600',
    ])
  })

  it('shows a church only its own cases', async () => {
    const member = await signInAsChurchMember(t.app, t.db.db, hope.id)
    const r = await pastoral('from=2026-03-02&to=2026-03-02', member.cookie)
    expect(r.flags).toEqual({ prayer: 1, grief: 0, crisis: 0, contact: 0 })
    expect(r.followUp.cases).toBe(1)
    expect(r.byChurch.map((row) => row.name)).toEqual(['Hope Pastoral Church'])
    const refused = await t.app.inject({
      url: `/api/reports?from=2026-03-02&to=2026-03-02&organizationId=${grace.id}`,
      headers: as(member.cookie),
    })
    expect(refused.statusCode).toBe(404)
  })

  it('counts a flag where its comment is now: moved in time, to another church or under a comment', async () => {
    const faith = await createOrganization(t.db.db, { name: 'Faith Pastoral Church' })
    const faithAccount = await createAccount(t.db.db, faith.id)
    const hopeAccount = await createAccount(t.db.db, hope.id)
    const period = 'from=2026-05-10&to=2026-05-10'
    const comment = await createComment(t.db.db, faithAccount, {
      commentedAt: new Date('2026-05-09T23:30:00Z'),
    })
    // Written with another church's id on purpose: a flag takes its comment's church.
    await t.db.db
      .insert(commentFlags)
      .values({ workItemId: comment.id, organizationId: hope.id, flag: 'grief' })
    expect((await pastoral(period)).flags.grief).toBe(0)

    await t.db.db
      .update(comments)
      .set({ commentedAt: new Date('2026-05-10T08:00:00Z') })
      .where(eq(comments.id, comment.id))
    const moved = await pastoral(period)
    expect(moved.flags.grief).toBe(1)
    expect(moved.byChurch.map((row) => [row.name, row.flags.grief])).toEqual([
      ['Faith Pastoral Church', 1],
    ])

    await t.db.db
      .update(comments)
      .set({ organizationId: hope.id, accountId: hopeAccount.id })
      .where(eq(comments.id, comment.id))
    expect((await pastoral(period)).byChurch.map((row) => [row.name, row.flags.grief])).toEqual([
      ['Hope Pastoral Church', 1],
    ])

    // A reply in a thread is not a comment the reports count, nor is its flag.
    const parent = await createComment(t.db.db, hopeAccount, {
      commentedAt: new Date('2026-05-10T07:00:00Z'),
    })
    await t.db.db.update(comments).set({ parentId: parent.id }).where(eq(comments.id, comment.id))
    expect((await pastoral(period)).flags.grief).toBe(0)
  })

  it('answers zeros and no medians for a quiet period', async () => {
    const r = await pastoral(`from=2026-04-01&to=2026-04-02&organizationId=${grace.id}`)
    expect(r).toMatchObject({
      flags: { prayer: 0, grief: 0, crisis: 0, contact: 0 },
      followUp: { cases: 0, seen: 0, followedUp: 0, medianSeen: null, medianFollowUp: null },
      byChurch: [],
    })
  })
})
