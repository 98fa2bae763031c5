import { describe, expect, it } from 'vitest'
import { startSim, withAccount } from './helpers'

const HOUR = 3600 * 1000
const INSIGHTS = 'instagram_business_manage_insights'

async function setup(scopes = ['instagram_business_basic', INSIGHTS]) {
  const t = await startSim()
  const { account, token } = await withAccount(t, 'grace_test', scopes)
  const post = (body: Record<string, unknown>) =>
    t.control<{ id: string }>('/media', { account_id: account.user_id, ...body })
  const insights = (mediaId: string, metric = 'reach,views') =>
    t.graph(`/v23.0/${mediaId}/insights`, { metric, access_token: token })
  return { t, post, insights }
}

describe('GET /{media-id}/insights', () => {
  it("answers each metric's lifetime value once the 48 hours have passed", async () => {
    const { post, insights } = await setup()
    const old = await post({
      timestamp: new Date(Date.now() - 49 * HOUR).toISOString(),
      like_count: 3,
    })
    const res = await insights(old.id)
    expect(res.status).toBe(200)
    // 1,200 followers: 360 reached, and 6 for the 3 likes; views 1.6 times the reach.
    const body = await res.json()
    expect(
      body.data.map((m: { name: string; values: { value: number }[] }) => [
        m.name,
        m.values[0]!.value,
      ]),
    ).toEqual([
      ['reach', 366],
      ['views', 586],
    ])
    expect(body.data[0]).toMatchObject({
      period: 'lifetime',
      id: `${old.id}/insights/reach/lifetime`,
    })
  })

  it('answers an empty data set while the numbers are delayed', async () => {
    const { post, insights } = await setup()
    const fresh = await post({ timestamp: new Date(Date.now() - 47 * HOUR).toISOString() })
    expect(await (await insights(fresh.id)).json()).toEqual({ data: [] })
  })

  it('refuses with (#10) Not enough viewers only for a story below 5 accounts reached', async () => {
    const { post, insights } = await setup()
    const story = await post({ timestamp: '2026-01-01T00:00:00Z', reach: 4, product_type: 'STORY' })
    const res = await insights(story.id)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({
      code: 10,
      message: '(#10) Not enough viewers for the media to show insights',
    })
    // A feed post that few people saw has its small numbers.
    const small = await post({ timestamp: '2026-01-01T00:00:00Z', reach: 4 })
    const body = await (await insights(small.id)).json()
    expect(body.data[0]).toMatchObject({ name: 'reach', values: [{ value: 4 }] })
  })

  it('offers each surface its own metrics, and refuses another in Meta’s words', async () => {
    const { post, insights } = await setup()
    const reel = await post({ timestamp: '2026-01-01T00:00:00Z', media_type: 'VIDEO', reach: 100 })
    const reelBody = await (
      await insights(reel.id, 'reach,likes,saved,shares,ig_reels_avg_watch_time')
    ).json()
    expect(reelBody.data.map((m: { name: string }) => m.name)).toEqual([
      'reach',
      'likes',
      'saved',
      'shares',
      'ig_reels_avg_watch_time',
    ])
    const feed = await post({ timestamp: '2026-01-01T00:00:00Z', reach: 100 })
    const refused = await insights(feed.id, 'reach,ig_reels_avg_watch_time')
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toMatchObject({
      code: 100,
      message:
        '(#100) The Media Insights API does not support the ig_reels_avg_watch_time metric for this media product type (FEED).',
    })
  })

  it('lists a carousel’s items on its children edge', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t, 'grace_albums', ['instagram_business_basic'])
    const post = (body: Record<string, unknown>) =>
      t.control<{ id: string }>('/media', { account_id: account.user_id, ...body })
    const children = async (id: string) =>
      (
        await t.graph(`/v23.0/${id}/children`, { fields: 'id,media_type', access_token: token })
      ).json()
    const album = await post({ media_type: 'CAROUSEL_ALBUM' })
    const items = (await children(album.id)).data
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({ media_type: 'IMAGE' })
    expect(await children((await post({})).id)).toEqual({ data: [] })
  })

  it('needs the insights permission and a known metric', async () => {
    const { post, insights } = await setup(['instagram_business_basic'])
    const old = await post({ timestamp: '2026-01-01T00:00:00Z' })
    const denied = await (await insights(old.id)).json()
    expect(denied.error.message).toMatch(/requires instagram_business_manage_insights/)
    const { post: post2, insights: insights2 } = await setup()
    const other = await post2({ timestamp: '2026-01-01T00:00:00Z' })
    expect((await (await insights2(other.id, 'impressions')).json()).error.code).toBe(100)
  })
})
