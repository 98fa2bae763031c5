import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { addTo, type Histogram } from './response-histogram'
import type { ReportScope } from './reports.repository'

const inScope = (scope: ReportScope, table: SQL): SQL => {
  const parts: SQL[] = [
    sql`${table}.hour >= ${scope.start.toISOString()}::timestamptz`,
    sql`${table}.hour < ${scope.end.toISOString()}::timestamptz`,
  ]
  if (scope.organizationId)
    parts.push(sql`${table}.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`${table}.account_id = ${scope.accountId}::uuid`)
  return sql.join(parts, sql` and `)
}

export interface ResponseHistograms {
  total: Histogram
  byChurch: Map<string, Histogram>
  byAccount: Map<string, Histogram>
  byTeammate: Map<string, Histogram>
  byDay: Map<string, Histogram>
}

const add = (map: Map<string, Histogram>, key: string, bucket: number, count: number) => {
  const histogram = map.get(key) ?? new Map<number, number>()
  addTo(histogram, bucket, count)
  map.set(key, histogram)
}

const emptyHistograms = (): ResponseHistograms => ({
  total: new Map(),
  byChurch: new Map(),
  byAccount: new Map(),
  byTeammate: new Map(),
  byDay: new Map(),
})

async function totalHistogram(db: DbOrTx, scope: ReportScope) {
  const result = await db.execute<{ bucket: number; answered: number }>(sql`
    select r.bucket_seconds as bucket, sum(r.answered)::int as answered
      from response_time_rollups r where ${inScope(scope, sql`r`)} group by 1`)
  const histogram: Histogram = new Map()
  for (const row of result.rows) addTo(histogram, Number(row.bucket), Number(row.answered))
  return histogram
}

// Every histogram the responsiveness section needs, in one pass over the period's rollup rows
// (grouping sets: bit n of grouping() is set when the n-th column is summed over).
export async function responseHistograms(
  db: DbOrTx,
  scope: ReportScope,
  detail: boolean,
): Promise<ResponseHistograms> {
  if (!detail) return { ...emptyHistograms(), total: await totalHistogram(db, scope) }
  const result = await db.execute<{
    level: number
    organization: string | null
    account: string | null
    responder: string | null
    day: string | null
    bucket: number
    answered: number
  }>(sql`
    select grouping(r.organization_id, r.account_id, r.responder, r.day)::int as level,
           r.organization_id::text as organization, r.account_id::text as account,
           r.responder, r.day, r.bucket_seconds as bucket, sum(r.answered)::int as answered
      from (select t.*, to_char((t.hour at time zone ${scope.timeZone}::text)::date, 'YYYY-MM-DD') as day
              from response_time_rollups t where ${inScope(scope, sql`t`)}) r
     group by grouping sets ((r.bucket_seconds), (r.organization_id, r.bucket_seconds),
           (r.account_id, r.bucket_seconds), (r.responder, r.bucket_seconds), (r.day, r.bucket_seconds))`)
  const histograms = emptyHistograms()
  for (const row of result.rows) {
    const count = Number(row.answered)
    const bucket = Number(row.bucket)
    if (count === 0) continue
    if (row.level === 15) addTo(histograms.total, bucket, count)
    else if (row.level === 7) add(histograms.byChurch, row.organization!, bucket, count)
    else if (row.level === 11) add(histograms.byAccount, row.account!, bucket, count)
    else if (row.level === 13 && row.responder)
      add(histograms.byTeammate, row.responder, bucket, count)
    else if (row.level === 14) add(histograms.byDay, row.day!, bucket, count)
  }
  return histograms
}

// Comments received per church and per account in the period, from comment_hour_rollups.
export async function receivedBy(db: DbOrTx, scope: ReportScope) {
  const result = await db.execute<{
    level: number
    organization: string | null
    account: string | null
    received: number
  }>(sql`
    select grouping(r.organization_id, r.account_id)::int as level,
           r.organization_id::text as organization, r.account_id::text as account,
           sum(r.received)::int as received
      from comment_hour_rollups r
     where ${inScope(scope, sql`r`)}
     group by grouping sets ((r.organization_id), (r.account_id))
    having sum(r.received) > 0`)
  const byChurch = new Map<string, number>()
  const byAccount = new Map<string, number>()
  for (const row of result.rows) {
    if (row.level === 1) byChurch.set(row.organization!, Number(row.received))
    else byAccount.set(row.account!, Number(row.received))
  }
  return { byChurch, byAccount }
}

export async function teammateNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const result = await db.execute<{ id: string; name: string }>(
    sql`select id, name from "user" where id = any(string_to_array(${ids.join(',')}, ','))`,
  )
  return new Map(result.rows.map((row) => [row.id, row.name]))
}
