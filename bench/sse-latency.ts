import { performance } from 'node:perf_hooks'
import type { Database } from '../server/src/db/client'
import { publish } from '../server/src/realtime/publish'
import { connectSse, type SseClient } from '../server/test/sse-client'
import { type BenchClient, inParallel, signInClients } from './bench-clients'
import { openBenchDatabase } from './bench-database'
import { startFlock } from './flock-app'
import { startServer, stopServer } from './server-processes'

// Commit-to-browser latency of realtime events, with one Flock process and then with two
// sharing the database. Usage: CLIENTS=1000 CHANGES=50 ORGS=10 npx tsx bench/sse-latency.ts
const CLIENTS = setting('CLIENTS', 1000)
const CHANGES = setting('CHANGES', 50)
const ORGS = Math.min(setting('ORGS', 10), CLIENTS)
const DELIVERY_TIMEOUT_MS = 10_000

interface Round {
  latencies: number[]
  expected: number
  missing: number
  wrongTenant: number
}

async function main() {
  const database = await openBenchDatabase()
  // Ctrl-C must not leave an embedded PostgreSQL running; server children die with the group.
  const interrupt = () => void database.close().finally(() => process.exit(130))
  process.once('SIGINT', interrupt)
  // In-process Flock: signs the clients in and commits the changes, as a server process would.
  const flock = await startFlock(database.url).catch(async (error: unknown) => {
    await database.close()
    throw error
  })
  try {
    console.log(`Signing in ${CLIENTS} clients in ${ORGS} organizations…`)
    const clients = await signInClients(flock.app, flock.db, CLIENTS, ORGS)
    const one = await measure(1, clients, flock.db, database.url)
    const two = await measure(2, clients, flock.db, database.url)
    console.log(`\n${CLIENTS} SSE clients, ${CHANGES} committed changes, ${ORGS} organizations`)
    report('1 process  ', one)
    report('2 processes', two)
    const ratio = (p: number) =>
      (percentile(two.latencies, p) / percentile(one.latencies, p)).toFixed(2)
    console.log(`ratio 2/1    p50 ${ratio(50)}x  p99 ${ratio(99)}x`)
    if (one.missing + two.missing + one.wrongTenant + two.wrongTenant > 0) process.exitCode = 1
  } finally {
    process.off('SIGINT', interrupt)
    await flock.close()
    await database.close()
  }
}

async function measure(processes: number, clients: BenchClient[], db: Database, url: string) {
  const started = await Promise.allSettled(
    Array.from({ length: processes }, () => startServer(url)),
  )
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  if (servers.length < processes) {
    await Promise.all(servers.map((server) => stopServer(server.child)))
    throw started.find((result) => result.status === 'rejected')!.reason
  }
  const round: Round = { latencies: [], expected: 0, missing: 0, wrongTenant: 0 }
  const pending = new Map<string, { t0: number; remaining: number; done(): void }>()
  let streams: SseClient[] = []
  try {
    streams = await inParallel(clients, 50, async (client, index) => {
      const stream = await connectSse(`${servers[index % processes]!.url}/api/events`, {
        cookie: client.cookie,
        onFrame(frame) {
          if (frame.event !== 'comment.changed' || !frame.data) return
          const event = JSON.parse(frame.data) as { organizationId: string; commentId: string }
          if (event.organizationId !== client.organizationId) round.wrongTenant += 1
          const change = pending.get(event.commentId)
          if (!change || event.organizationId !== client.organizationId) return
          round.latencies.push(frame.receivedAt - change.t0)
          if (--change.remaining === 0) change.done()
        },
      })
      if (stream.status !== 200) throw new Error(`stream refused: ${stream.status} ${stream.body}`)
      await stream.waitFor((frame) => frame.event === 'ready', DELIVERY_TIMEOUT_MS)
      return stream
    })
    const organizations = [...new Set(clients.map((client) => client.organizationId))]
    // The first change warms every code path up and is not counted.
    for (let index = -1; index < CHANGES; index += 1) {
      const organizationId = organizations[(index + 1) % organizations.length]!
      const recipients = clients.filter((client) => client.organizationId === organizationId)
      const commentId = `p${processes}-${index}`
      const arrived = new Promise<void>((resolve) => {
        pending.set(commentId, { t0: 0, remaining: recipients.length, done: resolve })
      })
      const change = pending.get(commentId)!
      const before = round.latencies.length
      await db.transaction(async (tx) => {
        await publish(tx, {
          type: 'comment.changed',
          organizationId,
          accountId: 'bench',
          commentId,
          change: 'created',
        })
        change.t0 = performance.now()
      })
      await Promise.race([arrived, delay(DELIVERY_TIMEOUT_MS)])
      pending.delete(commentId)
      if (index < 0) round.latencies.length = before
      else {
        round.expected += recipients.length
        round.missing += change.remaining
      }
    }
  } finally {
    streams.forEach((stream) => stream.close())
    await Promise.all(servers.map((server) => stopServer(server.child)))
  }
  return round
}

function report(label: string, round: Round) {
  const delivered = `${round.latencies.length}/${round.expected} deliveries`
  const stats = [50, 99, 100].map((p) => percentile(round.latencies, p).toFixed(1))
  console.log(
    `${label}  ${delivered}  p50 ${stats[0]} ms  p99 ${stats[1]} ms  max ${stats[2]} ms  ` +
      `other tenants' events: ${round.wrongTenant}`,
  )
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref())
}

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error)
  process.exitCode = 1
})
