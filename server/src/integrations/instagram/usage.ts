// X-Business-Use-Case-Usage: {"<ig-id>":[{"type":"instagram","call_count":12,
//   "total_cputime":3,"total_time":4,"estimated_time_to_regain_access":0}]}
// Values are percentages of the account's budget; throttling starts at 100.
export interface UsageReport {
  percent: number
  regainAfterMinutes: number
}

export function parseBusinessUsage(header: string | null): UsageReport | null {
  if (!header) return null
  try {
    const parsed = JSON.parse(header) as Record<
      string,
      {
        call_count?: number
        total_cputime?: number
        total_time?: number
        estimated_time_to_regain_access?: number
      }[]
    >
    let percent = 0
    let regainAfterMinutes = 0
    for (const entries of Object.values(parsed)) {
      for (const entry of entries ?? []) {
        percent = Math.max(
          percent,
          entry.call_count ?? 0,
          entry.total_cputime ?? 0,
          entry.total_time ?? 0,
        )
        regainAfterMinutes = Math.max(
          regainAfterMinutes,
          entry.estimated_time_to_regain_access ?? 0,
        )
      }
    }
    return { percent, regainAfterMinutes }
  } catch {
    return null
  }
}

// How a run of calls keeps to an account's budget, for every job that makes many calls in a row
// (the account sync, bulk hides and deletes): above SLOW_DOWN it pauses between calls; above STOP
// it stops and resumes once the allowance has recovered (at least 15 minutes).
export const SLOW_DOWN_PERCENT = 75
export const STOP_PERCENT = 90
export const SLOW_DOWN_MS = 1_000
const MIN_PAUSE_MINUTES = 15

export type Pace = { go: true; waitMs: number } | { go: false; pauseMinutes: number }

export function paceFor(usage: UsageReport | null | undefined): Pace {
  if (!usage) return { go: true, waitMs: 0 }
  if (usage.percent >= STOP_PERCENT)
    return { go: false, pauseMinutes: Math.max(usage.regainAfterMinutes, MIN_PAUSE_MINUTES) }
  return { go: true, waitMs: usage.percent >= SLOW_DOWN_PERCENT ? SLOW_DOWN_MS : 0 }
}
