import { randomUUID } from 'node:crypto'
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  createAccount,
  createComment,
  createCommentAsThen,
  createOrganization,
} from '../../../../test/factories'
import { uniqueEmail, useTestApp } from '../../../../test/helper'
import { connectDatabase, type Database } from '../../../db/client'
import { readJournal } from '../../../db/migration-level'
import { MIGRATIONS_DIR, runMigrations } from '../../../db/migrate'
import { migrateTo, withDatabase } from '../../operations/backups/restore'
import {
  assignedOpenCounts,
  comments,
  instagramAccounts,
  organizations,
  user,
} from '../../../db/schema'
import { countInbox, inboxConditions } from '../inbox/inbox.repository'
import {
  deleteComment,
  setAssignee,
  updateComment,
  upsertComment,
} from '../comments/comments.repository'

const t = useTestApp()

async function teammate(db: Database = t.db.db) {
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: 'Sam Agent',
      email: uniqueEmail('agent'),
      role: 'admin',
      teamRole: 'agent',
    })
    .returning()
  return row!.id
}

async function church() {
  const organization = await createOrganization(t.db.db)
  return { organization, account: await createAccount(t.db.db, organization.id) }
}

// What the inbox's "Assigned to me" view lists for one teammate, counted per account with the
// view's own conditions (inboxConditions, as the list uses them).
async function countedMine(userId: string, db: Database = t.db.db) {
  return db
    .select({
      userId: sql<string>`${userId}`,
      accountId: comments.accountId,
      organizationId: comments.organizationId,
      awaitingReply: sql<number>`count(*)`.mapWith(Number),
    })
    .from(comments)
    .where(and(...inboxConditions({ view: 'mine', userId, timeZone: 'UTC' })))
    .groupBy(comments.accountId, comments.organizationId)
}

// assigned_open_counts must equal counting, for every teammate it or the comments name, the
// comments of their "mine" view; rows that dropped to zero are the same as no row, and no row is
// ever negative.
async function expectExact(db: Database = t.db.db) {
  const byAccount = (a: { accountId: string }, b: { accountId: string }) =>
    a.accountId.localeCompare(b.accountId)
  const named = await db.execute<{ id: string }>(sql`
    select user_id as id from ${assignedOpenCounts}
    union select assignee_id from ${comments} where assignee_id is not null`)
  for (const { id: userId } of named.rows) {
    const kept = await db
      .select()
      .from(assignedOpenCounts)
      .where(and(eq(assignedOpenCounts.userId, userId), ne(assignedOpenCounts.awaitingReply, 0)))
    expect(kept.sort(byAccount)).toEqual((await countedMine(userId, db)).sort(byAccount))
  }
  const negative = await db
    .select()
    .from(assignedOpenCounts)
    .where(lt(assignedOpenCounts.awaitingReply, 0))
  expect(negative).toEqual([])
}

describe('assigned_open_counts', () => {
  it('stays exact through inserts, updates, upserts, deletes and cascades', async () => {
    const sam = await teammate()
    const ana = await teammate()
    const grace = await church()
    const youth = await createAccount(t.db.db, grace.organization.id)
    const hope = await church()
    const a = grace.account
    // Counted: pending and sending. Not counted: answered, done, hidden, the account's own,
    // replies, nobody's.
    const pending = await createComment(t.db.db, a, { assigneeId: sam })
    const sending = await createComment(t.db.db, a, { assigneeId: sam, responseStatus: 'sending' })
    const responded = await createComment(t.db.db, a, {
      assigneeId: sam,
      responseStatus: 'responded',
    })
    await createComment(t.db.db, a, { assigneeId: sam, responseStatus: 'done' })
    const hidden = await createComment(t.db.db, youth, { assigneeId: ana, hidden: true })
    await createComment(t.db.db, youth, {
      assigneeId: ana,
      isOwn: true,
      responseStatus: 'not_applicable',
    })
    await createComment(t.db.db, a, { parentId: pending.id, assigneeId: sam })
    const nobodys = await createComment(t.db.db, hope.account)
    await createComment(t.db.db, hope.account, { assigneeId: ana })
    await expectExact()

    // Assigned, reassigned and unassigned one at a time, as the work queue does.
    await setAssignee(t.db.db, nobodys.id, sam)
    await setAssignee(t.db.db, pending.id, ana)
    await setAssignee(t.db.db, sending.id, null)
    await expectExact()

    // Answered, reopened, hidden and unhidden, done, and a column the count does not read.
    await updateComment(t.db.db, pending.id, { responseStatus: 'responded' })
    await updateComment(t.db.db, responded.id, { responseStatus: 'pending' })
    await updateComment(t.db.db, hidden.id, { hidden: false, likeCount: 3 })
    await updateComment(t.db.db, nobodys.id, { responseStatus: 'done', doneAt: new Date() })
    await updateComment(t.db.db, responded.id, { likeCount: 7 })
    await expectExact()
    await updateComment(t.db.db, nobodys.id, { responseStatus: 'pending', hidden: true })
    await updateComment(t.db.db, nobodys.id, { hidden: false })
    await expectExact()

    // A sync's upsert: one known comment (hidden on Instagram since) and one new, in turn.
    const [known] = await t.db.db.select().from(comments).where(eq(comments.id, responded.id))
    await upsertComment(t.db.db, { ...known!, id: undefined, hidden: true })
    await upsertComment(t.db.db, {
      organizationId: hope.organization.id,
      accountId: hope.account.id,
      igCommentId: `sync_${Date.now()}`,
      username: 'new_follower',
      text: 'First time here',
      commentedAt: new Date(),
      assigneeId: ana,
    })
    await expectExact()

    // One statement over several accounts, organizations and teammates, as a bulk action.
    await t.db.db
      .update(comments)
      .set({ hidden: false })
      .where(inArray(comments.organizationId, [grace.organization.id, hope.organization.id]))
    await expectExact()
    await t.db.db
      .update(comments)
      .set({ assigneeId: sam })
      .where(inArray(comments.accountId, [a.id, youth.id, hope.account.id]))
    await expectExact()
    await t.db.db
      .update(comments)
      .set({ assigneeId: sql`case when ${comments.assigneeId} = ${sam} then ${ana}::text end` })
      .where(inArray(comments.accountId, [a.id, youth.id, hope.account.id]))
    await expectExact()

    // A comment moved to another church's account.
    await t.db.db
      .update(comments)
      .set({ organizationId: hope.organization.id, accountId: hope.account.id })
      .where(eq(comments.id, responded.id))
    await expectExact()

    await deleteComment(t.db.db, pending.id) // its replies go with it
    const another = await createComment(t.db.db, a, { assigneeId: sam })
    await t.db.db.delete(comments).where(inArray(comments.id, [sending.id, another.id]))
    await expectExact()
    await t.db.db.delete(instagramAccounts).where(eq(instagramAccounts.id, youth.id))
    await t.db.db.delete(organizations).where(eq(organizations.id, hope.organization.id))
    await expectExact()
    const orphans = await t.db.db
      .select()
      .from(assignedOpenCounts)
      .where(inArray(assignedOpenCounts.accountId, [youth.id, hope.account.id]))
    expect(orphans).toEqual([])
  })

  it('drops a teammate deleted from the team to zero with their comments unassigned', async () => {
    const sam = await teammate()
    const ana = await teammate()
    const { account } = await church()
    for (const assigneeId of [sam, sam, ana, null])
      await createComment(t.db.db, account, { assigneeId })
    await expectExact()
    await t.db.db.delete(user).where(eq(user.id, sam))
    await expectExact()
    const samRows = await t.db.db
      .select()
      .from(assignedOpenCounts)
      .where(eq(assignedOpenCounts.userId, sam))
    expect(samRows.map((row) => row.awaitingReply)).toEqual([0])
  })

  it('stays exact under concurrent writes to one account', async () => {
    const sam = await teammate()
    const ana = await teammate()
    const { account } = await church()
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createComment(t.db.db, account, { assigneeId: index % 2 ? sam : ana }),
      ),
    )
    await expectExact()
    const [row] = await t.db.db
      .select()
      .from(assignedOpenCounts)
      .where(and(eq(assignedOpenCounts.userId, sam), eq(assignedOpenCounts.accountId, account.id)))
    expect(row?.awaitingReply).toBe(10)
    const written = await t.db.db.select().from(comments).where(eq(comments.accountId, account.id))
    await Promise.all([
      ...written.slice(0, 8).map((comment) => setAssignee(t.db.db, comment.id, sam)),
      ...written
        .slice(8, 12)
        .map((comment) => updateComment(t.db.db, comment.id, { hidden: true })),
      t.db.db
        .update(comments)
        .set({ responseStatus: 'responded' })
        .where(
          inArray(
            comments.id,
            written.slice(12, 16).map((comment) => comment.id),
          ),
        ),
      t.db.db.update(comments).set({ assigneeId: ana }).where(eq(comments.accountId, account.id)),
    ])
    await expectExact()
  })

  it('counts "Assigned to me" from the kept rows, per organization and account', async () => {
    const sam = await teammate()
    const grace = await church()
    const youth = await createAccount(t.db.db, grace.organization.id)
    const hope = await church()
    for (const account of [grace.account, grace.account, youth, hope.account])
      await createComment(t.db.db, account, { assigneeId: sam })
    await createComment(t.db.db, hope.account, { assigneeId: sam, responseStatus: 'responded' })
    const counted = (filter: { organizationIds?: string[]; accountIds?: string[] }) =>
      countInbox(t.db.db, { view: 'open', userId: sam, timeZone: 'UTC', ...filter })
    // What the list of the same scope holds.
    const scanned = async (filter: { organizationIds?: string[]; accountIds?: string[] }) =>
      (
        await t.db.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(comments)
          .where(and(...inboxConditions({ view: 'mine', userId: sam, timeZone: 'UTC', ...filter })))
      )[0]!.n
    for (const filter of [
      { organizationIds: [grace.organization.id] },
      { organizationIds: [grace.organization.id, hope.organization.id] },
      { accountIds: [youth.id] },
      { organizationIds: [grace.organization.id], accountIds: [hope.account.id] },
    ]) {
      const counts = await counted(filter)
      expect(counts.mine).toBe(await scanned(filter))
    }
    expect((await counted({ organizationIds: [grace.organization.id] })).mine).toBe(3)
    expect((await counted({ accountIds: [hope.account.id] })).mine).toBe(1)
    expect((await counted({ organizationIds: [randomUUID()] })).mine).toBe(0)
  })

  it('fires after comment_counts, so writers of one account queue on that row first', async () => {
    const fired = await t.db.db.execute<{ name: string }>(sql`
      select tgname as name from pg_trigger
      where tgrelid = 'comments'::regclass and tgname ~ '^comment_(mine_)?counts_'
      order by tgname collate "C"`)
    const names = fired.rows.map((row) => row.name)
    for (const event of ['insert', 'update', 'delete'])
      expect(names.indexOf(`comment_mine_counts_${event}`)).toBeGreaterThan(
        names.indexOf(`comment_counts_${event}`),
      )
    expect(names).toHaveLength(8)
  })

  it('empties with the comments when they are truncated', async () => {
    const sam = await teammate()
    const { account } = await church()
    await createComment(t.db.db, account, { assigneeId: sam })
    await t.db.db.execute(sql`truncate comments cascade`)
    expect(await t.db.db.select().from(assignedOpenCounts)).toEqual([])
    await createComment(t.db.db, account, { assigneeId: sam })
    await expectExact()
  })

  it('is counted from the comments already there when the migration runs', async () => {
    const name = `${t.db.name}_before_0037`
    const url = withDatabase(t.db.url, name)
    const admin = (statement: string) => t.db.pool.query(statement)
    await admin(`create database ${name}`)
    const handle = connectDatabase(url, { max: 2 })
    try {
      const levels = readJournal(MIGRATIONS_DIR)
      const ours = levels.findIndex((level) => level.tag === '0037_assigned_open_counts')
      await migrateTo(url, MIGRATIONS_DIR, ours - 1)
      const db = handle.db
      // Written as teammates and a church were before later migrations added columns to them.
      const teammateThen = async () => {
        const id = randomUUID()
        await db.execute(sql`insert into "user" (id, name, email, role, team_role)
                             values (${id}, 'Sam Agent', ${uniqueEmail('agent')}, 'admin', 'agent')`)
        return id
      }
      const sam = await teammateThen()
      const ana = await teammateThen()
      const [organization] = (
        await db.execute<{ id: string }>(
          sql`insert into organizations (slug, name, name_key)
              values ('grace-before-0037', 'Grace Before', 'grace before') returning id`,
        )
      ).rows
      const grace = await createAccount(db, organization!.id)
      const youth = await createAccount(db, organization!.id)
      for (const [account, values] of [
        [grace, { assigneeId: sam }],
        [grace, { assigneeId: sam, responseStatus: 'sending' }],
        [grace, { assigneeId: sam, responseStatus: 'responded' }],
        [youth, { assigneeId: sam }],
        [youth, { assigneeId: ana, hidden: true }],
        [youth, { assigneeId: ana }],
        [youth, {}],
      ] as const)
        await createCommentAsThen(db, account, values)
      expect(
        (await db.execute(sql`select to_regclass('assigned_open_counts') as found`)).rows[0],
      ).toEqual({ found: null })
      await runMigrations(db)
      await expectExact(db)
      const kept = await db.select().from(assignedOpenCounts)
      expect(kept.map((row) => row.awaitingReply).sort()).toEqual([1, 1, 2])
    } finally {
      await handle.close()
      await admin(`drop database if exists ${name} with (force)`)
    }
  })
})
