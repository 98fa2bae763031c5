import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import type { PgBoss } from 'pg-boss'
import { organizationNameKey, slugifyOrganizationName } from '../common/src/organization-name'
import { INSTAGRAM_SCOPES } from '../server/src/integrations/instagram/config'
import { createTokenCipher } from '../server/src/lib/token-cipher'
import type { Simulator } from '../simulator/src/index'
import { describeTimings, type JobTimings, jobTimings } from './job-timings'
import { BENCH_TOKEN_KEY, delay, inParallel, seconds, simControl } from './jobs-setup'

export interface SyncSizes {
  accounts: number
  postsPerAccount: number
  commentsPerPost: number
}

export interface PassResult {
  processes: number
  accounts: number
  ms: number | null
  synced: number
  failed: number
  throttled: number
  graphCalls: number
  rateLimited: number
  extraSweeps: number
  jobs: JobTimings
}

const ACCOUNTS_PER_ORGANIZATION = 10
const RATE_LIMIT_STATUS = 429

// The simulator side through its control API (in-process, 50 at a time), then Flock's side as
// two bulk inserts: what connecting each account would have stored, token encrypted with the
// key the server processes use.
export async function seedSyncAccounts(sim: Simulator, sql: pg.Client, sizes: SyncSizes) {
  const started = performance.now()
  const indexes = Array.from({ length: sizes.accounts }, (_, i) => i)
  const accounts = await inParallel(indexes, 50, async (i) => {
    const account = await simControl<{ user_id: string; id: string; username: string }>(
      sim,
      'POST',
      'accounts',
      { username: `sync_${process.pid}_${i}`, name: `Sync Church ${i}`, followers_count: 500 + i },
    )
    for (let p = 0; p < sizes.postsPerAccount; p++) {
      const media = await simControl<{ id: string }>(sim, 'POST', 'media', {
        account_id: account.user_id,
        caption: `Sunday ${p} #church`,
      })
      for (let c = 0; c < sizes.commentsPerPost; c++)
        await simControl(sim, 'POST', 'comments', {
          media_id: media.id,
          username: `member_${(i + c) % 500}`,
          text: `Amen! See you Sunday ${c}`,
        })
    }
    const token = await simControl<{ access_token: string }>(sim, 'POST', 'tokens', {
      account_id: account.user_id,
    })
    return { ...account, token: token.access_token }
  })
  const simSeconds = seconds(performance.now() - started)

  const organizations = Math.ceil(sizes.accounts / ACCOUNTS_PER_ORGANIZATION)
  const names = Array.from({ length: organizations }, (_, i) => `Sync Parish ${process.pid} ${i}`)
  const { rows: orgRows } = await sql.query<{ id: string }>(
    `insert into organizations (slug, name, name_key)
     select * from unnest($1::text[], $2::text[], $3::text[]) returning id`,
    [names.map((name) => slugifyOrganizationName(name)), names, names.map(organizationNameKey)],
  )
  const cipher = createTokenCipher(BENCH_TOKEN_KEY)
  await sql.query(
    `insert into instagram_accounts (organization_id, ig_user_id, app_scoped_id, username, name,
       account_type, followers_count, media_count, status, token_ciphertext, token_expires_at,
       token_issued_at, scopes, connected_at, profile_synced_at)
     select org, ig, app, username, username, 'Business', 500, $6::int, 'connected', token,
            now() + interval '59 days', now(), $7::text[], now(), now()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])
       as t(org, ig, app, username, token)`,
    [
      accounts.map((_, i) => orgRows[Math.floor(i / ACCOUNTS_PER_ORGANIZATION)]!.id),
      accounts.map((a) => a.user_id),
      accounts.map((a) => a.id),
      accounts.map((a) => a.username),
      accounts.map((a) => cipher.encrypt(a.token)),
      sizes.postsPerAccount,
      [...INSTAGRAM_SCOPES],
    ],
  )
  console.log(
    `  seeded ${sizes.accounts} accounts × ${sizes.postsPerAccount} posts × ` +
      `${sizes.commentsPerPost} comments (simulator ${simSeconds}, total ` +
      `${seconds(performance.now() - started)})`,
  )
}

// One sweep of every connected account, sent as the quarter-hourly cron would send it. Every
// pass starts from the same state (no posts, comments or sync rows in Flock), so each does the
// same Instagram calls and writes.
export async function syncPass(
  sim: Simulator,
  sql: pg.Client,
  boss: PgBoss,
  processes: number,
  timeoutMs: number,
): Promise<PassResult> {
  await sql.query('delete from comments; delete from media; delete from account_syncs')
  await sql.query('vacuum analyze comments, media, account_syncs')
  await simControl(sim, 'POST', 'settings', { rate_limit_status: RATE_LIMIT_STATUS })
  await simControl(sim, 'DELETE', 'log')
  const start = (await sql.query<{ start: Date }>('select now() as start')).rows[0]!.start
  const origin = performance.now()
  const id = await boss.send('sync-all-instagram-accounts', {})
  if (!id) throw new Error('a sweep was already queued: the pass would not start now')

  let progress = { total: 0, synced: 0, failed: 0, throttled: 0 }
  let lastReport = origin
  let ms: number | null = null
  while (performance.now() - origin < timeoutMs) {
    const { rows } = await sql.query<typeof progress>(
      `select count(*)::int as total,
              count(*) filter (where s.last_synced_at > $1)::int as synced,
              count(*) filter (where s.state = 'failed')::int as failed,
              count(*) filter (where s.state = 'throttled')::int as throttled
       from instagram_accounts a left join account_syncs s on s.account_id = a.id
       where a.status = 'connected'`,
      [start],
    )
    progress = rows[0]!
    if (progress.synced + progress.failed + progress.throttled >= progress.total) {
      ms = performance.now() - origin
      break
    }
    if (performance.now() - lastReport > 15_000) {
      lastReport = performance.now()
      console.log(
        `  ${processes} process(es): ${progress.synced}/${progress.total} synced after ` +
          seconds(lastReport - origin),
      )
    }
    await delay(250)
  }
  const { calls } = await simControl<{ calls: { status: number }[] }>(sim, 'GET', 'log')
  const sweeps = (
    await sql.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job
       where name = 'sync-all-instagram-accounts' and created_on > $1`,
      [start],
    )
  ).rows[0]!
  return {
    processes,
    accounts: progress.total,
    ms,
    synced: progress.synced,
    failed: progress.failed,
    throttled: progress.throttled,
    graphCalls: calls.length,
    rateLimited: calls.filter((call) => call.status === RATE_LIMIT_STATUS).length,
    extraSweeps: sweeps.n - 1,
    jobs: await jobTimings(sql, 'sync-instagram-account', start),
  }
}

export function describePasses(passes: PassResult[]) {
  const rows = passes.flatMap((pass) => [
    [
      `sync pass, ${pass.processes} process${pass.processes > 1 ? 'es' : ''}`,
      `${pass.ms === null ? 'not done' : seconds(pass.ms)} — ${pass.synced}/${pass.accounts} synced, ` +
        `${pass.failed} failed, ${pass.throttled} throttled; ${pass.graphCalls} Graph calls, ` +
        `${pass.rateLimited} rate-limited` +
        (pass.extraSweeps > 0 ? `; ${pass.extraSweeps} cron sweep(s) ran during it` : ''),
    ],
    describeTimings(`  ${pass.processes}p account sync`, pass.jobs),
  ])
  const [one, two] = passes
  if (one?.ms && two?.ms)
    rows.push(['2 processes / 1 process (target ≤ 0.5)', (two.ms / one.ms).toFixed(2)])
  return rows
}
