import { sql, type SQL } from 'drizzle-orm'
import {
  ON_TIME_MINUTES,
  PUBLISHING_REPORT_DEFINITIONS,
  type TPublishingReport,
  type TPublishingRow,
} from '@common/schemas/report-sections'
import type { DbOrTx } from '../../../db/client'
import { type ReportScope, seriesNames } from './reports.repository'

// Posts published in the period per church and account (decision 074): on time when published
// no later than ON_TIME_MINUTES after the time they were scheduled for, late otherwise; reach
// from the insights of the media the post became, when Instagram gave them. Read from
// posts_published_idx: the period's published posts only.
export async function publishingReport(
  db: DbOrTx,
  scope: ReportScope,
  listAccounts: boolean,
): Promise<TPublishingReport> {
  const parts: SQL[] = [
    sql`p.published_at is not null`,
    sql`p.published_at >= ${scope.start.toISOString()}::timestamptz`,
    sql`p.published_at < ${scope.end.toISOString()}::timestamptz`,
  ]
  if (scope.organizationId) parts.push(sql`p.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`p.account_id = ${scope.accountId}::uuid`)
  const late = sql`p.published_at > p.scheduled_at + make_interval(mins => ${ON_TIME_MINUTES})`
  const result = await db.execute<{
    level: number
    organization_id: string | null
    account_id: string | null
    published: number
    late: number
    with_reach: number
    reach: number | null
  }>(sql`
    select grouping(p.organization_id, p.account_id)::int as level,
           p.organization_id::text, p.account_id::text, count(*)::int as published,
           (count(*) filter (where ${late}))::int as late,
           count(i.reach)::int as with_reach, sum(i.reach)::bigint as reach
      from posts p
      left join media_insights i on i.media_id = p.media_id and i.state = 'ready'
     where ${sql.join(parts, sql` and `)}
     group by grouping sets ((), (p.organization_id), (p.organization_id, p.account_id))`)
  const rowOf = (row: (typeof result.rows)[number], id: string, name: string): TPublishingRow => ({
    id,
    name,
    published: Number(row.published),
    onTime: Number(row.published) - Number(row.late),
    late: Number(row.late),
    withReach: Number(row.with_reach),
    reach: Number(row.with_reach) > 0 ? Number(row.reach) : null,
  })
  const churchRows = result.rows.filter((row) => row.level === 1)
  const accountRows = result.rows.filter((row) => row.level === 0)
  const [churches, accounts] = await Promise.all([
    seriesNames(
      db,
      'church',
      churchRows.map((row) => row.organization_id!),
    ),
    seriesNames(
      db,
      'account',
      accountRows.map((row) => row.account_id!),
    ),
  ])
  const listed = (
    rows: typeof result.rows,
    key: 'organization_id' | 'account_id',
    names: Map<string, string>,
  ) =>
    rows
      .filter((row) => names.has(row[key]!))
      .map((row) => rowOf(row, row[key]!, names.get(row[key]!)!))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  const total = result.rows.find((row) => row.level === 3)
  return {
    onTimeMinutes: ON_TIME_MINUTES,
    total: total
      ? rowOf(total, '', 'Total')
      : { id: '', name: 'Total', published: 0, onTime: 0, late: 0, withReach: 0, reach: null },
    byChurch: listed(churchRows, 'organization_id', churches),
    // Accounts for one church, as the other tables of the page (decision 049).
    byAccount: listAccounts ? listed(accountRows, 'account_id', accounts) : [],
    definitions: { ...PUBLISHING_REPORT_DEFINITIONS },
  }
}
