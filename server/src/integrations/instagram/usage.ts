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
