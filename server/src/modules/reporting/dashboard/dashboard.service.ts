import { DEFINITIONS } from '@common/definitions'
import type { TDashboard } from '@common/schemas/dashboard'
import type { Database } from '../../../db/client'
import {
  countAccounts,
  countFollowerCommentsByDay,
  countOrganizations,
  engagementRates,
} from './dashboard.repository'

const round = (value: number, digits: number) => Number(value.toFixed(digits))

// Percent change of a count; none from zero, where any change would be infinite.
const percentChange = (value: number, previous: number) =>
  previous === 0 ? null : round(((value - previous) / previous) * 100, 1)

// The four admin stats, from stored data only. `now` is a parameter so tests can fix it.
export async function getDashboard(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<TDashboard> {
  const { now, timeZone } = options
  const [totalAccounts, organizations, comments, engagement] = await Promise.all([
    countAccounts(db),
    countOrganizations(db),
    countFollowerCommentsByDay(db, now, timeZone),
    engagementRates(db, now),
  ])
  const rate = engagement.current === null ? null : round(engagement.current, 2)
  const previousRate = engagement.previous === null ? null : round(engagement.previous, 2)
  return {
    totalAccounts: {
      value: totalAccounts,
      previous: null,
      change: null,
      definition: DEFINITIONS.totalAccounts,
    },
    organizations: {
      value: organizations.active,
      total: organizations.total,
      previous: null,
      change: null,
      definition: DEFINITIONS.activeOrganizations,
    },
    commentsToday: {
      value: comments.today,
      previous: comments.yesterday,
      change: percentChange(comments.today, comments.yesterday),
      definition: DEFINITIONS.commentsToday(timeZone),
    },
    engagementRate: {
      value: rate,
      previous: previousRate,
      change: rate === null || previousRate === null ? null : round(rate - previousRate, 2),
      definition: DEFINITIONS.engagementRate,
    },
    timeZone,
    computedAt: now.toISOString(),
  }
}
