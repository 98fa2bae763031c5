import { commentCount, productTypeOf } from '../domain/media'
import type { Media } from '../store/types'
import type { GraphCall } from './call'
import { GraphError, invalidParam, missingParam } from './errors'
import { requireScope } from './nodes'

export const MANAGE_INSIGHTS = 'instagram_business_manage_insights'

// Instagram's documented behaviour: data "can be delayed up to 48 hours", and while it is
// unavailable the answer is an empty data set, not zeros.
export const INSIGHTS_DELAY_MS = 48 * 3600 * 1000
// Meta documents "(#10) Not enough viewers for the media to show insights" for stories only:
// below this many accounts reached a story's metrics are refused. Feed posts and reels answer
// their (small) numbers.
export const STORY_MIN_VIEWERS = 5

type ProductType = ReturnType<typeof productTypeOf>

// The metrics each surface offers (Instagram API with Instagram Login, v22+); asking a surface
// for another is refused with Meta's own words.
const METRICS_BY_TYPE: Record<ProductType, readonly Metric[]> = {
  FEED: [
    'reach',
    'views',
    'likes',
    'comments',
    'saved',
    'shares',
    'total_interactions',
    'profile_visits',
    'follows',
  ],
  REELS: [
    'reach',
    'views',
    'likes',
    'comments',
    'saved',
    'shares',
    'total_interactions',
    'ig_reels_avg_watch_time',
    'ig_reels_video_view_total_time',
  ],
  STORY: [
    'reach',
    'views',
    'replies',
    'shares',
    'total_interactions',
    'navigation',
    'profile_visits',
    'follows',
  ],
  // A live broadcast offers no insights through this API (UNCONFIRMED): every metric is refused.
  LIVE: [],
}

const METRICS = {
  reach: 'Accounts reached',
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  saved: 'Saved',
  shares: 'Shares',
  total_interactions: 'Interactions',
  profile_visits: 'Profile visits',
  follows: 'Follows',
  replies: 'Replies',
  navigation: 'Navigation',
  ig_reels_avg_watch_time: 'Average watch time',
  ig_reels_video_view_total_time: 'Watch time',
} as const
type Metric = keyof typeof METRICS

const notEnoughViewers = () =>
  new GraphError({ message: '(#10) Not enough viewers for the media to show insights', code: 10 })

const unsupportedForType = (metric: string, type: ProductType) =>
  invalidParam(
    `The Media Insights API does not support the ${metric} metric for this media product type (${type}).`,
  )

// Unless a test set them, about a third of the owner's followers reached, plus a few per like;
// the rest follow from the reach and the post's own counts.
function valuesOf(call: GraphCall, media: Media): Record<Metric, number> {
  const owner = [...call.ctx.store.accounts.values()].find((a) => a.userId === media.ownerId)
  const reach = media.reach ?? Math.round((owner?.followersCount ?? 0) * 0.3) + media.likeCount * 2
  const comments = commentCount(call.ctx, media)
  const saved = Math.round(reach * 0.02)
  const shares = Math.round(reach * 0.01)
  return {
    reach,
    views: media.views ?? Math.round(reach * 1.6),
    likes: media.likeCount,
    comments,
    saved,
    shares,
    total_interactions: media.likeCount + comments + saved + shares,
    profile_visits: Math.round(reach * 0.05),
    follows: Math.round(reach * 0.005),
    replies: Math.round(reach * 0.01),
    navigation: Math.round(reach * 0.8),
    // Milliseconds, as Meta reports them.
    ig_reels_avg_watch_time: 7_400,
    ig_reels_video_view_total_time: Math.round(reach * 1.6) * 7_400,
  }
}

/** GET /{media-id}/insights?metric=reach,views */
export function mediaInsights(call: GraphCall, media: Media) {
  requireScope(call.env, MANAGE_INSIGHTS)
  const asked = call.params.metric
  if (!asked) throw missingParam('metric')
  const metrics = asked.split(',').map((name) => name.trim())
  for (const name of metrics)
    if (!(name in METRICS))
      throw invalidParam(
        `metric[0] must be one of the following values: ${Object.keys(METRICS).join(', ')}`,
      )
  const type = productTypeOf(media)
  for (const name of metrics)
    if (!METRICS_BY_TYPE[type].includes(name as Metric)) throw unsupportedForType(name, type)
  if (call.ctx.clock.now() - media.timestamp < INSIGHTS_DELAY_MS) return { data: [] }
  const values = valuesOf(call, media)
  if (type === 'STORY' && values.reach < STORY_MIN_VIEWERS) throw notEnoughViewers()
  return {
    data: (metrics as Metric[]).map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: values[name] }],
      title: METRICS[name],
      id: `${media.id}/insights/${name}/lifetime`,
    })),
  }
}
