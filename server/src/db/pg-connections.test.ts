import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/db'
import { connectDatabase } from './client'
import { createClient } from './pg-connections'

// A connection PostgreSQL ends under Flock's feet (here pg_terminate_backend, which sends the
// same FATAL 57P01 a dying server does), in each state a connection can be in. An 'error' event
// nobody hears would fail the run as an uncaught exception.
let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb.drop()
})

async function terminate(pid: number) {
  await testDb.db.execute(sql`select pg_terminate_backend(${pid}::int)`)
  // The FATAL message reaches the client a moment later.
  await sleep(200)
}

describe('connections that lose their database', () => {
  it('leave a transaction waiting between two statements with an error, not a crash', async () => {
    const handle = connectDatabase(testDb.url, { max: 2 })
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
        await terminate(rows[0]!.pid)
        await tx.execute(sql`select 1`)
      })
      await expect(transaction).rejects.toThrow()
      // The pool replaces the lost connection.
      const { rows } = await handle.db.execute<{ one: number }>(sql`select 1 as one`)
      expect(rows[0]!.one).toBe(1)
    } finally {
      await handle.close()
    }
  })

  it('go back to the pool by themselves when their holder never gives them back', async () => {
    const handle = connectDatabase(testDb.url, { max: 1 })
    const client = await handle.pool.connect()
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
    await terminate(rows[0]!.pid)
    expect(handle.pool.totalCount).toBe(0)
    // The one connection the pool may hold is free again, and ending the pool does not wait for
    // a release that will never come.
    const { rows: again } = await handle.db.execute<{ one: number }>(sql`select 1 as one`)
    expect(again[0]!.one).toBe(1)
    await handle.close()
    // The holder's own late release is harmless.
    expect(() => client.release()).not.toThrow()
  })

  it('leave an idle pooled connection and a lone client with an error, not a crash', async () => {
    const handle = connectDatabase(testDb.url, { max: 1 })
    const lone = createClient({ connectionString: testDb.url })
    try {
      const { rows } = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      await lone.connect()
      const { rows: loneRows } = await lone.query<{ pid: number }>('select pg_backend_pid() as pid')
      await terminate(rows[0]!.pid)
      await terminate(loneRows[0]!.pid)
      await expect(lone.query('select 1')).rejects.toThrow()
      expect((await handle.db.execute(sql`select 1`)).rows).toHaveLength(1)
    } finally {
      await lone.end().catch(() => {})
      await handle.close()
    }
  })
})
