import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
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
const DAY_MS = 86_400_000
function dayNames() {
  const names = new Map<number, string>()
  return (number: number) => {
    let name = names.get(number)
    if (!name) {
      name = new Date(EPOCH_2000 + number * DAY_MS).toISOString().slice(0, 10)
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
    closed_unanswered: number
    by_church: Record<string, number>
  }>(sql`
    select r.day - date '2000-01-01' as day, sum(r.received)::int as received,
           sum(r.replied)::int as replied, sum(r.done)::int as done, sum(r.hidden)::int as hidden,
           sum(r.closed_unanswered)::int as closed_unanswered,
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
        closedUnanswered: Number(row.closed_unanswered),
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

// Aligned spans of 2^level days (days counted from 2000-01-01, span = day >> level), as
// church_span_response_rollups keeps them, that cover [from, to] exactly: the largest span that
// starts at each day and ends within the period. A 90-day period takes at most 12.
export const MAX_SPAN_LEVEL = 8

export function spansCovering(fromDay: number, toDay: number) {
  const spans: { level: number; span: number }[] = []
  for (let day = fromDay; day <= toDay;) {
    let level = 0
    while (
      level < MAX_SPAN_LEVEL &&
      day % 2 ** (level + 1) === 0 &&
      day + 2 ** (level + 1) - 1 <= toDay
    )
      level += 1
    spans.push({ level, span: day / 2 ** level })
    day += 2 ** level
  }
  return spans
}

const dayNumber = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH_2000) / DAY_MS)

// Every histogram of the responsiveness section but the per-account ones (decision 054): the
// total, per day and per teammate from the agency's rows per day and responder, per church from
// each church's few spans covering the period. The histograms travel as text ("bucket,count,…"),
// read in place into typed-array sums (histogram-sum.ts): several times cheaper than the
// driver's parsing of integer arrays, and than Maps.
export async function agencyHistograms(
  db: DbOrTx,
  from: string,
  to: string,
  detail: boolean,
): Promise<ResponseHistograms> {
  const spans = spansCovering(dayNumber(from), dayNumber(to))
  const [days, churches] = await Promise.all([
    db.execute<{ day: number; responder: string; histogram: string }>(sql`
      select r.day - date '2000-01-01' as day, r.responder,
             array_to_string(r.histogram, ',') as histogram
        from agency_day_response_rollups r
       where r.day >= ${from}::date and r.day <= ${to}::date and cardinality(r.histogram) > 0`),
    detail
      ? db.execute<{ organization: string; histogram: string }>(sql`
          select r.organization_id::text as organization,
                 array_to_string(r.histogram, ',') as histogram
            from church_span_response_rollups r
            join unnest(${sql.param(spans.map((s) => s.level))}::smallint[],
                        ${sql.param(spans.map((s) => s.span))}::int[]) as s (level, span)
              on r.level = s.level and r.span = s.span
           where cardinality(r.histogram) > 0`)
      : undefined,
  ])
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
  for (const row of days.rows) {
    const sums = [total]
    if (detail) {
      sums.push(sumOf(byDay, dayName(Number(row.day))))
      if (row.responder) sums.push(sumOf(byTeammate, row.responder))
    }
    addHistogramText(row.histogram, sums)
  }
  for (const row of churches?.rows ?? [])
    addHistogramText(row.histogram, [sumOf(byChurch, row.organization)])
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
