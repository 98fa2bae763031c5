import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type { TBulkRequest } from '../common/src/schemas/bulk'
import * as schema from '../server/src/db/schema'
import { openBenchDatabase } from './bench-database'
import { BENCH_ORIGIN, startFlock } from './flock-app'
import { signInBenchAdmin } from './bench-clients'
import { seed, type SeedSizes } from './scale-seed'

// A bulk action over 1,000 comments of a seeded agency, over HTTP on loopback: each Flock-side
// action (done, reopen, assign, unassign, label, unlabel) committed with its activity, and an
// Instagram-side one (hide) accepted: its job and items written, the job queued. Targets:
// accepted ≤ 1 s, committed ≤ 2 s. Usage:
//   COMMENTS=1000000 SELECTED=1000 ROUNDS=5 npm run bench:bulk
const SIZES: SeedSizes = {
  organizations: setting('ORGANIZATIONS', 200),
  accounts: setting('ACCOUNTS', 2_000),
  postsPerAccount: 20,
  comments: setting('COMMENTS', 1_000_000),
}
const SELECTED = setting('SELECTED', 1_000)
const ROUNDS = setting('ROUNDS', 5)
const COMMITTED_MS = 2_000
const ACCEPTED_MS = 1_000

async function main() {
  const database = await openBenchDatabase({ dataDir: '.tmp/bench-bulk', keep: false })
  const interrupt = () => void database.close().finally(() => process.exit(130))
  process.once('SIGINT', interrupt)
  const sql = new pg.Client({ connectionString: database.url })
  let flock: Awaited<ReturnType<typeof startFlock>> | undefined
  try {
    await sql.connect()
    const seeded = performance.now()
    await seed(sql, SIZES)
    console.log(
      `seeded ${SIZES.comments.toLocaleString('en')} comments in ${Math.round((performance.now() - seeded) / 1000)} s`,
    )
    flock = await startFlock(database.url)
    const base = await flock.app.listen({ host: '127.0.0.1', port: 0 })
    const admin = await signInBenchAdmin(flock.db, base)
    const [label] = await flock.db
      .insert(schema.labels)
      .values({ name: 'Bench', color: 'blue' })
      .returning()

    const results: { name: string; target: number; timings: number[] }[] = []
    const time = async (name: string, target: number, request: TBulkRequest) => {
      const started = performance.now()
      const response = await fetch(`${base}/api/comments/bulk`, {
        method: 'POST',
        headers: { origin: BENCH_ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      const body = (await response.json()) as { changed?: number; total?: number }
      const elapsed = performance.now() - started
      if (!response.ok)
        throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body)}`)
      const touched = body.changed ?? body.total
      if (touched !== SELECTED) throw new Error(`${name} touched ${touched}, not ${SELECTED}`)
      let entry = results.find((r) => r.name === name)
      if (!entry) results.push((entry = { name, target, timings: [] }))
      entry.timings.push(elapsed)
    }

    for (let round = 0; round < ROUNDS; round++) {
      // A different thousand open comments each round, spread over the agency.
      const { rows } = await sql.query<{ id: string }>(
        `select id from comments
          where parent_id is null and not is_own and not hidden and response_status = 'pending'
          order by md5(id::text || $1) limit $2`,
        [String(round), SELECTED],
      )
      const selection = { ids: rows.map((row) => row.id) }
      await time('done', COMMITTED_MS, { selection, action: { type: 'done' } })
      await time('reopen', COMMITTED_MS, { selection, action: { type: 'reopen' } })
      await time('assign', COMMITTED_MS, {
        selection,
        action: { type: 'assign', assigneeId: admin.userId },
      })
      await time('unassign', COMMITTED_MS, {
        selection,
        action: { type: 'assign', assigneeId: null },
      })
      await time('label', COMMITTED_MS, {
        selection,
        action: { type: 'label', labelId: label!.id },
      })
      await time('unlabel', COMMITTED_MS, {
        selection,
        action: { type: 'unlabel', labelId: label!.id },
      })
      await time('hide (accepted)', ACCEPTED_MS, { selection, action: { type: 'hide' } })
      process.stdout.write('.')
    }
    console.log(
      `\n${SELECTED.toLocaleString('en')} comments a request, ${ROUNDS} rounds, ${SIZES.comments.toLocaleString('en')} comments seeded`,
    )
    let failed = false
    for (const { name, target, timings } of results) {
      const sorted = [...timings].sort((a, b) => a - b)
      const median = sorted[Math.floor(sorted.length / 2)]!
      const worst = sorted[sorted.length - 1]!
      const ok = worst <= target
      failed ||= !ok
      console.log(
        `${name.padEnd(16)} median ${median.toFixed(0).padStart(5)} ms  max ${worst.toFixed(0).padStart(5)} ms  target ≤ ${target} ms  ${ok ? 'ok' : 'OVER'}`,
      )
    }
    if (failed) process.exitCode = 1
  } finally {
    await flock?.close()
    await sql.end()
    await database.close()
  }
}

function setting(name: string, fallback: number) {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
