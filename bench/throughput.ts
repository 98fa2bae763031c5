import { readFileSync } from 'node:fs'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import pg from 'pg'
import { connectDatabase } from '../server/src/db/client'
import { createAdminUser } from '../server/src/modules/identity/admin-setup/admin-setup.service'
import { openBenchDatabase } from './bench-database'
import { BENCH_ORIGIN } from './flock-app'
import { seed } from './scale-seed'
import { startServer, stopServer } from './server-processes'

// Requests per second a Flock server process answers at 50 connections, for the cheapest route
// (/healthz), the signed-in floor (/api/me) and the first inbox page, in one run so that the
// ratios between them hold however busy the machine is. Usage:
//   COMMENTS=100000 SECONDS=20 CONNECTIONS=50 npm run bench:throughput
// The server runs in its own process; autocannon runs here. Its CPU per request under load is
// read from /proc, a figure that holds however busy the machine is.
const COMMENTS = setting('COMMENTS', 100_000)
const SECONDS = setting('SECONDS', 20)
const CONNECTIONS = setting('CONNECTIONS', 50)

interface Result {
  path: string
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  // The server process's CPU (user + system, all its threads) per request answered: unlike the
  // requests per second, it hardly depends on what else the machine is doing.
  cpuMsPerRequest: number | null
}

async function main() {
  const database = await openBenchDatabase()
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await seed(client, {
      organizations: Math.max(10, Math.round(COMMENTS / 5_000)),
      accounts: Math.max(20, Math.round(COMMENTS / 500)),
      postsPerAccount: 20,
      comments: COMMENTS,
    })
    await client.end()
    server = await startServer(database.url)
    const cookie = await signInAdmin(database.url, server.url)

    const results: Result[] = []
    const floors: { path: string; p50: number; p95: number }[] = []
    for (const path of ['/healthz', '/api/me', '/api/comments?limit=20']) {
      const headers: Record<string, string> = path === '/healthz' ? {} : { cookie }
      await checkAnswers(server.url, path, headers)
      floors.push({ path, ...(await oneAtATime(server.url, path, headers)) })
      results.push(await load(server.url, path, headers, server.child.pid))
    }
    report(results, floors)
  } finally {
    if (server) await stopServer(server.child)
    await database.close()
  }
}

async function signInAdmin(databaseUrl: string, base: string): Promise<string> {
  const email = `bench-admin-${Date.now()}@example.org`
  const password = 'bench password 123'
  const handle = connectDatabase(databaseUrl, { max: 1 })
  try {
    await createAdminUser(handle.db, { email, password }, { onlyIfNoAdmin: false })
  } finally {
    await handle.close()
  }
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

// A route that answers 401 or an empty page fast would flatter the figures.
async function checkAnswers(base: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, { headers })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body}`)
  if (path === '/api/me' && !body.includes('"role":"admin"')) throw new Error('not signed in')
  if (
    path.startsWith('/api/comments') &&
    (JSON.parse(body) as { items: unknown[] }).items.length !== 20
  ) {
    throw new Error(`${path} did not answer a full page`)
  }
}

async function load(
  base: string,
  path: string,
  headers: Record<string, string>,
  serverPid: number | undefined,
): Promise<Result> {
  process.stdout.write(`  ${path}: ${SECONDS} s at ${CONNECTIONS} connections… `)
  const cpuBefore = cpuMs(serverPid)
  const run = await autocannon({
    url: `${base}${path}`,
    headers: { ...headers, 'accept-encoding': 'gzip, br' },
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  const cpuAfter = cpuMs(serverPid)
  const result = {
    path,
    requestsPerSecond: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    non2xx: run.non2xx,
    errors: run.errors,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / run.requests.total,
  }
  console.log(`${Math.round(result.requestsPerSecond)} req/s`)
  return result
}

// The latency of one request with nothing else in flight, over a kept-alive connection.
async function oneAtATime(base: string, path: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const timings: number[] = []
  for (let i = 0; i < 2_200; i += 1) {
    const started = performance.now()
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent, headers }, (response) => {
          response.resume()
          response.once('end', resolve)
        })
        .once('error', reject)
    })
    // The first 200 warm the connection, the JIT and the session cache.
    if (i >= 200) timings.push(performance.now() - started)
  }
  agent.destroy()
  timings.sort((x, y) => x - y)
  const at = (q: number) => Number(timings[Math.floor(q * (timings.length - 1))]!.toFixed(2))
  return { p50: at(0.5), p95: at(0.95) }
}

function report(results: Result[], floors: { path: string; p50: number; p95: number }[]) {
  console.log('\nOne request at a time (2,000 after 200 to warm up)')
  console.log('| Route | p50 ms | p95 ms |')
  console.log('|---|---|---|')
  for (const f of floors) console.log(`| \`${f.path}\` | ${f.p50} | ${f.p95} |`)

  const health = results[0]!.requestsPerSecond
  console.log(`\nThroughput, ${CONNECTIONS} connections, ${SECONDS} s each, ${COMMENTS} comments`)
  console.log(
    '| Route | req/s | p50 ms | p99 ms | ÷ /healthz | server CPU ms/request | non-2xx | errors |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of results) {
    const ratio = (r.requestsPerSecond / health).toFixed(2)
    const cpu = r.cpuMsPerRequest === null ? '–' : r.cpuMsPerRequest.toFixed(3)
    console.log(
      `| \`${r.path}\` | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${ratio} | ${cpu} | ${r.non2xx} | ${r.errors} |`,
    )
  }
  console.log(`Load average at the end: ${loadAverage()}`)
  const failures = results.filter((r) => r.non2xx > 0 || r.errors > 0)
  if (failures.length > 0) {
    console.error(`Some requests failed: ${failures.map((r) => r.path).join(', ')}`)
    process.exitCode = 1
  }
}

// The CPU time a process has used so far, user and system, in ms; null where /proc is not.
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    // Fields after the command's name (which may hold spaces), from the third: utime is the 14th
    // field and stime the 15th, in clock ticks (100 a second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return 'unknown'
  }
}

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`)
  return value
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
