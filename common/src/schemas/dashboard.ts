import { z } from 'zod'

// One stat card. `value` is null when there is nothing to compute it from (no posts in the
// window): the screen says so instead of showing a made-up number.
export const ZDashboardStat = z.object({
  value: z.number().nullable(),
  // The comparison period's value; null when the stat has no trend or no data then.
  previous: z.number().nullable(),
  // Percent change for counts, percentage points for rates; null when it cannot be computed.
  change: z.number().nullable(),
  definition: z.string(),
})
export type TDashboardStat = z.infer<typeof ZDashboardStat>

export const ZDashboard = z.object({
  totalAccounts: ZDashboardStat,
  organizations: ZDashboardStat.extend({ total: z.number().int() }),
  commentsToday: ZDashboardStat,
  engagementRate: ZDashboardStat,
  timeZone: z.string(),
  computedAt: z.string(),
})
export type TDashboard = z.infer<typeof ZDashboard>
