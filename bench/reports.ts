import { performance } from 'node:perf_hooks'
import { parse } from 'csv-parse'
import pg from 'pg'
import { createAdminUser } from '../server/src/modules/admin-setup/admin-setup.service'
import { openBenchDatabase } from './bench-database'
import { BENCH_ORIGIN, startFlock } from './flock-app'
import { seed, type SeedSizes } from './scale-seed'

// Reports over HTTP at scale (p50/p95 of GET /api/reports for 90 days, agency-wide and for one
// church) and the inbox CSV export (rows/s, peak RSS of the process serving it). Usage:
//   COMMENTS=100000 ITERATIONS=30 npm run bench:reports
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
  const database = await openBenchDatabase({ dataDir: '.tmp/bench-reports', keep: false })
  const sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
  const flock = await startFlock(database.url)
  try {
    console.log(`Seeding ${SIZES.comments} comments over ${SIZES.accounts} accounts…`)
    await seed(sql, SIZES)
    await sql.query('vacuum (analyze)')
    const base = await flock.app.listen({ host: '127.0.0.1', port: 0 })
    const cookie = await signIn(flock.db, base)
    const church = (await sql.query<{ id: string }>('select id from organizations limit 1'))
      .rows[0]!
    const period = `from=${day(Date.now() - 89 * DAY_MS)}&to=${day(Date.now())}`
    for (const [name, query] of [
      ['reports, 90 days, every church', period],
      ['reports, 90 days, one church', `${period}&organizationId=${church.id}`],
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
      console.log(`${name}: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`)
    }
    let peakRss = process.memoryUsage().rss
    const rssBefore = peakRss
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss)
    }, 20)
    const started = performance.now()
    const response = await fetch(`${base}/api/exports/comments.csv`, { headers: { cookie } })
    let rows = 0
    const parser = parse({ bom: true, columns: true })
    parser.on('readable', () => {
      while (parser.read() !== null) rows += 1
    })
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      parser.write(chunk)
    }
    parser.end()
    await new Promise((resolve) => parser.on('end', resolve))
    clearInterval(sampler)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `comments.csv: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s ` +
        `(parsing in the same process); RSS ${Math.round(rssBefore / 2 ** 20)} MB before, peak ${Math.round(peakRss / 2 ** 20)} MB`,
    )
  } finally {
    await flock.close()
    await sql.end()
    await database.close()
  }
}

async function signIn(db: Parameters<typeof createAdminUser>[0], base: string) {
  const email = `bench-admin-${Date.now()}@example.org`
  const password = 'bench password 123'
  await createAdminUser(db, { email, password }, { onlyIfNoAdmin: false })
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

void main()
