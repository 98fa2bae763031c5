import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { addHistogramText, HistogramSum } from './histogram-sum'
import type { VolumeDay } from './reports.repository'
import type { ResponseHistograms } from './response-rollups.repository'

// The agency-wide report reads rollups per church and local day (decision 049), cut in the zone
// report_rollup_zone names. The server makes that zone AGENCY_TIMEZONE when it starts; until it
// matches (another server on the same database with another zone, say) the report reads the
// hourly per-account rollups instead, which any zone can cut.
export async function syncReportRollupZone(db: DbOrTx, timeZone: string) {
  if ((await reportRollupZone(db)) !== timeZone)
    await db.execute(sql`select report_rollups_rebuild(${timeZone}::text)`)
}

export async function reportRollupZone(db: DbOrTx) {
  const result = await db.execute<{ time_zone: string }>(
    sql`select time_zone from report_rollup_zone`,
  )
  return result.rows[0]?.time_zone ?? null
}

// Days travel as numbers since 2000-01-01, made YYYY-MM-DD here once per day: to_char on every
// row would cost more than the rest of the read, and date::text follows the server's DateStyle.
const EPOCH_2000 = Date.UTC(2000, 0, 1)
function dayNames() {
  const names = new Map<number, string>()
  return (number: number) => {
    let name = names.get(number)
    if (!name) {
      name = new Date(EPOCH_2000 + number * 86_400_000).toISOString().slice(0, 10)
      names.set(number, name)
    }
    return name
  }
}

// Volume per local day in [from, to], with what each church received: PostgreSQL sums the
// days and writes each day's churches as one JSON object, so the server parses 90 rows rather
// than one per church and day.
export async function churchDays(db: DbOrTx, from: string, to: string) {
  const result = await db.execute<{
    day: number
    received: number
    replied: number
    done: number
    hidden: number
    by_church: Record<string, number>
  }>(sql`
    select r.day - date '2000-01-01' as day, sum(r.received)::int as received,
           sum(r.replied)::int as replied, sum(r.done)::int as done, sum(r.hidden)::int as hidden,
           json_object_agg(r.organization_id, r.received) as by_church
      from church_day_rollups r
     where r.day >= ${from}::date and r.day <= ${to}::date and r.received <> 0
     group by 1`)
  const dayName = dayNames()
  return new Map<string, VolumeDay>(
    result.rows.map((row) => [
      dayName(Number(row.day)),
      {
        received: Number(row.received),
        replied: Number(row.replied),
        done: Number(row.done),
        hidden: Number(row.hidden),
        bySeries: row.by_church,
      },
    ]),
  )
}

export async function receivedBetween(db: DbOrTx, from: string, to: string) {
  const result = await db.execute<{ received: number }>(sql`
    select coalesce(sum(r.received), 0)::int as received
      from church_day_rollups r where r.day >= ${from}::date and r.day <= ${to}::date`)
  return Number(result.rows[0]!.received)
}

// Every histogram of the responsiveness section but the per-account ones, summed here from one
// row per church, day and first responder. The histograms travel as text ("bucket,count,…"),
// read in place into typed-array sums (histogram-sum.ts): several times cheaper than the
// driver's parsing of integer arrays, and than Maps.
export async function churchDayHistograms(
  db: DbOrTx,
  from: string,
  to: string,
  detail: boolean,
): Promise<ResponseHistograms> {
  const result = await db.execute<{
    day: number
    organization: string
    responder: string
    histogram: string
  }>(sql`
    select r.day - date '2000-01-01' as day, r.organization_id::text as organization,
           r.responder, array_to_string(r.histogram, ',') as histogram
      from church_day_response_rollups r
     where r.day >= ${from}::date and r.day <= ${to}::date and cardinality(r.histogram) > 0`)
  const total = new HistogramSum()
  const byChurch = new Map<string, HistogramSum>()
  const byTeammate = new Map<string, HistogramSum>()
  const byDay = new Map<string, HistogramSum>()
  const sumOf = (map: Map<string, HistogramSum>, key: string) => {
    let sum = map.get(key)
    if (!sum) map.set(key, (sum = new HistogramSum()))
    return sum
  }
  const dayName = dayNames()
  for (const row of result.rows) {
    const sums = [total]
    if (detail) {
      sums.push(sumOf(byChurch, row.organization), sumOf(byDay, dayName(Number(row.day))))
      if (row.responder) sums.push(sumOf(byTeammate, row.responder))
    }
    addHistogramText(row.histogram, sums)
  }
  const histograms = (sums: Map<string, HistogramSum>) =>
    new Map([...sums].map(([key, sum]) => [key, sum.toHistogram()]))
  return {
    total: total.toHistogram(),
    byChurch: histograms(byChurch),
    byAccount: new Map(),
    byTeammate: histograms(byTeammate),
    byDay: histograms(byDay),
  }
}

// Comments received per weekday (0 = Sunday) and hour of the agency's zone over [start, end),
// from the agency's hourly rollup, as busiestHours returns them.
export async function agencyBusiestHours(
  db: DbOrTx,
  scope: { start: Date; end: Date; timeZone: string },
) {
  const result = await db.execute<{ weekday: number; hour: number; count: number }>(sql`
    select extract(dow from h.hour at time zone ${scope.timeZone}::text)::int as weekday,
           extract(hour from h.hour at time zone ${scope.timeZone}::text)::int as hour,
           sum(h.received)::int as count
      from (select r.hour, sum(r.received) as received from agency_hour_rollups r
             where r.hour >= ${scope.start.toISOString()}::timestamptz
               and r.hour < ${scope.end.toISOString()}::timestamptz
             group by 1) h
     group by 1, 2 having sum(h.received) > 0 order by 1, 2`)
  return result.rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    count: Number(row.count),
  }))
}
