import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { commentsIn, type ReportScope } from './reports.repository'

// Churches with business hours count only time inside them towards the response-time target
// (business_seconds(), migration business_hours). The rest of the report keeps wall-clock time.
// This works out, per total, church, account and teammate, how many of those churches' answered
// comments change sides: `within` counted on the clock, and counted in business time. The
// report adds the difference to its own `within`, however that one was counted.
export interface WithinCorrection {
  total: number
  church: Map<string, number>
  account: Map<string, number>
  teammate: Map<string, number>
}

export async function businessHoursCorrection(
  db: DbOrTx,
  scope: ReportScope,
  targetSeconds: number,
): Promise<WithinCorrection> {
  const correction: WithinCorrection = {
    total: 0,
    church: new Map(),
    account: new Map(),
    teammate: new Map(),
  }
  // Most agencies set no business hours: one index probe spares them the pass over the period.
  if (!(await anyBusinessHours(db, scope.organizationId))) return correction
  const result = await db.execute<{
    organization_id: string | null
    account_id: string | null
    teammate: string | null
    grouping: number
    delta: number
  }>(sql`
    select c.organization_id::text, c.account_id::text, c.first_response_by as teammate,
           grouping(c.organization_id, c.account_id, c.first_response_by)::int as grouping,
           ((count(*) filter (where business_seconds(c.commented_at, c.first_response_at, b.time_zone, b.slots) <= ${targetSeconds}))
            - (count(*) filter (where greatest(extract(epoch from c.first_response_at - c.commented_at), 0) <= ${targetSeconds})))::int as delta
      from comments c join business_hours b on b.organization_id = c.organization_id
     where ${commentsIn(scope)} and c.first_response_at is not null
     group by grouping sets ((), (c.organization_id), (c.account_id), (c.first_response_by))`)
  // grouping(): a bit set for each column left out, organization 4, account 2, teammate 1.
  for (const row of result.rows) {
    const delta = Number(row.delta)
    if (Number(row.grouping) === 7) correction.total = delta
    else if (Number(row.grouping) === 3) correction.church.set(row.organization_id!, delta)
    else if (Number(row.grouping) === 5) correction.account.set(row.account_id!, delta)
    else if (Number(row.grouping) === 6 && row.teammate)
      correction.teammate.set(row.teammate, delta)
  }
  return correction
}

async function anyBusinessHours(db: DbOrTx, organizationId: string | null) {
  const result = await db.execute(
    organizationId
      ? sql`select 1 from business_hours where organization_id = ${organizationId}::uuid`
      : sql`select 1 from business_hours limit 1`,
  )
  return result.rows.length > 0
}
