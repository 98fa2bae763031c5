import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { consent } from '../server/test/instagram'
import type { Simulator } from '../simulator/src/index'
import type { FlockMainProcess } from './flock-main-process'
import { describeTimings, type JobTimings, jobTimings } from './job-timings'
import {
  cookieOf,
  delay,
  flockRequest,
  percentile,
  setting,
  SIGN_IN_PASSWORD,
  simControl,
} from './jobs-setup'

export interface BurstResult {
  fired: number
  fireErrors: number
  firstFireError: string | undefined
  // From the first request to the last one the simulator answered (each answers after its
  // webhook's first delivery attempt, i.e. once Flock's route has queued it).
  firedWithinMs: number
  webhookStates: Record<string, number>
  latenciesMs: number[]
  lost: number
  doubled: number
  // From the first firing until GET /api/comments/counts includes every comment.
  lastVisibleMs: number | null
  jobs: JobTimings
}

// How long after the last firing a comment may still arrive before it counts as lost.
const ARRIVAL_TIMEOUT_MS = setting('ARRIVAL_TIMEOUT_SECONDS', 60) * 1000
const POSTS = 5

// A church connected through the real Business Login round trip over HTTP: registration, the
// consent page, the callback (which subscribes to webhooks and queues the first sync).
export async function connectChurch(
  flock: FlockMainProcess,
  publicUrl: string,
  sim: Simulator,
  sql: pg.Client,
) {
  const username = `burst_church_${process.pid}`
  const ig = await simControl<{ user_id: string }>(sim, 'POST', 'accounts', {
    username,
    followers_count: 5_000,
  })
  const posts: string[] = []
  for (let i = 0; i < POSTS; i++) {
    const media = await simControl<{ id: string }>(sim, 'POST', 'media', {
      account_id: ig.user_id,
      caption: `Sunday service ${i}`,
    })
    posts.push(media.id)
  }
  const register = await flockRequest(flock, publicUrl, 'POST', '/api/register', {
    body: {
      email: `burst-${process.pid}@example.org`,
      name: 'Ruth Mensah',
      organizationName: `Burst Parish ${process.pid}`,
      password: SIGN_IN_PASSWORD,
    },
  })
  if (register.status !== 201)
    throw new Error(`register: ${register.status} ${await register.text()}`)
  const cookie = cookieOf(register)
  const start = await flockRequest(flock, publicUrl, 'POST', '/api/instagram/connect', {
    cookie,
    body: {},
  })
  if (!start.ok) throw new Error(`connect: ${start.status} ${await start.text()}`)
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string }
  const redirect = await consent(authorizeUrl, { account: username, decision: 'allow' })
  const callback = await flockRequest(flock, publicUrl, 'POST', '/api/instagram/callback', {
    cookie,
    body: { code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') },
  })
  if (!callback.ok) throw new Error(`callback: ${callback.status} ${await callback.text()}`)
  const account = (await callback.json()) as { id: string }
  // The first sync (a pg-boss job in the child) stores the posts, so webhooks need no extra
  // Instagram call to learn their post.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const { rows } = await sql.query(
      'select 1 from account_syncs where account_id = $1 and last_synced_at is not null',
      [account.id],
    )
    if (rows.length > 0) return { accountId: account.id, posts }
    await delay(200)
  }
  throw new Error('the first sync of the burst church did not finish within 60 s')
}

export async function webhookBurst(
  sim: Simulator,
  sql: pg.Client,
  counts: () => Promise<number>,
  posts: string[],
  total: number,
): Promise<BurstResult> {
  const before = await counts()
  const since = new Date()
  const firedAt: number[] = []
  const ids = new Map<string, number>()
  const webhookStates: Record<string, number> = {}
  let fireErrors = 0
  let firstFireError: string | undefined
  let lastAnswered = 0
  const origin = performance.now()
  // All at once through the control API (in-process: a thousand sockets opened at once would
  // test the bench machine's listen backlog, not Flock). The simulator creates each comment and
  // delivers it to Flock as a signed webhook over real HTTP while the others are still arriving,
  // as Meta would during a busy Sunday.
  const firing = Array.from({ length: total }, async (_, i) => {
    firedAt[i] = Date.now()
    try {
      const response = await sim.app.inject({
        method: 'POST',
        url: '/__sim/comments',
        payload: {
          media_id: posts[i % posts.length],
          username: `follower_${i % 300}`,
          text: `Praying for you all 🙏 #${i}`,
        },
      })
      const body = response.json<{ id?: string; webhook?: { status: string } }>()
      if (response.statusCode !== 201 || !body.id)
        throw new Error(`${response.statusCode} ${response.body}`)
      ids.set(body.id, firedAt[i]!)
      const state = body.webhook?.status ?? 'none'
      webhookStates[state] = (webhookStates[state] ?? 0) + 1
    } catch (error) {
      fireErrors += 1
      firstFireError ??= error instanceof Error ? error.message : String(error)
    } finally {
      lastAnswered = performance.now()
    }
  })

  // The admin's view, polled while the burst lands.
  let lastVisibleMs: number | null = null
  const watching = (async () => {
    const deadline = origin + ARRIVAL_TIMEOUT_MS + 30_000
    while (performance.now() < deadline) {
      const all = await counts().catch(() => undefined)
      if (all === undefined) return
      if (all - before >= total) {
        lastVisibleMs = performance.now() - origin
        return
      }
      await delay(100)
    }
  })()
  await Promise.all(firing)
  const firedWithinMs = lastAnswered - origin

  const wanted = [...ids.keys()]
  const arrived = new Map<string, number>()
  const deadline = Date.now() + ARRIVAL_TIMEOUT_MS
  while (arrived.size < wanted.length && Date.now() < deadline) {
    const { rows } = await sql.query<{ ig_comment_id: string; created_at: Date }>(
      'select ig_comment_id, created_at from comments where ig_comment_id = any($1)',
      [wanted.filter((id) => !arrived.has(id))],
    )
    for (const row of rows) arrived.set(row.ig_comment_id, row.created_at.getTime())
    if (arrived.size < wanted.length) await delay(250)
  }
  await watching
  const { rows: doubles } = await sql.query<{ n: number }>(
    `select count(*)::int as n from (select ig_comment_id from comments
       where ig_comment_id = any($1) group by 1 having count(*) > 1) d`,
    [wanted],
  )
  // Stored at (the row's created_at, the database's clock on this same machine) minus fired at.
  const latenciesMs = [...arrived].map(([id, storedAt]) => storedAt - ids.get(id)!)
  return {
    fired: total,
    fireErrors,
    firstFireError,
    firedWithinMs,
    webhookStates,
    latenciesMs,
    lost: wanted.length - arrived.size,
    doubled: doubles[0]!.n,
    lastVisibleMs,
    jobs: await jobTimings(sql, 'process-instagram-webhook', since),
  }
}

export function describeBurst(result: BurstResult) {
  const stat = (p: number) => `${(percentile(result.latenciesMs, p) / 1000).toFixed(2)} s`
  const states = Object.entries(result.webhookStates)
    .map(([state, n]) => `${state} ${n}`)
    .join(', ')
  return [
    [
      'comments fired',
      `${result.fired}` +
        (result.fireErrors ? ` (${result.fireErrors} refused: ${result.firstFireError})` : ''),
    ],
    ['all answered by the simulator in', `${(result.firedWithinMs / 1000).toFixed(2)} s`],
    ["webhooks' first attempt", states],
    ['fired → stored p50', stat(50)],
    ['fired → stored p99 (target ≤ 10 s)', stat(99)],
    ['fired → stored max', stat(100)],
    [
      'last one in GET /api/comments/counts',
      result.lastVisibleMs === null ? 'never' : `${(result.lastVisibleMs / 1000).toFixed(2)} s`,
    ],
    [
      'stored later than 10 s after firing',
      String(result.latenciesMs.filter((ms) => ms > 10_000).length),
    ],
    [
      'stored later than 60 s after firing',
      String(result.latenciesMs.filter((ms) => ms > 60_000).length),
    ],
    [`lost (not stored ${ARRIVAL_TIMEOUT_MS / 1000} s after the last firing)`, String(result.lost)],
    ['doubled (two rows for one Instagram id)', String(result.doubled)],
    describeTimings('webhook', result.jobs),
  ]
}
