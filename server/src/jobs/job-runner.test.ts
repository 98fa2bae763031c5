import { describe, expect, it } from 'vitest'
import pino from 'pino'
import { createTestDatabase } from '../../test/db'
import type { JobDefinition } from '../lib/jobs'
import { startJobRunner } from './job-runner'

const log = pino({ level: 'silent' })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// What Flock relies on pg-boss for, checked on the real library and a real PostgreSQL.
describe('job runner on pg-boss', () => {
  it('runs a stately job once when it is requested again while one is queued', async () => {
    const db = await createTestDatabase()
    const runs: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const definition: JobDefinition = {
      name: 'stately-probe',
      policy: 'stately',
      concurrency: 4,
      async run(data) {
        runs.push((data as { key: string }).key)
        await gate
      },
    }
    const runner = await startJobRunner(db.url, () => [definition], log)
    try {
      // The first is taken by a worker; of the next three only one may wait in the queue.
      await runner.queue.send('stately-probe', { key: 'a' }, { singletonKey: 'a' })
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1)
      for (let i = 0; i < 3; i++)
        await runner.queue.send('stately-probe', { key: 'a' }, { singletonKey: 'a' })
      await runner.queue.send('stately-probe', { key: 'b' }, { singletonKey: 'b' })
      await expect.poll(() => runs.filter((k) => k === 'b').length, { timeout: 10_000 }).toBe(1)
      release()
      await expect.poll(() => runs.filter((k) => k === 'a').length, { timeout: 10_000 }).toBe(2)
      await sleep(2_500)
      expect(runs.filter((k) => k === 'a')).toHaveLength(2)
    } finally {
      await runner.stop()
      await db.drop()
    }
  })

  it('retries a job that throws and then marks it failed', async () => {
    const db = await createTestDatabase()
    let attempts = 0
    const definition: JobDefinition = {
      name: 'always-throws',
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      async run() {
        attempts += 1
        throw new Error('Instagram is down')
      },
    }
    const runner = await startJobRunner(db.url, () => [definition], log)
    try {
      await runner.queue.send('always-throws', {})
      await expect
        .poll(
          async () =>
            (
              await db.pool.query<{ state: string }>(
                `select state from pgboss.job where name = 'always-throws'`,
              )
            ).rows.map((row) => row.state),
          { timeout: 20_000, interval: 250 },
        )
        .toEqual(['failed'])
      expect(attempts).toBe(3)
    } finally {
      await runner.stop()
      await db.drop()
    }
  })

  it('runs queued jobs concurrently up to the definition’s concurrency', async () => {
    const db = await createTestDatabase()
    let running = 0
    let peak = 0
    const definition: JobDefinition = {
      name: 'concurrent-probe',
      concurrency: 5,
      async run() {
        running += 1
        peak = Math.max(peak, running)
        await sleep(300)
        running -= 1
      },
    }
    const runner = await startJobRunner(db.url, () => [definition], log)
    try {
      for (let i = 0; i < 10; i++) await runner.queue.send('concurrent-probe', {})
      await expect
        .poll(
          async () =>
            (
              await db.pool.query<{ n: number }>(
                `select count(*)::int as n from pgboss.job where name = 'concurrent-probe' and state = 'completed'`,
              )
            ).rows[0]!.n,
          { timeout: 20_000, interval: 100 },
        )
        .toBe(10)
      expect(peak).toBe(5)
    } finally {
      await runner.stop()
      await db.drop()
    }
  })

  it('brings an existing queue to today’s settings and policy at start', async () => {
    const db = await createTestDatabase()
    const noop = async () => {}
    const before = await startJobRunner(
      db.url,
      () => [{ name: 'settings-probe', retryLimit: 1, run: noop }],
      log,
    )
    await before.stop()
    const after = await startJobRunner(
      db.url,
      () => [{ name: 'settings-probe', policy: 'stately', retryLimit: 7, run: noop }],
      log,
    )
    try {
      const queue = await after.boss.getQueue('settings-probe')
      expect(queue?.retryLimit).toBe(7)
      expect(queue?.policy).toBe('stately')
    } finally {
      await after.stop()
      await db.drop()
    }
  })
})
