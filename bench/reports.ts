import { performance } from 'node:perf_hooks'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { openBenchDatabase } from './bench-database'
import { startFlock } from './flock-app'
import { signInBenchAdmin } from './bench-clients'
import { seed, type SeedSizes } from './scale-seed'
import { startServer, stopServer } from './server-processes'

// Reports over HTTP at scale (p50/p95 of GET /api/reports for 90 days, agency-wide, for one
// church and for one account) and the inbox CSV export (rows/s, peak RSS of the process serving it), served by a
// Flock process of its own so the figures are the server's alone. Usage:
//   COMMENTS=1000000 ITERATIONS=30 npm run bench:reports
// KEEP=1 leaves the seeded database in .tmp/bench-reports and uses it again on the next run.
// Targets (issue 15): every report ≤ 100 ms p95 at 1M comments; the CSV ≥ 50,000 rows/s.
const REPORT_TARGET_MS = 100
const CSV_TARGET_ROWS_PER_SECOND = 50_000
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const SIZES: SeedSizes = {
  organizations: setting('ORGANIZATIONS', 200),
  accounts: setting('ACCOUNTS', 2_000),
  postsPerAccount: 20,
  comments: setting('COMMENTS', 100_000),
}
const ITERATIONS = setting('ITERATIONS', 30)
const DAY_MS = 86_400_000
const day = (at: number) => new Date(at).toISOString().slice(0, 10)

async function main() {
  const keep = process.env.KEEP === '1'
  const database = await openBenchDatabase({ dataDir: '.tmp/bench-reports', keep })
  const sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
  const flock = await startFlock(database.url)
  const servers: Parameters<typeof stopServer>[0][] = []
  try {
    const seeded = (await sql.query<{ n: number }>('select count(*)::int as n from comments'))
      .rows[0]!.n
    if (seeded === 0) {
      console.log(`Seeding ${SIZES.comments} comments over ${SIZES.accounts} accounts…`)
      await seed(sql, SIZES)
    } else console.log(`Using the ${seeded} comments a previous run left`)
    // Migrations added since a kept run may have new tables and indexes: give the planner their
    // statistics.
    await sql.query('vacuum (analyze)')
    const server = await startServer(database.url)
    servers.push(server.child)
    const base = server.url
    const { cookie } = await signInBenchAdmin(flock.db, base)
    const account = (
      await sql.query<{ id: string; organization_id: string }>(
        'select id, organization_id from instagram_accounts limit 1',
      )
    ).rows[0]!
    const period = `from=${day(Date.now() - 89 * DAY_MS)}&to=${day(Date.now())}`
    const church = `${period}&organizationId=${account.organization_id}`
    for (const [name, query] of [
      ['reports, 90 days, every church', period],
      ['reports, 90 days, one church', church],
      ['reports, 90 days, one account', `${church}&accountId=${account.id}`],
    ] as const) {
      const times: number[] = []
      for (let i = 0; i < ITERATIONS + 3; i += 1) {
        const started = performance.now()
        const response = await fetch(`${base}/api/reports?${query}`, { headers: { cookie } })
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
        await response.arrayBuffer()
        if (i >= 3) times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
      console.log(
        `${name}: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms ` +
          `(${(at(0.95) / REPORT_TARGET_MS).toFixed(2)}× the ${REPORT_TARGET_MS} ms budget)`,
      )
    }
    const pid = servers[0]!.pid!
    const rssBefore = memoryOf(pid, 'VmRSS')
    const started = performance.now()
    const response = await fetch(`${base}/api/exports/comments.csv`, { headers: { cookie } })
    // The client only counts line ends (the seed's texts have none inside): no parsing here.
    let lines = 0
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) {
        lines += 1
      }
    }
    const seconds = (performance.now() - started) / 1000
    const rows = lines - 1
    const rate = Math.round(rows / seconds)
    console.log(
      `comments.csv: ${rows} rows in ${seconds.toFixed(1)} s = ${rate} rows/s ` +
        `(${(rate / CSV_TARGET_ROWS_PER_SECOND).toFixed(2)}× the ${CSV_TARGET_ROWS_PER_SECOND} rows/s target); ` +
        `server RSS ${rssBefore} MB before, peak ${memoryOf(pid, 'VmHWM')} MB (since it started)`,
    )
  } finally {
    await Promise.all(servers.map(stopServer))
    await flock.close()
    await sql.end()
    await database.close()
  }
}

// Resident memory of a process from /proc, in MB: VmRSS now, VmHWM its peak so far.
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN)
  return Math.round(kilobytes / 1024)
}

void main()
