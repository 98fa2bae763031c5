import type { TPostInsights } from '@common/schemas/report-sections'
import { formatCount } from '@/utils/format'
import { formatPercent } from '../format'

// Reach, views and engagement on reach of a post, or why Instagram gave none.
export function insightCells(insights: TPostInsights | null): string[] {
  if (!insights) return ['—', '—', '—']
  if (insights.state === 'pending') return ['Not yet', 'Not yet', '—']
  if (insights.state === 'too_few_viewers') return ['Too few viewers', '—', '—']
  return [
    insights.reach === null ? '—' : formatCount(insights.reach),
    insights.views === null ? '—' : formatCount(insights.views),
    formatPercent(insights.engagementOnReach),
  ]
}
