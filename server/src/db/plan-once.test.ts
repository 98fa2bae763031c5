import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/db'
import { connectDatabase, type DatabaseHandle } from './client'
import { comments, user } from './schema'
import { executePreparedShape, planOnceDatabase } from './plan-once'
import { createAccount, createComment, createOrganization } from '../../test/factories'
import type { Keyset } from '../lib/pagination'
import { type InboxFilter, listInboxPage } from '../modules/work/inbox/inbox.repository'

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
    for (let i = 0; i < 3; i += 1)
      await executePreparedShape(
        handle.db.$planOnce,
        'probe',
        'by account',
        (db) =>
          db
            .select({ id: comments.id })
            .from(comments)
            .where(sql`${comments.accountId} = ${sql.placeholder('accountId')}`)
            .limit(5),
        { accountId: randomUUID() },
      )
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

// The inbox page's statement is built once per shape with placeholders and then only filled:
// every shape, and each shape with other values, must answer what the statement built for the
// request's own values answers (inside a transaction, which builds it each time).
describe('the inbox page built once per shape', () => {
  it('answers each filter with its own rows, whatever shape or values came before', async () => {
    const db = handle.db
    const [first, second] = [randomUUID(), randomUUID()]
    await db.insert(user).values(
      [first, second].map((id) => ({
        id,
        name: id,
        email: `${id}@example.org`,
        role: 'admin' as const,
        teamRole: 'agent' as const,
      })),
    )
    const church = await createOrganization(db)
    const otherChurch = await createOrganization(db)
    const account = await createAccount(db, church.id)
    const otherAccount = await createAccount(db, otherChurch.id)
    const written = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute))
    const ids = {
      mineOpen: (await createComment(db, account, { assigneeId: first, commentedAt: written(1) }))
        .id,
      theirsOpen: (
        await createComment(db, account, { assigneeId: second, commentedAt: written(2) })
      ).id,
      unassigned: (await createComment(db, account, { commentedAt: written(3) })).id,
      done: (await createComment(db, account, { responseStatus: 'done', commentedAt: written(4) }))
        .id,
      hidden: (await createComment(db, otherAccount, { hidden: true, commentedAt: written(5) })).id,
      otherOpen: (
        await createComment(db, otherAccount, { assigneeId: first, commentedAt: written(6) })
      ).id,
    }
    const inScope = new Set(Object.values(ids))
    const page = async (
      filter: Partial<InboxFilter>,
      after?: Keyset,
      sort: 'newest' | 'oldest' = 'newest',
      limit = 10,
    ) => {
      const full: InboxFilter = { view: 'all', userId: first, timeZone: 'UTC', ...filter }
      const request = { after, limit, sort }
      const once = await listInboxPage(db, full, request)
      const built = await db.transaction((tx) => listInboxPage(tx, full, request))
      const rows = (list: typeof once) =>
        list.map((row) => [row.comment.id, row.unread, row.assigneeName])
      expect(rows(once)).toEqual(rows(built))
      return once.map((row) => row.comment.id).filter((id) => inScope.has(id))
    }
    // The same shapes with other values.
    const newestOfAccount = [ids.done, ids.unassigned, ids.theirsOpen, ids.mineOpen]
    expect(await page({ accountIds: [account.id] })).toEqual(newestOfAccount)
    expect(await page({ accountIds: [otherAccount.id] })).toEqual([ids.otherOpen, ids.hidden])
    expect(await page({ organizationIds: [otherChurch.id] })).toEqual([ids.otherOpen, ids.hidden])
    expect(await page({ organizationIds: [church.id] })).toEqual(newestOfAccount)
    // A page and one more row, whatever the page's length.
    expect(await page({ accountIds: [account.id] }, undefined, 'newest', 1)).toEqual(
      newestOfAccount.slice(0, 2),
    )
    expect(await page({ accountIds: [account.id] }, undefined, 'newest', 2)).toEqual(
      newestOfAccount.slice(0, 3),
    )
    expect(await page({ view: 'mine', userId: first })).toEqual([ids.otherOpen, ids.mineOpen])
    expect(await page({ view: 'mine', userId: second })).toEqual([ids.theirsOpen])
    expect(await page({ assigneeId: second, accountIds: [account.id] })).toEqual([ids.theirsOpen])
    expect(await page({ assigneeId: first, accountIds: [account.id] })).toEqual([ids.mineOpen])
    // Other shapes: nobody assigned, a view, one comment, past a cursor, the other order.
    expect(await page({ assigneeId: null, accountIds: [account.id] })).toEqual([
      ids.done,
      ids.unassigned,
    ])
    expect(await page({ view: 'hidden', organizationIds: [otherChurch.id] })).toEqual([ids.hidden])
    expect(await page({ view: 'open', accountIds: [account.id] })).toEqual([
      ids.unassigned,
      ids.theirsOpen,
      ids.mineOpen,
    ])
    expect(await page({ commentId: ids.done })).toEqual([ids.done])
    expect(await page({ commentId: ids.hidden })).toEqual([ids.hidden])
    const key = (minute: number) => written(minute).toISOString().replace('Z', '000Z')
    expect(await page({ accountIds: [account.id] }, { key: key(3), id: ids.unassigned })).toEqual([
      ids.theirsOpen,
      ids.mineOpen,
    ])
    expect(await page({ accountIds: [account.id] }, { key: key(2), id: ids.theirsOpen })).toEqual([
      ids.mineOpen,
    ])
    expect(await page({ accountIds: [account.id] }, undefined, 'oldest')).toEqual(
      [...newestOfAccount].reverse(),
    )
    expect(
      await page({ accountIds: [account.id] }, { key: key(2), id: ids.theirsOpen }, 'oldest'),
    ).toEqual([ids.unassigned, ids.done])
  })
})
