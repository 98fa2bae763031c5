import { sql } from 'drizzle-orm'
import { PASTORAL_FLAGS } from '@common/schemas/pastoral'
import { PASTORAL_REPORT_DEFINITIONS, type TPastoralReport } from '@common/schemas/report-sections'
import type { DbOrTx } from '../../../db/client'
import { commentsIn, type ReportScope } from './reports.repository'

type Flags = TPastoralReport['flags']
const noFlags = (): Flags => Object.fromEntries(PASTORAL_FLAGS.map((flag) => [flag, 0])) as Flags

const median = (value: unknown) => (value === null ? null : Math.round(Number(value)))

// Flags per church and kind on the follower comments of the period. The flags carry their
// comment's time, church and level (migration 0032), so a period's flags are an index-only
// scan of comment_flags_period_idx, not a read of every comment of the period; one account's
// report still goes through its comments.
function flagsIn(scope: ReportScope) {
  if (scope.accountId)
    return sql`
      select c.organization_id::text as id, f.flag, count(*)::int as count
        from comments c join comment_flags f on f.work_item_id = c.id
       where ${commentsIn(scope)}
       group by 1, 2`
  return sql`
    select f.organization_id::text as id, f.flag, count(*)::int as count
      from comment_flags f
     where f.follower_top_level
       and f.commented_at >= ${scope.start.toISOString()}::timestamptz
       and f.commented_at < ${scope.end.toISOString()}::timestamptz
       ${scope.organizationId ? sql`and f.organization_id = ${scope.organizationId}::uuid` : sql``}
     group by 1, 2`
}

// Flags and case follow-up of the comments received in the report's period, per church.
// greatest() turns a null into 0, hence the filters on the medians: cases not yet seen or
// followed up stay out of them.
export async function pastoralReport(db: DbOrTx, scope: ReportScope): Promise<TPastoralReport> {
  const [flagRows, caseRows] = await Promise.all([
    db.execute<{ id: string; flag: string; count: number }>(flagsIn(scope)),
    db.execute<{
      id: string | null
      name: string | null
      cases: number
      seen: number
      followed_up: number
      median_seen: number | null
      median_follow_up: number | null
    }>(sql`
      select o.id::text as id, o.name, count(*)::int as cases,
             count(p.seen_at)::int as seen, count(p.followed_up_at)::int as followed_up,
             percentile_cont(0.5) within group (order by greatest(extract(epoch from p.seen_at - p.created_at), 0))
               filter (where p.seen_at is not null) as median_seen,
             percentile_cont(0.5) within group (order by greatest(extract(epoch from p.followed_up_at - p.created_at), 0))
               filter (where p.followed_up_at is not null) as median_follow_up
        from comments c join pastoral_cases p on p.work_item_id = c.id
        join organizations o on o.id = p.organization_id
       where ${commentsIn(scope)}
       group by grouping sets ((), (o.id, o.name))
       order by o.name nulls first`),
  ])

  const flags = noFlags()
  const churchFlags = new Map<string, Flags>()
  for (const row of flagRows.rows) {
    const flag = row.flag as keyof Flags
    flags[flag] += Number(row.count)
    const church = churchFlags.get(row.id) ?? noFlags()
    church[flag] += Number(row.count)
    churchFlags.set(row.id, church)
  }
  const stats = (row: (typeof caseRows.rows)[number] | undefined) => ({
    cases: Number(row?.cases ?? 0),
    seen: Number(row?.seen ?? 0),
    followedUp: Number(row?.followed_up ?? 0),
    medianSeen: median(row?.median_seen ?? null),
    medianFollowUp: median(row?.median_follow_up ?? null),
  })
  const churches = caseRows.rows.filter((row) => row.id !== null)
  const names = await churchNames(db, [...churchFlags.keys()], churches)
  return {
    flags,
    followUp: stats(caseRows.rows.find((row) => row.id === null)),
    byChurch: [...names]
      .map(([id, name]) => ({
        id,
        name,
        flags: churchFlags.get(id) ?? noFlags(),
        ...stats(churches.find((row) => row.id === id)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    definitions: PASTORAL_REPORT_DEFINITIONS,
  }
}

// Every church with a flag or a case in the period, by name.
async function churchNames(
  db: DbOrTx,
  flagged: string[],
  withCases: { id: string | null; name: string | null }[],
) {
  const names = new Map(withCases.map((row) => [row.id!, row.name!]))
  const missing = flagged.filter((id) => !names.has(id))
  if (missing.length > 0) {
    const result = await db.execute<{ id: string; name: string }>(
      sql`select id::text, name from organizations where id = any(string_to_array(${missing.join(',')}, ',')::uuid[])`,
    )
    for (const row of result.rows) names.set(row.id, row.name)
  }
  return names
}

// The pastoral care tables of the reports page as CSV rows (report-tables.ts).
export function pastoralTable(
  pastoral: TPastoralReport,
  table: 'pastoralFlags' | 'pastoralFollowUp',
): { columns: string[]; rows: (string | number | null)[][] } {
  if (table === 'pastoralFlags')
    return {
      columns: ['category', 'comments'],
      rows: PASTORAL_FLAGS.map((flag) => [flag, pastoral.flags[flag]]),
    }
  return {
    columns: [
      'church',
      ...PASTORAL_FLAGS,
      'cases',
      'seen',
      'followed_up',
      'median_seen_seconds',
      'median_follow_up_seconds',
    ],
    rows: pastoral.byChurch.map((row) => [
      row.name,
      ...PASTORAL_FLAGS.map((flag) => row.flags[flag]),
      row.cases,
      row.seen,
      row.followedUp,
      row.medianSeen,
      row.medianFollowUp,
    ]),
  }
}
