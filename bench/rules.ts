import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type { TDryRunInput, TDryRunResult } from '../common/src/schemas/rules'
import { openBenchDatabase } from './bench-database'
import { BENCH_ORIGIN, startFlock } from './flock-app'
import { signInBenchAdmin } from './bench-clients'
import { seed, type SeedSizes } from './scale-seed'

// The moderation rules' dry run over HTTP at scale: p50/p95 of POST /api/rules/dry-run (the last
// 30 days of every church) for rules from the selective (spam words) to the largest exact count
// (a word just under the broad share) and a broad rule. Target: ≤ 2 s at 1M comments. Usage:
//   COMMENTS=1000000 ITERATIONS=5 npm run bench:rules
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const SIZES: SeedSizes = {
  organizations: setting('ORGANIZATIONS', 200),
  accounts: setting('ACCOUNTS', 2_000),
  postsPerAccount: 20,
  comments: setting('COMMENTS', 1_000_000),
}
const ITERATIONS = setting('ITERATIONS', 5)
const TARGET_MS = 2_000

const CASES: [string, TDryRunInput][] = [
  ['spam words', { conditions: { words: ['bitcoin', 'free followers', 'crypto', 'zwieback'] } }],
  ['a link', { conditions: { hasLink: true } }],
  ['an e-mail or phone', { conditions: { hasContact: true } }],
  ['only emoji', { conditions: { onlyEmoji: true } }],
  ['username contains', { conditions: { username: { match: 'contains', pattern: 'mar' } } }],
  // Just under the broad share (1 in 20 of the newest comments): the largest exact count.
  ['a word in 1 comment in 30 (exact)', { conditions: { words: ['youth'] } }],
  // A broad rule: estimated from the newest 20,000 comments (rules-dry-run.ts).
  ['a word in half the comments (estimated)', { conditions: { words: ['amen'] } }],
]

async function main() {
  // KEEP=1 leaves the seeded database behind and uses it again on the next run.
  const keep = process.env.KEEP === '1'
  const database = await openBenchDatabase({ dataDir: '.tmp/bench-rules', keep })
  const sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
  const flock = await startFlock(database.url)
  try {
    const seeded = (await sql.query<{ n: number }>('select count(*)::int as n from comments'))
      .rows[0]!.n
    if (seeded === 0) {
      console.log(`Seeding ${SIZES.comments} comments over ${SIZES.accounts} accounts…`)
      await seed(sql, SIZES)
      await sql.query('vacuum (analyze)')
    } else console.log(`Using the ${seeded} comments a previous run left`)
    const base = await flock.app.listen({ host: '127.0.0.1', port: 0 })
    const { cookie } = await signInBenchAdmin(flock.db, base)
    for (const [name, body] of CASES) {
      const times: number[] = []
      let last: TDryRunResult | undefined
      for (let i = 0; i < ITERATIONS + 1; i += 1) {
        const started = performance.now()
        const response = await fetch(`${base}/api/rules/dry-run`, {
          method: 'POST',
          headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
        last = (await response.json()) as TDryRunResult
        if (i >= 1) times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
      console.log(
        `dry run, ${name}: ${last!.estimatedFrom ? 'about ' : ''}${last!.matched} of ` +
          `${last!.scanned} matched; p50 ${at(0.5).toFixed(0)} ms, ` +
          `p95 ${at(0.95).toFixed(0)} ms (${(at(0.95) / TARGET_MS).toFixed(2)} of the 2 s target)`,
      )
    }
  } finally {
    await flock.close()
    await sql.end()
    await database.close()
  }
}

void main()
