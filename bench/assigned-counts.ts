import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openBenchDatabase } from './bench-database'

// "Assigned to me" counted two ways on the database a `KEEP=1 npm run bench:scale` run left
// (decision 059): by the comments themselves, as before, and from assigned_open_counts. Usage:
//   npm run bench:scale:assigned            (DATA_DIR=.tmp/bench-scale-10m for the 10M copy)
// 1. Both statements' answer, plan (rows and buffers read) and p50/p95 as they are.
// 2. The same with every open comment assigned to that teammate, in a transaction rolled back:
//    the old count grows with the comments, the new one stays one row per account.
// 3. What each statement trigger on comments costs when one comment is assigned (EXPLAIN ANALYZE).
const DATA_DIR = process.env.DATA_DIR ?? '.tmp/bench-scale'
const ITERATIONS = Number(process.env.ITERATIONS ?? 200)
const BEFORE = `select count(*)::int from comments where parent_id is null and not is_own
  and not hidden and response_status in ('pending', 'sending') and assignee_id = $1`
const AFTER = `select coalesce(sum(awaiting_reply), 0)::int from assigned_open_counts where user_id = $1`
const STATEMENTS = [
  ['by the comments', BEFORE],
  ['assigned_open_counts', AFTER],
] as const

async function main() {
  const database = await openBenchDatabase({ dataDir: DATA_DIR, keep: true })
  const sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
  try {
    await sql.query('vacuum (analyze) comments')
    const busiest = await sql.query<{ id: string }>(
      `select assignee_id as id from comments where assignee_id is not null
       group by 1 order by count(*) desc limit 1`,
    )
    const userId = busiest.rows[0]?.id
    if (!userId)
      throw new Error(`No assigned comments in ${DATA_DIR}: run KEEP=1 npm run bench:scale first`)
    await compare(sql, userId, 'As seeded')
    await sql.query('begin')
    const started = performance.now()
    const moved = await sql.query(
      `update comments set assignee_id = $1 where parent_id is null and not is_own and not hidden
       and response_status in ('pending', 'sending') and assignee_id is distinct from $1`,
      [userId],
    )
    console.log(`\n(${moved.rowCount} more open comments assigned in ${seconds(started)} s)`)
    await compare(sql, userId, 'Every open comment assigned to the teammate', 20)
    await sql.query('rollback')
    // The rolled-back rows are dead index entries every later count by the comments would wade
    // through until vacuumed: leave the copy as it was for the next run.
    await sql.query('vacuum (analyze) comments')
    await triggerCosts(sql, userId)
  } finally {
    await sql.end()
    await database.close()
  }
}

async function compare(sql: pg.Client, userId: string, title: string, iterations = ITERATIONS) {
  console.log(`\n${title}:`)
  const times = new Map<string, number[]>(STATEMENTS.map(([name]) => [name, []]))
  for (let i = 0; i < iterations + 5; i++)
    for (const [name, text] of STATEMENTS) {
      const started = performance.now()
      await sql.query({ name: `assigned_${name}`, text, values: [userId] })
      if (i >= 5) times.get(name)!.push(performance.now() - started)
    }
  for (const [name, text] of STATEMENTS) {
    const [count] = Object.values((await sql.query(text, [userId])).rows[0] as object)
    const plan = await sql.query(`explain (analyze, buffers, format json) ${text}`, [userId])
    const top = (plan.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan
    const scan = top.Plans?.[0] ?? top
    console.log(
      `  ${name.padEnd(22)} count ${String(count).padStart(7)}  rows read ${String(scan['Actual Rows']).padStart(7)}` +
        `  buffers ${String(scan['Shared Hit Blocks'] + scan['Shared Read Blocks']).padStart(7)}` +
        `  ${percentiles(times.get(name)!)}`,
    )
  }
}

interface PlanNode {
  'Actual Rows': number
  'Shared Hit Blocks': number
  'Shared Read Blocks': number
  Plans?: PlanNode[]
}

async function triggerCosts(sql: pg.Client, userId: string) {
  const { rows } = await sql.query<{ id: string }>(
    `select id from comments where parent_id is null and not is_own and not hidden
     and response_status = 'pending' and assignee_id is null limit $1`,
    [ITERATIONS],
  )
  const byTrigger = new Map<string, number[]>()
  for (const { id } of rows) {
    await sql.query('begin')
    const plan = await sql.query(
      `explain analyze update comments set assignee_id = $1 where id = $2`,
      [userId, id],
    )
    await sql.query('rollback')
    for (const line of plan.rows.map((row) => row['QUERY PLAN'] as string)) {
      const match = /^Trigger (\S+): time=([\d.]+)/.exec(line)
      if (match) byTrigger.set(match[1]!, [...(byTrigger.get(match[1]!) ?? []), Number(match[2])])
    }
  }
  console.log(`\nStatement triggers when one comment is assigned (${rows.length} runs):`)
  for (const [name, list] of byTrigger) console.log(`  ${name.padEnd(32)} ${percentiles(list, 3)}`)
}

function percentiles(list: number[], digits = 2) {
  const sorted = [...list].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(digits)
  return `p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

void main()
