import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/db'
import { connectDatabase, type DatabaseHandle } from './client'
import { comments } from './schema'
import { executePlannedOnce, planOnceDatabase } from './plan-once'
import { type InboxFilter, listInboxPage } from '../modules/inbox/inbox.repository'

// What plan-once.ts relies on, seen in PostgreSQL itself: node-postgres prepares a named
// statement once per connection, and only the plan-once connections keep generic plans.
let testDb: TestDatabase
// One connection per pool, so that pg_prepared_statements (which is per connection) is read
// on the connection that ran the statements.
let handle: DatabaseHandle
beforeAll(async () => {
  testDb = await createTestDatabase()
  handle = connectDatabase(testDb.url, { max: 1 })
})
afterAll(async () => {
  await handle.close()
  await testDb.drop()
})

interface PreparedRow extends Record<string, unknown> {
  name: string
  generic_plans: number
  custom_plans: number
}

const prepared = async () =>
  (
    await handle.db.$planOnce.execute<PreparedRow>(
      sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements`,
    )
  ).rows

describe('statements planned once', () => {
  it('keep generic plans on their own connections only', async () => {
    const mode = async (db: DatabaseHandle['db']['$planOnce']) =>
      (await db.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`)).rows[0]
    expect(await mode(handle.db.$planOnce)).toEqual({ plan_cache_mode: 'force_generic_plan' })
    expect(await mode(handle.db)).toEqual({ plan_cache_mode: 'auto' })
  })

  it('are prepared once per connection and then run on one generic plan', async () => {
    const byAccount = (accountId: string) =>
      handle.db.$planOnce
        .select({ id: comments.id })
        .from(comments)
        .where(sql`${comments.accountId} = ${accountId}`)
        .limit(5)
    for (let i = 0; i < 3; i += 1) await executePlannedOnce(byAccount(randomUUID()), 'probe')
    const probes = (await prepared()).filter((row) => row.name.startsWith('probe_'))
    expect(probes).toEqual([{ name: expect.any(String), generic_plans: 3, custom_plans: 0 }])
  })

  it('give each shape of a query its own statement', async () => {
    const page = (accountIds?: string[]) =>
      listInboxPage(
        handle.db,
        { view: 'open', userId: randomUUID(), timeZone: 'UTC', accountIds },
        { limit: 20, sort: 'newest' },
      )
    await page()
    await page([randomUUID()])
    await page([randomUUID()])
    const pages = (await prepared()).filter((row) => row.name.startsWith('inbox_page_'))
    expect(pages.map((row) => row.generic_plans).sort()).toEqual([1, 2])
    expect(pages.every((row) => row.custom_plans === 0)).toBe(true)
  })

  it('leave searches and several accounts to be planned for their values, and a transaction on its own connection', async () => {
    const before = (await prepared()).length
    const page = (filter: Partial<InboxFilter>) =>
      listInboxPage(
        handle.db,
        { view: 'all', userId: randomUUID(), timeZone: 'UTC', ...filter },
        { limit: 20, sort: 'newest' },
      )
    await page({ search: 'potluck' })
    await page({ accountIds: [randomUUID(), randomUUID()] })
    await page({ organizationIds: [randomUUID(), randomUUID()] })
    await handle.db.transaction(async (tx) => {
      expect(planOnceDatabase(tx)).toBeUndefined()
      await listInboxPage(
        tx,
        { view: 'all', userId: randomUUID(), timeZone: 'UTC' },
        { limit: 20, sort: 'newest' },
      )
    })
    expect((await prepared()).length).toBe(before)
  })
})
