import { eq, inArray, sql } from 'drizzle-orm'
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
import {
  bulkActionItems,
  bulkActions,
  commentFlags,
  commentLabels,
  comments,
  labels,
  user,
  workItems,
} from '../../../db/schema'
import { migrateTo, withDatabase } from '../../operations/backups/restore'
import { deleteComment, updateComment, upsertComment } from './comments.repository'

const t = useTestApp()

// Every comment has exactly one work item, with its id, church and account; no item is left
// without its comment (decision 062).
async function expectOneItemPerComment(db: Database) {
  const { rows } = await db.execute<{ comments: number; items: number; mismatched: number }>(sql`
    select (select count(*)::int from comments) as comments,
           (select count(*)::int from work_items) as items,
           (select count(*)::int from comments c
              left join work_items w on w.id = c.id and w.kind = 'comment'
                and w.organization_id = c.organization_id and w.account_id = c.account_id
             where w.id is null) as mismatched`)
  expect(rows[0]!.mismatched).toBe(0)
  expect(rows[0]!.items).toBe(rows[0]!.comments)
}

describe('work items', () => {
  it("are written with a comment's insert, once, whatever stores it again", async () => {
    const db = t.db.db
    const organization = await createOrganization(db)
    const account = await createAccount(db, organization.id)
    const values = {
      organizationId: organization.id,
      accountId: account.id,
      igCommentId: `ig-${crypto.randomUUID()}`,
      username: 'a_follower',
      text: 'Please pray for my mother',
      commentedAt: new Date(),
    }
    const stored = await upsertComment(db, values)
    expect(stored.inserted).toBe(true)
    const [item] = await db.select().from(workItems).where(eq(workItems.id, stored.id))
    expect(item).toMatchObject({
      kind: 'comment',
      organizationId: organization.id,
      accountId: account.id,
    })
    // A sync storing the same comment again takes the update path: no second item.
    const again = await upsertComment(db, { ...values, text: 'Please pray for my mum' })
    expect(again).toEqual({ id: stored.id, inserted: false })
    await expectOneItemPerComment(db)
  })

  it('follow their comment to another account, and leave with it and the work on it', async () => {
    const db = t.db.db
    const organization = await createOrganization(db)
    const grace = await createAccount(db, organization.id)
    const youth = await createAccount(db, organization.id)
    const comment = await createComment(db, grace)
    const reply = await createComment(db, grace, { parentId: comment.id })
    await updateComment(db, comment.id, { accountId: youth.id })
    const [moved] = await db.select().from(workItems).where(eq(workItems.id, comment.id))
    expect(moved!.accountId).toBe(youth.id)

    const [label] = await db.insert(labels).values({ name: 'Prayer', color: 'blue' }).returning()
    await db.insert(commentLabels).values({ workItemId: comment.id, labelId: label!.id })
    await db
      .insert(commentFlags)
      .values({ workItemId: reply.id, flag: 'grief', organizationId: organization.id })
    const [admin] = await db
      .insert(user)
      .values({
        id: crypto.randomUUID(),
        name: 'Sam',
        email: uniqueEmail('sam'),
        role: 'admin',
        teamRole: 'agent',
      })
      .returning()
    const [action] = await db
      .insert(bulkActions)
      .values({ kind: 'delete', requestedBy: admin!.id, total: 1 })
      .returning()
    await db.insert(bulkActionItems).values({ bulkActionId: action!.id, workItemId: comment.id })

    await deleteComment(db, comment.id)
    const ids = [comment.id, reply.id]
    expect(await db.select().from(comments).where(inArray(comments.id, ids))).toEqual([])
    expect(await db.select().from(workItems).where(inArray(workItems.id, ids))).toEqual([])
    expect(
      await db.select().from(commentLabels).where(eq(commentLabels.workItemId, comment.id)),
    ).toEqual([])
    expect(
      await db.select().from(commentFlags).where(eq(commentFlags.workItemId, reply.id)),
    ).toEqual([])
    // A bulk action's record of what it deleted outlives the comment, as before.
    const items = await db
      .select()
      .from(bulkActionItems)
      .where(eq(bulkActionItems.bulkActionId, action!.id))
    expect(items.map((item) => item.workItemId)).toEqual([comment.id])
    await expectOneItemPerComment(db)
  })

  it("go with their church's deletion", async () => {
    const db = t.db.db
    const organization = await createOrganization(db)
    const account = await createAccount(db, organization.id)
    const comment = await createComment(db, account)
    await db.execute(sql`delete from organizations where id = ${organization.id}`)
    expect(await db.select().from(workItems).where(eq(workItems.id, comment.id))).toEqual([])
    await expectOneItemPerComment(db)
  })

  it('are written for the comments already there when the migration runs', async () => {
    const name = `${t.db.name}_before_0040`
    const url = withDatabase(t.db.url, name)
    const admin = (statement: string) => t.db.pool.query(statement)
    await admin(`create database ${name}`)
    const handle = connectDatabase(url, { max: 2 })
    try {
      const levels = readJournal(MIGRATIONS_DIR)
      const ours = levels.findIndex((level) => level.tag === '0040_work_items')
      await migrateTo(url, MIGRATIONS_DIR, ours - 1)
      const db = handle.db
      // Written as a church was before later migrations added columns to organizations.
      const [organization] = (
        await db.execute<{ id: string }>(
          sql`insert into organizations (slug, name, name_key)
              values ('grace-before-0040', 'Grace Before', 'grace before') returning id`,
        )
      ).rows as [{ id: string }]
      const grace = await createAccount(db, organization.id)
      const youth = await createAccount(db, organization.id)
      const top = await createCommentAsThen(db, grace)
      const reply = await createCommentAsThen(db, grace, { parentId: top.id })
      const other = await createCommentAsThen(db, youth)
      await db.execute(sql`insert into comment_flags (comment_id, flag, organization_id)
                           values (${other.id}, 'prayer', ${organization.id})`)
      expect((await db.execute(sql`select to_regclass('work_items') as found`)).rows[0]).toEqual({
        found: null,
      })

      await runMigrations(db)
      await expectOneItemPerComment(db)
      const items = await db.select().from(workItems)
      expect(items.map((item) => item.id).sort()).toEqual([top.id, reply.id, other.id].sort())
      const [flag] = await db.select().from(commentFlags)
      expect(flag).toMatchObject({ workItemId: other.id, flag: 'prayer' })
      // The keys now point at the items: deleting the comment takes its flag along.
      await db.delete(comments).where(eq(comments.id, other.id))
      expect(await db.select().from(commentFlags)).toEqual([])
      await expectOneItemPerComment(db)
    } finally {
      await handle.close()
      await admin(`drop database if exists ${name} with (force)`)
    }
  })
})
