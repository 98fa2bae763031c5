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

  it('refuses with (#10) Not enough viewers below 10 accounts reached', async () => {
    const { post, insights } = await setup()
    const small = await post({ timestamp: '2026-01-01T00:00:00Z', reach: 9 })
    const res = await insights(small.id)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({
      code: 10,
      message: '(#10) Not enough viewers for the media to show insights',
    })
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
