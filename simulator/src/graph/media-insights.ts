import type { Media } from '../store/types'
import type { GraphCall } from './call'
import { GraphError, invalidParam, missingParam } from './errors'
import { requireScope } from './nodes'

export const MANAGE_INSIGHTS = 'instagram_business_manage_insights'

// Instagram's documented behaviour: data "can be delayed up to 48 hours", and while it is
// unavailable the answer is an empty data set, not zeros.
export const INSIGHTS_DELAY_MS = 48 * 3600 * 1000
// Below this many accounts reached, Instagram refuses with (#10) Not enough viewers.
export const MIN_VIEWERS = 10

const METRICS = {
  reach: {
    title: 'Accounts reached',
    description: 'The number of unique accounts that have seen this post at least once.',
  },
  views: {
    title: 'Views',
    description: 'The number of times this post was played or displayed.',
  },
} as const
type Metric = keyof typeof METRICS

const notEnoughViewers = () =>
  new GraphError({ message: '(#10) Not enough viewers for the media to show insights', code: 10 })

// Unless a test set them, about a third of the owner's followers reached, plus a few per like.
function valuesOf(call: GraphCall, media: Media): Record<Metric, number> {
  const owner = [...call.ctx.store.accounts.values()].find((a) => a.userId === media.ownerId)
  const reach = media.reach ?? Math.round((owner?.followersCount ?? 0) * 0.3) + media.likeCount * 2
  return { reach, views: media.views ?? Math.round(reach * 1.6) }
}

/** GET /{media-id}/insights?metric=reach,views */
export function mediaInsights(call: GraphCall, media: Media) {
  requireScope(call.env, MANAGE_INSIGHTS)
  const asked = call.params.metric
  if (!asked) throw missingParam('metric')
  const metrics = asked.split(',').map((name) => name.trim())
  for (const name of metrics)
    if (!(name in METRICS))
      throw invalidParam(`metric[0] must be one of the following values: reach, views`)
  if (call.ctx.clock.now() - media.timestamp < INSIGHTS_DELAY_MS) return { data: [] }
  const values = valuesOf(call, media)
  if (values.reach < MIN_VIEWERS) throw notEnoughViewers()
  return {
    data: (metrics as Metric[]).map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: values[name] }],
      title: METRICS[name].title,
      description: METRICS[name].description,
      id: `${media.id}/insights/${name}/lifetime`,
    })),
  }
}
