import { REPORT_DEFINITIONS } from '@common/definitions'
import type { TReport, TReportQuery, TResponseStats } from '@common/schemas/reports'
import type { Database } from '../../../db/client'
import { countOf, type Histogram, percentile, withinOf } from './response-histogram'
import { receivedBy, responseHistograms, teammateNames } from './response-rollups.repository'
import {
  busiestHours,
  churchName,
  deletionsByDay,
  followerDays,
  localMidnights,
  postEngagement,
  receivedTotal,
  type ReportScope,
  type VolumeDay,
  seriesNames,
  volumeByDay,
  volumeDays,
} from './reports.repository'
import { businessHoursCorrection } from './business-hours'
import {
  agencyBusiestHours,
  agencyHistograms,
  churchDays,
  receivedBetween,
  reportRollupZone,
} from './report-day-rollups.repository'
import { withInsights } from './insights'
import { pastoralReport } from './pastoral-report'
import { messagesReport } from './messages-report'
import { publishingReport } from './publishing-report'

const DAY_MS = 86_400_000
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export interface ReportPeriod {
  from: string
  to: string
  previousFrom: string
  previousTo: string
}

// The chosen days and the same number of days just before them.
export function reportPeriod(from: string, to: string): ReportPeriod {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) }
}

export function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

const round = (value: number | null, digits = 0) =>
  value === null ? null : Number(value.toFixed(digits))

// Median, 90th percentile and share within the target of one histogram of first response
// times (response-histogram.ts says how exact they are). `withinCorrection` moves the comments
// of churches with business hours to their business-time side of the target (business-hours.ts).
function responseStats(
  received: number,
  histogram: Histogram | undefined,
  targetSeconds: number,
  withinCorrection = 0,
): TResponseStats {
  const times = histogram ?? new Map<number, number>()
  const within = withinOf(times, targetSeconds) + withinCorrection
  return {
    received,
    answered: countOf(times),
    median: round(percentile(times, 0.5)),
    p90: round(percentile(times, 0.9)),
    withinTarget: received === 0 ? null : round((within / received) * 100, 1),
  }
}

export interface ReportOptions {
  timeZone: string
  targetHours: number
  organizationId: string | null
  // The agency-wide report lists accounts only when asked (its CSV table): per account is as
  // many rows as comments at scale, so the page shows them for one church at a time.
  accountsAgencyWide?: boolean
  // The volume chart stacks the busiest few churches (or accounts) and the rest as one; its
  // CSV table lists every one.
  everySeries?: boolean
  // The messages and publishing tables list accounts agency-wide too (their CSV tables); the
  // page lists them for one church, as the other tables.
  everyAccount?: boolean
}

// The stacked volume chart's colours: seven series and "Other".
const STACKED_SERIES = 8
export const OTHER_SERIES = 'other'

// The busiest STACKED_SERIES - 1 series of the period by name, and the rest summed per day as
// one "Other" series (each day's bySeries is rewritten so), when there are more than
// STACKED_SERIES: 200 churches make neither a readable chart nor a readable table, and were most
// of the report's weight.
function stackedSeries(
  names: Map<string, string>,
  received: Map<string, number>,
  days: Map<string, VolumeDay>,
  kind: 'church' | 'account',
) {
  const all = [...names].map(([id, name]) => ({ id, name }))
  if (all.length <= STACKED_SERIES) return all.sort((a, b) => a.name.localeCompare(b.name))
  const busiest = all
    .sort(
      (a, b) =>
        (received.get(b.id) ?? 0) - (received.get(a.id) ?? 0) || a.name.localeCompare(b.name),
    )
    .slice(0, STACKED_SERIES - 1)
  const kept = new Set(busiest.map((series) => series.id))
  for (const day of days.values()) {
    let other = 0
    const bySeries: Record<string, number> = {}
    for (const [id, count] of Object.entries(day.bySeries))
      if (kept.has(id)) bySeries[id] = count
      else other += count
    if (other > 0) bySeries[OTHER_SERIES] = other
    day.bySeries = bySeries
  }
  const others = all.length - busiest.length
  return [
    ...busiest.sort((a, b) => a.name.localeCompare(b.name)),
    { id: OTHER_SERIES, name: `Other ${kind === 'church' ? 'churches' : 'accounts'} (${others})` },
  ]
}

export async function scopeOf(
  db: Database,
  query: Pick<TReportQuery, 'from' | 'to' | 'accountId'>,
  options: ReportOptions,
) {
  const period = reportPeriod(query.from, query.to)
  const midnights = await localMidnights(
    db,
    [period.previousFrom, period.from, addDays(period.to, 1)],
    options.timeZone,
  )
  const base = {
    organizationId: options.organizationId,
    accountId: query.accountId,
    timeZone: options.timeZone,
  }
  const current: ReportScope = {
    ...base,
    start: midnights.get(period.from)!,
    end: midnights.get(addDays(period.to, 1))!,
  }
  const previous: ReportScope = {
    ...base,
    start: midnights.get(period.previousFrom)!,
    end: midnights.get(period.from)!,
  }
  return { period, current, previous }
}

export async function getReport(
  db: Database,
  query: TReportQuery,
  options: ReportOptions,
): Promise<TReport> {
  const targetSeconds = Math.round(options.targetHours * 3600)
  const { period, current, previous } = await scopeOf(db, query, options)
  const series = options.organizationId ? 'account' : 'church'
  const listAccounts = Boolean(options.organizationId) || Boolean(options.everyAccount)
  // Agency-wide, the rollups per church and local day, when they are cut in the report's zone.
  const byChurchDay =
    !options.organizationId &&
    !query.accountId &&
    !options.accountsAgencyWide &&
    (await reportRollupZone(db)) === options.timeZone
  const [
    histograms,
    previousHistograms,
    receivedRows,
    volume,
    previousReceived,
    deletions,
    heatmap,
    followers,
    posts,
    pastoral,
    correction,
    previousCorrection,
    messages,
    publishing,
  ] = await Promise.all([
    byChurchDay
      ? agencyHistograms(db, period.from, period.to, true)
      : responseHistograms(db, current, true),
    byChurchDay
      ? agencyHistograms(db, period.previousFrom, period.previousTo, false)
      : responseHistograms(db, previous, false),
    byChurchDay ? undefined : receivedBy(db, current),
    byChurchDay
      ? churchDays(db, period.from, period.to)
      : volumeByDay(db, current, series).then(volumeDays),
    byChurchDay
      ? receivedBetween(db, period.previousFrom, period.previousTo)
      : receivedTotal(db, previous),
    deletionsByDay(db, current),
    byChurchDay ? agencyBusiestHours(db, current) : busiestHours(db, current),
    followerDays(db, current, period.from, period.to),
    postEngagement(db, current, 50),
    pastoralReport(db, current),
    businessHoursCorrection(db, current, targetSeconds),
    businessHoursCorrection(db, previous, targetSeconds),
    messagesReport(db, current, targetSeconds, listAccounts),
    publishingReport(db, current, listAccounts),
  ])

  // Received per church: agency-wide, summed from the volume's churches per day; otherwise
  // receivedBy read it from the hourly rollup, with per account.
  const received = receivedRows ?? {
    byChurch: new Map<string, number>(),
    byAccount: new Map<string, number>(),
  }
  const seriesIds = new Set<string>()
  for (const day of volume.values())
    for (const [id, count] of Object.entries(day.bySeries)) {
      seriesIds.add(id)
      if (!receivedRows) received.byChurch.set(id, (received.byChurch.get(id) ?? 0) + count)
    }
  const [names, churches, accountNames, teammates] = await Promise.all([
    seriesNames(db, series, [...seriesIds]),
    seriesNames(db, 'church', [...received.byChurch.keys()]),
    seriesNames(db, 'account', [...received.byAccount.keys()]),
    teammateNames(db, [...histograms.byTeammate.keys()]),
  ])
  // Rows per church, account and teammate, by name as the tables show them.
  const rowsOf = (
    counts: Map<string, number | undefined>,
    names: Map<string, string>,
    from: Map<string, Histogram>,
    corrections: Map<string, number>,
  ) =>
    [...counts.keys()]
      .filter((id) => names.has(id))
      .map((id) => {
        const histogram = from.get(id)
        // A teammate's rows count the comments they answered first, so received = answered.
        const count = counts.get(id) ?? countOf(histogram ?? new Map())
        const stats = responseStats(count, histogram, targetSeconds, corrections.get(id))
        return { id, name: names.get(id)!, ...stats }
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  // Per series over the whole period, for the busiest (volume's own, whatever the scope).
  const seriesReceived = new Map<string, number>()
  for (const day of volume.values())
    for (const [id, count] of Object.entries(day.bySeries))
      seriesReceived.set(id, (seriesReceived.get(id) ?? 0) + count)
  const stacked = options.everySeries
    ? [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
    : stackedSeries(names, seriesReceived, volume, options.organizationId ? 'account' : 'church')
  const days = daysOf(period.from, period.to).map((day) => {
    const volumeDay = volume.get(day)
    return {
      day,
      received: volumeDay?.received ?? 0,
      replied: volumeDay?.replied ?? 0,
      done: volumeDay?.done ?? 0,
      hidden: volumeDay?.hidden ?? 0,
      closedUnanswered: volumeDay?.closedUnanswered ?? 0,
      deleted: deletions.get(day) ?? 0,
      bySeries: volumeDay?.bySeries ?? {},
    }
  })
  const total = (
    key: 'received' | 'replied' | 'done' | 'hidden' | 'closedUnanswered' | 'deleted',
  ) => days.reduce((sum, day) => sum + day[key], 0)

  const accounts = new Map<string, TReport['audience']['accounts'][number]>()
  for (const row of followers) {
    const account = accounts.get(row.id) ?? {
      id: row.id,
      name: row.name,
      first: row.followers,
      last: row.followers,
      growth: 0,
      days: [],
    }
    account.days.push({ day: row.day, followers: row.followers })
    account.last = row.followers
    account.growth = account.last - (account.first ?? 0)
    accounts.set(row.id, account)
  }

  const targetHours = options.targetHours
  return {
    ...period,
    timeZone: options.timeZone,
    church: options.organizationId ? await churchName(db, options.organizationId) : null,
    targetSeconds,
    responsiveness: {
      current: responseStats(total('received'), histograms.total, targetSeconds, correction.total),
      previous: responseStats(
        previousReceived,
        previousHistograms.total,
        targetSeconds,
        previousCorrection.total,
      ),
      byChurch: rowsOf(received.byChurch, churches, histograms.byChurch, correction.church),
      byAccount: rowsOf(received.byAccount, accountNames, histograms.byAccount, correction.account),
      byTeammate: rowsOf(
        new Map([...histograms.byTeammate.keys()].map((id) => [id, undefined])),
        teammates,
        histograms.byTeammate,
        correction.teammate,
      ),
      daily: [...histograms.byDay]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([day, times]) => ({
          day,
          median: round(percentile(times, 0.5)),
          answered: countOf(times),
        })),
    },
    volume: {
      totals: {
        received: total('received'),
        replied: total('replied'),
        done: total('done'),
        hidden: total('hidden'),
        closedUnanswered: total('closedUnanswered'),
        deleted: total('deleted'),
      },
      previousReceived,
      series: stacked,
      days,
      heatmap,
    },
    audience: { accounts: [...accounts.values()], posts: await withInsights(db, posts) },
    pastoral,
    messages,
    publishing,
    definitions: {
      ...REPORT_DEFINITIONS,
      withinTarget: REPORT_DEFINITIONS.withinTarget(targetHours),
      heatmap: `${REPORT_DEFINITIONS.heatmap} (${options.timeZone})`,
    },
  }
}
