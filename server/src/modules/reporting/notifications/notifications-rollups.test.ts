import { and, count, desc, eq, gt, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import type { OrganizationScope } from '../../../auth/policy'
import { comments, instagramAccounts } from '../../../db/schema'
import { awaitingReply } from '../../work/comments/comment-conditions'
import { deleteComment, updateComment } from '../../work/comments/comments.repository'
import { countNewAwaitingByAccount } from './notifications.repository'

const t = useTestApp()
const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

function inScope(scope: OrganizationScope, column: PgColumn): SQL | undefined {
  if (scope.all) return undefined
  return scope.organizationId ? eq(column, scope.organizationId) : sql`false`
}

// The definition before the rollups: each account's newest comment awaiting a reply received
// after `since`, and their number, counted on the comments themselves.
async function countedOnComments(scope: OrganizationScope, since: Date, limit: number) {
  const newAwaiting = (accountId: SQLWrapper) =>
    and(
      eq(comments.accountId, accountId),
      awaitingReply,
      gt(comments.createdAt, since),
      inScope(scope, comments.organizationId),
    )
  const newest = t.db.db
    .select({ latestAt: comments.createdAt })
    .from(comments)
    .where(newAwaiting(instagramAccounts.id))
    .orderBy(desc(comments.createdAt))
    .limit(1)
    .as('newest')
  const latest = t.db.db
    .select({
      accountId: instagramAccounts.id,
      organizationId: instagramAccounts.organizationId,
      username: instagramAccounts.username,
      latestAt: newest.latestAt,
    })
    .from(instagramAccounts)
    .innerJoinLateral(newest, sql`true`)
    .where(inScope(scope, instagramAccounts.organizationId))
    .orderBy(desc(newest.latestAt))
    .limit(limit)
    .as('latest')
  const newCount = t.db.db
    .select({ count: count() })
    .from(comments)
    .where(newAwaiting(latest.accountId))
  return t.db.db
    .select({
      accountId: latest.accountId,
      organizationId: latest.organizationId,
      username: latest.username,
      count: sql<number>`(${newCount})`.mapWith(Number),
      latestAt: latest.latestAt,
    })
    .from(latest)
    .orderBy(desc(latest.latestAt))
}

// Both sides as plain values: the newest arrives as a Date from one query and text from the other.
const plain = (rows: Array<{ latestAt: unknown; accountId: string }>) =>
  rows
    .map((row) => ({ ...row, latestAt: new Date(row.latestAt as string).toISOString() }))
    .sort((a, b) => b.latestAt.localeCompare(a.latestAt) || a.accountId.localeCompare(b.accountId))

// Midnight UTC a few days ago: comments are received around it, on and off hour boundaries.
const base = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 3 * DAY_MS)
const at = (ms: number) => new Date(base.getTime() + ms)
let organizationIds: string[] = []

describe("the bell's new comments awaiting a reply, from the rollups", () => {
  beforeAll(async () => {
    const grace = await createOrganization(t.db.db)
    const hope = await createOrganization(t.db.db)
    organizationIds = [grace.id, hope.id]
    const accounts = [
      await createAccount(t.db.db, grace.id),
      await createAccount(t.db.db, grace.id),
      await createAccount(t.db.db, hope.id),
    ]
    const offsets = [
      -DAY_MS - 1,
      -HOUR_MS,
      -1,
      0,
      1,
      7 * MINUTE_MS,
      HOUR_MS - 1,
      HOUR_MS,
      HOUR_MS + 30 * MINUTE_MS,
      5 * HOUR_MS,
      DAY_MS - 1,
      DAY_MS,
      DAY_MS + 2 * HOUR_MS,
      2 * DAY_MS + 13 * MINUTE_MS,
    ]
    let n = 0
    for (const offset of offsets) {
      for (const [index, account] of accounts.entries()) {
        n += 1
        // A second apart, so "the newest" never ties between accounts.
        const comment = await createComment(t.db.db, account, {
          createdAt: at(offset + index * 1000),
          commentedAt: at(offset - 3 * HOUR_MS),
          hidden: n % 7 === 0,
          responseStatus: n % 5 === 0 ? 'responded' : n % 4 === 0 ? 'sending' : 'pending',
          isOwn: n % 11 === 0,
        })
        // Some are answered, unhidden or deleted later, as in a working day.
        if (n % 6 === 0) await updateComment(t.db.db, comment.id, { responseStatus: 'responded' })
        if (n % 14 === 0) await updateComment(t.db.db, comment.id, { hidden: false })
        if (n % 13 === 0) await deleteComment(t.db.db, comment.id)
      }
    }
  })

  const sinces: Array<[string, number]> = [
    ['a month ago', -30 * DAY_MS],
    ['just before midnight', -1],
    ['exactly at midnight', 0],
    ['on a received comment', 7 * MINUTE_MS],
    ['mid-hour', 17 * MINUTE_MS],
    ['exactly on an hour', HOUR_MS],
    ['late in the day', 23 * HOUR_MS + 59 * MINUTE_MS],
    ['exactly on the next midnight', DAY_MS],
    ['after everything', 3 * DAY_MS],
  ]

  it.each(sinces)('equal counting the comments, read %s', async (_, offset) => {
    const since = at(offset)
    const scopes: OrganizationScope[] = [
      { all: true },
      { all: false, organizationId: organizationIds[0]! },
      { all: false, organizationId: null },
    ]
    for (const scope of scopes) {
      for (const limit of [50, 2]) {
        const expected = plain(await countedOnComments(scope, since, limit))
        expect(plain(await countNewAwaitingByAccount(t.db.db, scope, since, limit))).toEqual(
          expected,
        )
      }
    }
  })

  it('count something when there is something to count', async () => {
    const rows = await countNewAwaitingByAccount(t.db.db, { all: true }, at(17 * MINUTE_MS), 50)
    expect(rows.map((row) => row.count).every((count) => count > 0)).toBe(true)
    expect(rows).toHaveLength(3)
  })
})
