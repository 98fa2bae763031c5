import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TReport } from '@common/schemas/reports'
import { as, signInAsTeammate } from '../../../../test/actors'
import { registerClient, useTestApp } from '../../../../test/helper'
import {
  clearSimFaults,
  clearSimLog,
  connectThroughInstagram,
  createSimAccount,
  createSimMedia,
  simControl,
  simLog,
} from '../../../../test/instagram'
import { instagramAccounts, media, mediaInsights } from '../../../db/schema'
import { ARRIVAL_STEPS } from '../../../job-definitions'
import { syncAccount } from '../../work/ingest/sync.service'
import { findSyncState } from '../../instagram/instagram-accounts/sync-state.repository'

// Insights come from the simulator over HTTP, through the same sync that reads the posts.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

const HOUR = 3600 * 1000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  sleep: async () => {},
  arrival: ARRIVAL_STEPS,
})

let owner: string
let church: { cookie: string }
let accountId: string
const posts: Record<'seen' | 'fewViewers' | 'fresh', string> = {
  seen: '',
  fewViewers: '',
  fresh: '',
}

beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  church = await registerClient(t.app)
  const ig = await createSimAccount(t.sim, {
    username: `insights_${Math.random().toString(36).slice(2, 8)}`,
    followers_count: 4_000,
  })
  const threeDaysAgo = new Date(Date.now() - 72 * HOUR).toISOString()
  posts.seen = (
    await createSimMedia(t.sim, ig.user_id, {
      caption: 'Harvest supper',
      like_count: 10,
      timestamp: threeDaysAgo,
      reach: 500,
      views: 900,
    })
  ).id
  posts.fewViewers = (
    await createSimMedia(t.sim, ig.user_id, {
      caption: 'Choir practice',
      like_count: 1,
      timestamp: threeDaysAgo,
      reach: 4,
    })
  ).id
  // An hour old: Instagram's numbers are not in yet (they come up to 48 hours late).
  posts.fresh = (
    await createSimMedia(t.sim, ig.user_id, {
      caption: 'Tonight',
      timestamp: new Date(Date.now() - HOUR).toISOString(),
    })
  ).id
  const connected = await connectThroughInstagram(t.app, church.cookie, ig.username)
  expect(connected.statusCode, connected.body).toBe(200)
  accountId = connected.json().id
  expect(await syncAccount(deps(), accountId)).toBe('synced')
})

async function postsOf(cookie: string, query = '') {
  const response = await t.app.inject({
    url: `/api/reports?from=${day(Date.now() - 96 * HOUR)}&to=${day(Date.now() + 24 * HOUR)}${query}`,
    headers: as(cookie),
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as TReport).audience.posts
}

describe('Instagram insights in the reports', () => {
  it('shows reach, views and engagement on reach beside engagement on followers', async () => {
    const byCaption = Object.fromEntries(
      (await postsOf(church.cookie)).map((post) => [post.caption, post]),
    )
    // 10 likes, no comments: 10 ÷ 4,000 followers = 0.25%; 10 ÷ 500 reached = 2%.
    expect(byCaption['Harvest supper']).toMatchObject({
      engagementRate: 0.25,
      insights: { state: 'ready', reach: 500, views: 900, engagementOnReach: 2 },
    })
    // Meta refuses "Not enough viewers" for stories only: a feed post seen by 4 has its numbers.
    expect(byCaption['Choir practice']?.insights).toMatchObject({
      state: 'ready',
      reach: 4,
      views: 6,
    })
    expect(byCaption['Tonight']?.insights).toMatchObject({ state: 'pending', reach: null })
  })

  it('asks again only for posts read more than 12 hours ago', async () => {
    await clearSimLog(t.sim)
    expect(await syncAccount(deps(), accountId)).toBe('synced')
    expect((await simLog(t.sim)).filter((call) => call.path.includes('/insights'))).toEqual([])
    // Half a day later the three are due again.
    expect(await syncAccount(deps(), accountId, new Date(Date.now() + 13 * HOUR))).toBe('synced')
    expect((await simLog(t.sim)).filter((call) => call.path.includes('/insights'))).toHaveLength(3)
  })

  it('reads no insights for an account that did not grant them', async () => {
    await t.db.db
      .update(instagramAccounts)
      .set({
        scopes: ['instagram_business_basic', 'instagram_business_manage_comments'],
      })
      .where(eq(instagramAccounts.id, accountId))
    await clearSimLog(t.sim)
    expect(await syncAccount(deps(), accountId, new Date(Date.now() + 30 * HOUR))).toBe('synced')
    expect((await simLog(t.sim)).filter((call) => call.path.includes('/insights'))).toEqual([])
  })

  it("shows a church only its own posts' insights; the agency sees them all", async () => {
    const other = await registerClient(t.app)
    expect(await postsOf(other.cookie)).toEqual([])
    const agencyPosts = await postsOf(owner)
    expect(agencyPosts.find((post) => post.caption === 'Harvest supper')?.insights?.reach).toBe(500)
    const stored = await t.db.db
      .select({ state: mediaInsights.state })
      .from(mediaInsights)
      .innerJoin(media, eq(media.id, mediaInsights.mediaId))
      .where(eq(media.accountId, accountId))
    expect(stored).toHaveLength(3)
  })
})

describe('a post Instagram refuses insights for', () => {
  it('leaves the queue, and the other posts still get theirs', async () => {
    const other = await registerClient(t.app)
    const ig = await createSimAccount(t.sim, {
      username: `refused_${Math.random().toString(36).slice(2, 8)}`,
      followers_count: 1_000,
    })
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString()
    // The two refused are the oldest, so they come first in the queue.
    const story = await createSimMedia(t.sim, ig.user_id, { caption: 'Story', timestamp: at(90) })
    const deleted = await createSimMedia(t.sim, ig.user_id, { caption: 'Gone', timestamp: at(85) })
    const fine = await createSimMedia(t.sim, ig.user_id, {
      caption: 'Picnic',
      timestamp: at(80),
      reach: 300,
    })
    await simControl(t.sim, 'faults', {
      path: `/${story.id}/insights`,
      errors: [
        {
          status: 400,
          code: 100,
          type: 'OAuthException',
          message:
            '(#100) The Media Insights API does not support the views metric for this media product type.',
        },
      ],
    })
    await simControl(t.sim, 'faults', {
      path: `/${deleted.id}/insights`,
      errors: [
        {
          status: 400,
          code: 100,
          error_subcode: 33,
          type: 'GraphMethodException',
          message: 'Unsupported get request. Object does not exist',
        },
      ],
    })
    try {
      const connected = await connectThroughInstagram(t.app, other.cookie, ig.username)
      expect(connected.statusCode, connected.body).toBe(200)
      const id = connected.json().id as string
      // Connecting runs the first sync.
      expect(await findSyncState(t.db.db, id)).toMatchObject({ state: 'idle' })
      const rows = await t.db.db
        .select({ igMediaId: media.igMediaId, reach: mediaInsights.reach })
        .from(media)
        .leftJoin(mediaInsights, eq(mediaInsights.mediaId, media.id))
        .where(eq(media.accountId, id))
      expect(rows.find((row) => row.igMediaId === fine.id)?.reach).toBe(300)
      // The sync says what it could not read.
      expect((await findSyncState(t.db.db, id))?.lastError).toBe(
        'Instagram gives no insights for 2 posts (deleted, or of a kind without them); the others are up to date.',
      )
      // Half a day later only the post with insights is asked again.
      await clearSimLog(t.sim)
      expect(await syncAccount(deps(), id, new Date(Date.now() + 13 * HOUR))).toBe('synced')
      const asked = (await simLog(t.sim)).filter((call) => call.path.includes('/insights'))
      expect(asked.map((call) => call.path)).toEqual([expect.stringContaining(fine.id)])
      expect((await findSyncState(t.db.db, id))?.lastError).toBeNull()
    } finally {
      await clearSimFaults(t.sim)
    }
  })
})
