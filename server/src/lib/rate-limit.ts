import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { AppError } from './app-error'

export interface RateRule {
  max: number
  windowSeconds: number
}

// A fixed-window counter kept in PostgreSQL: one atomic upsert per attempt, so the limit holds
// across every Flock process sharing the database.
export async function consumeRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  const result = await db.execute<{ count: number; window_started_at: Date }>(sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
        then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
        then now() else rate_limits.window_started_at end
    returning count, window_started_at`)
  const row = result.rows[0]
  if (row && row.count > rule.max) {
    const elapsed = (Date.now() - new Date(row.window_started_at).getTime()) / 1000
    const retryAfter = Math.max(1, Math.ceil(rule.windowSeconds - elapsed))
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      { retryAfterSeconds: retryAfter },
    )
  }
}

// No window is longer than a day (config/env.ts), so older counters can only restart at 1.
export async function pruneRateLimits(db: Database): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where window_started_at < now() - interval '1 day'`,
  )
  return result.rowCount ?? 0
}
