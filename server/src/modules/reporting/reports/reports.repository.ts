import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'

// A report's scope: one church (or every church) and optionally one of its accounts, over
// [start, end), the instants of the local midnights PostgreSQL worked out in the agency's zone.
export interface ReportScope {
  organizationId: string | null
  accountId?: string
  start: Date
  end: Date
  timeZone: string
}

// Midnights of local dates in the agency's time zone, worked out by PostgreSQL, so days of 23 or
// 25 hours come out right.
export async function localMidnights(db: DbOrTx, days: string[], timeZone: string) {
  const result = await db.execute<{ day: string; at: Date }>(sql`
    select d.day, (d.day::date::timestamp at time zone ${timeZone}::text) as at
      from unnest(string_to_array(${days.join(',')}, ',')) as d (day)`)
  return new Map(result.rows.map((row) => [row.day, new Date(row.at)]))
}

// The follower top-level comments received in the period, in the report's scope (alias c).
export const commentsIn = (scope: ReportScope): SQL => {
  const parts: SQL[] = [
    sql`c.parent_id is null and not c.is_own`,
    sql`c.commented_at >= ${scope.start.toISOString()}::timestamptz`,
    sql`c.commented_at < ${scope.end.toISOString()}::timestamptz`,
  ]
  if (scope.organizationId) parts.push(sql`c.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`c.account_id = ${scope.accountId}::uuid`)
  return sql.join(parts, sql` and `)
}
const rollupsIn = (scope: ReportScope): SQL => {
  const parts: SQL[] = [
    sql`r.hour >= ${scope.start.toISOString()}::timestamptz`,
    sql`r.hour < ${scope.end.toISOString()}::timestamptz`,
  ]
  if (scope.organizationId) parts.push(sql`r.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`r.account_id = ${scope.accountId}::uuid`)
  return sql.join(parts, sql` and `)
}

// Comments received per local day and series (a church, or an account within one church), with
// how many of them are now replied, done and hidden, summed from comment_hour_rollups.
export async function volumeByDay(db: DbOrTx, scope: ReportScope, series: 'church' | 'account') {
  const seriesColumn = series === 'church' ? sql`r.organization_id` : sql`r.account_id`
  const result = await db.execute<{
    day: string
    series: string
    received: number
    replied: number
    done: number
    hidden: number
    closedUnanswered: number
    closed_unanswered: number
  }>(sql`
    select to_char((r.hour at time zone ${scope.timeZone}::text)::date, 'YYYY-MM-DD') as day,
           ${seriesColumn}::text as series,
           sum(r.received)::int as received, sum(r.replied)::int as replied,
           sum(r.done)::int as done, sum(r.hidden)::int as hidden,
           sum(r.closed_unanswered)::int as closed_unanswered
      from comment_hour_rollups r
     where ${rollupsIn(scope)}
     group by 1, 2 order by 1, 2`)
  return result.rows.map((row) => ({
    day: row.day,
    series: row.series,
    received: Number(row.received),
    replied: Number(row.replied),
    done: Number(row.done),
    hidden: Number(row.hidden),
    closedUnanswered: Number(row.closed_unanswered),
  }))
}

// One local day of the volume: its totals and what each series received.
export interface VolumeDay {
  received: number
  replied: number
  done: number
  hidden: number
  closedUnanswered: number
  bySeries: Record<string, number>
}

// volumeByDay's rows as days.
export function volumeDays(rows: Awaited<ReturnType<typeof volumeByDay>>) {
  const days = new Map<string, VolumeDay>()
  for (const row of rows) {
    let day = days.get(row.day)
    if (!day)
      days.set(
        row.day,
        (day = { received: 0, replied: 0, done: 0, hidden: 0, closedUnanswered: 0, bySeries: {} }),
      )
    day.received += row.received
    day.replied += row.replied
    day.done += row.done
    day.hidden += row.hidden
    day.closedUnanswered += row.closedUnanswered
    day.bySeries[row.series] = row.received
  }
  return days
}

export async function receivedTotal(db: DbOrTx, scope: ReportScope) {
  const result = await db.execute<{ received: number }>(sql`
    select coalesce(sum(r.received), 0)::int as received
      from comment_hour_rollups r where ${rollupsIn(scope)}`)
  return Number(result.rows[0]!.received)
}

// Comments received per weekday (0 = Sunday) and hour of the agency's time zone.
export async function busiestHours(db: DbOrTx, scope: ReportScope) {
  const result = await db.execute<{ weekday: number; hour: number; count: number }>(sql`
    select extract(dow from r.hour at time zone ${scope.timeZone}::text)::int as weekday,
           extract(hour from r.hour at time zone ${scope.timeZone}::text)::int as hour,
           sum(r.received)::int as count
      from comment_hour_rollups r
     where ${rollupsIn(scope)}
     group by 1, 2 having sum(r.received) > 0 order by 1, 2`)
  return result.rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    count: Number(row.count),
  }))
}

export async function deletionsByDay(db: DbOrTx, scope: ReportScope) {
  const parts: SQL[] = [
    sql`d.deleted_at >= ${scope.start.toISOString()}::timestamptz`,
    sql`d.deleted_at < ${scope.end.toISOString()}::timestamptz`,
  ]
  if (scope.organizationId) parts.push(sql`d.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`d.account_id = ${scope.accountId}::uuid`)
  const result = await db.execute<{ day: string; count: number }>(sql`
    select to_char((d.deleted_at at time zone ${scope.timeZone}::text)::date, 'YYYY-MM-DD') as day,
           count(*)::int as count
      from comment_deletions d where ${sql.join(parts, sql` and `)}
     group by 1`)
  return new Map(result.rows.map((row) => [row.day, Number(row.count)]))
}

export async function seriesNames(db: DbOrTx, series: 'church' | 'account', ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const result =
    series === 'church'
      ? await db.execute<{ id: string; name: string }>(
          sql`select id::text, name from organizations where id = any(string_to_array(${ids.join(',')}, ',')::uuid[])`,
        )
      : await db.execute<{ id: string; name: string }>(
          sql`select id::text, username as name from instagram_accounts where id = any(string_to_array(${ids.join(',')}, ',')::uuid[])`,
        )
  return new Map(result.rows.map((row) => [row.id, row.name]))
}

// Followers recorded per account per UTC day within [fromDay, toDay].
export async function followerDays(
  db: DbOrTx,
  scope: { organizationId: string | null; accountId?: string },
  fromDay: string,
  toDay: string,
) {
  const parts: SQL[] = [sql`s.day >= ${fromDay}::date`, sql`s.day <= ${toDay}::date`]
  if (scope.organizationId) parts.push(sql`s.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`s.account_id = ${scope.accountId}::uuid`)
  const result = await db.execute<{ id: string; name: string; day: string; followers: number }>(sql`
    select a.id::text as id, a.username as name, to_char(s.day, 'YYYY-MM-DD') as day, s.followers
      from follower_snapshots s join instagram_accounts a on a.id = s.account_id
     where ${sql.join(parts, sql` and `)}
     order by a.username, a.id, s.day`)
  return result.rows.map((row) => ({ ...row, followers: Number(row.followers) }))
}

// Posts published in the period with their engagement on followers at sync, best first.
export async function postEngagement(db: DbOrTx, scope: ReportScope, limit: number) {
  const parts: SQL[] = [
    sql`m.posted_at >= ${scope.start.toISOString()}::timestamptz`,
    sql`m.posted_at < ${scope.end.toISOString()}::timestamptz`,
  ]
  if (scope.organizationId) parts.push(sql`a.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`m.account_id = ${scope.accountId}::uuid`)
  const result = await db.execute<{
    id: string
    account: string
    permalink: string | null
    caption: string | null
    posted_at: Date
    likes: number
    comments: number
    followers: number
    rate: number | null
  }>(sql`
    select m.id::text as id, a.username as account, m.permalink, m.caption, m.posted_at,
           m.like_count as likes, m.comments_count as comments, m.followers_at_sync as followers,
           case when m.followers_at_sync > 0
                then round((m.like_count + m.comments_count)::numeric / m.followers_at_sync * 100, 2)
           end as rate
      from media m join instagram_accounts a on a.id = m.account_id
     where ${sql.join(parts, sql` and `)}
     order by rate desc nulls last, m.posted_at desc limit ${limit}`)
  return result.rows.map((row) => ({
    id: row.id,
    account: row.account,
    permalink: row.permalink,
    caption: row.caption,
    postedAt: new Date(row.posted_at).toISOString(),
    likes: Number(row.likes),
    comments: Number(row.comments),
    followers: Number(row.followers),
    engagementRate: row.rate === null ? null : Number(row.rate),
  }))
}

export async function churchName(db: DbOrTx, organizationId: string) {
  const result = await db.execute<{ id: string; name: string }>(
    sql`select id::text, name from organizations where id = ${organizationId}::uuid`,
  )
  return result.rows[0] ?? null
}
