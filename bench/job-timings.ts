import type pg from 'pg'

export interface JobTimings {
  jobs: number
  // From the first job queued to the last: how fast the route or the sweep sent them.
  sentOverMs: number
  waitP50Ms: number
  waitP99Ms: number
  runP50Ms: number
  runP99Ms: number
  // The most jobs of the queue that were running at the same moment (all processes together).
  peakRunning: number
}

// Where a job's time went, from pg-boss's own bookkeeping: queued → started (waiting for a
// worker) and started → completed (the work itself).
export async function jobTimings(sql: pg.Client, queue: string, since: Date): Promise<JobTimings> {
  const { rows } = await sql.query<JobTimings>(
    `with j as (
       select created_on, started_on, completed_on from pgboss.job
       where name = $1 and created_on >= $2 and completed_on is not null),
     edges as (
       select started_on as at, 1 as d from j union all select completed_on, -1 from j),
     running as (select sum(d) over (order by at, d) as n from edges)
     select (select count(*)::int from j) as jobs,
            coalesce((select extract(epoch from max(created_on) - min(created_on)) * 1000 from j), 0)::float as "sentOverMs",
            coalesce((select percentile_disc(0.5) within group (order by extract(epoch from started_on - created_on) * 1000) from j), 0)::float as "waitP50Ms",
            coalesce((select percentile_disc(0.99) within group (order by extract(epoch from started_on - created_on) * 1000) from j), 0)::float as "waitP99Ms",
            coalesce((select percentile_disc(0.5) within group (order by extract(epoch from completed_on - started_on) * 1000) from j), 0)::float as "runP50Ms",
            coalesce((select percentile_disc(0.99) within group (order by extract(epoch from completed_on - started_on) * 1000) from j), 0)::float as "runP99Ms",
            coalesce((select max(n) from running), 0)::int as "peakRunning"`,
    [queue, since],
  )
  return rows[0]!
}

export function describeTimings(label: string, t: JobTimings): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  return [
    `${label} jobs`,
    `${t.jobs} queued over ${s(t.sentOverMs)}; waited p50 ${s(t.waitP50Ms)} p99 ${s(t.waitP99Ms)}; ` +
      `ran p50 ${s(t.runP50Ms)} p99 ${s(t.runP99Ms)}; at most ${t.peakRunning} at once`,
  ]
}
