import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { commentCounts, comments, instagramAccounts, organizations } from '../../../db/schema'
import { awaitingReply, fromFollowers } from '../comments/comment-conditions'
import { deleteComment, updateComment, upsertComment } from '../comments/comments.repository'

const t = useTestApp()

// comment_counts must always equal counting the comments with the conditions the queries use;
// rows that dropped to zero are the same as no row.
async function expectCountsExact() {
  const inbox = and(isNull(comments.parentId), fromFollowers)
  const counted = await t.db.db
    .select({
      accountId: comments.accountId,
      organizationId: comments.organizationId,
      fromFollowers: sql<number>`count(*) filter (where ${fromFollowers})`.mapWith(Number),
      inbox: sql<number>`count(*) filter (where ${inbox})`.mapWith(Number),
      awaitingReply: sql<number>`count(*) filter (where ${awaitingReply})`.mapWith(Number),
      responded:
        sql<number>`count(*) filter (where ${inbox} and ${comments.responseStatus} = 'responded')`.mapWith(
          Number,
        ),
      done: sql<number>`count(*) filter (where ${inbox} and ${comments.responseStatus} = 'done')`.mapWith(
        Number,
      ),
      hidden: sql<number>`count(*) filter (where ${inbox} and ${comments.hidden})`.mapWith(Number),
    })
    .from(comments)
    .groupBy(comments.accountId, comments.organizationId)
  const kept = await t.db.db.select().from(commentCounts)
  const nonZero = <
    T extends {
      fromFollowers: number
      inbox: number
      awaitingReply: number
      responded: number
      done: number
      hidden: number
    },
  >(
    rows: T[],
  ) =>
    rows.filter(
      (row) =>
        row.fromFollowers ||
        row.inbox ||
        row.awaitingReply ||
        row.responded ||
        row.done ||
        row.hidden,
    )
  const byAccount = (a: { accountId: string }, b: { accountId: string }) =>
    a.accountId.localeCompare(b.accountId)
  expect(nonZero(kept).sort(byAccount)).toEqual(nonZero(counted).sort(byAccount))
}

async function church() {
  const organization = await createOrganization(t.db.db)
  return { organization, account: await createAccount(t.db.db, organization.id) }
}

describe('comment_counts', () => {
  it('stays exact through inserts, updates, upserts, deletes and cascades', async () => {
    const grace = await church()
    const youth = await createAccount(t.db.db, grace.organization.id)
    const hope = await church()
    const a = grace.account
    const pending = await createComment(t.db.db, a)
    const sending = await createComment(t.db.db, a, { responseStatus: 'sending' })
    const responded = await createComment(t.db.db, a, { responseStatus: 'responded' })
    const hidden = await createComment(t.db.db, youth, { hidden: true })
    await createComment(t.db.db, youth, { isOwn: true, responseStatus: 'not_applicable' })
    await createComment(t.db.db, hope.account)
    await createComment(t.db.db, a, { parentId: pending.id, responseStatus: 'not_applicable' })
    await createComment(t.db.db, a, {
      parentId: pending.id,
      isOwn: true,
      responseStatus: 'not_applicable',
    })
    await expectCountsExact()

    await updateComment(t.db.db, pending.id, { responseStatus: 'responded' })
    await updateComment(t.db.db, responded.id, { responseStatus: 'pending' })
    await updateComment(t.db.db, hidden.id, { hidden: false, likeCount: 3 })
    await expectCountsExact()

    // Done and reopened, hidden while done, answered while done.
    const amen = await createComment(t.db.db, a, { text: 'Amen' })
    await updateComment(t.db.db, amen.id, { responseStatus: 'done', doneAt: new Date() })
    await createComment(t.db.db, youth, { responseStatus: 'done', hidden: true })
    await expectCountsExact()
    await updateComment(t.db.db, amen.id, { hidden: true })
    await expectCountsExact()
    await updateComment(t.db.db, amen.id, { hidden: false, responseStatus: 'pending' })
    await updateComment(t.db.db, amen.id, { responseStatus: 'done' })
    await updateComment(t.db.db, amen.id, { responseStatus: 'responded' })
    await expectCountsExact()

    // A sync's upsert: one known comment (hidden on Instagram since) and one new, in turn.
    const known = await t.db.db.select().from(comments).where(eq(comments.id, responded.id))
    await upsertComment(t.db.db, { ...known[0]!, id: undefined, hidden: true })
    await upsertComment(t.db.db, {
      organizationId: hope.organization.id,
      accountId: hope.account.id,
      igCommentId: `sync_${Date.now()}`,
      username: 'new_follower',
      text: 'First time here',
      commentedAt: new Date(),
    })
    // One statement over several accounts and organizations.
    await t.db.db
      .update(comments)
      .set({ hidden: false })
      .where(inArray(comments.organizationId, [grace.organization.id, hope.organization.id]))
    await expectCountsExact()

    await deleteComment(t.db.db, pending.id) // its replies go with it
    const hiddenToo = await createComment(t.db.db, a, { hidden: true })
    await t.db.db.delete(comments).where(inArray(comments.id, [sending.id, hiddenToo.id]))
    await expectCountsExact()
    await t.db.db.delete(instagramAccounts).where(eq(instagramAccounts.id, youth.id))
    await t.db.db.delete(organizations).where(eq(organizations.id, hope.organization.id))
    await expectCountsExact()
    const orphans = await t.db.db
      .select({ n: count() })
      .from(commentCounts)
      .where(inArray(commentCounts.accountId, [youth.id, hope.account.id]))
    expect(orphans[0]!.n).toBe(0)
  })

  it('stays exact under concurrent writes to one account', async () => {
    const { account } = await church()
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createComment(t.db.db, account, { responseStatus: index % 2 ? 'pending' : 'responded' }),
      ),
    )
    await expectCountsExact()
    const [row] = await t.db.db
      .select()
      .from(commentCounts)
      .where(eq(commentCounts.accountId, account.id))
    expect(row).toMatchObject({ inbox: 20, awaitingReply: 10, responded: 10, done: 0, hidden: 0 })
    await t.db.db
      .update(comments)
      .set({ responseStatus: 'done' })
      .where(and(eq(comments.accountId, account.id), eq(comments.responseStatus, 'pending')))
    await Promise.all(
      (await t.db.db.select().from(comments).where(eq(comments.accountId, account.id)))
        .slice(0, 6)
        .map((comment) => updateComment(t.db.db, comment.id, { hidden: true })),
    )
    await expectCountsExact()
  })

  it('empties with the comments when they are truncated', async () => {
    const { account } = await church()
    await createComment(t.db.db, account)
    await t.db.db.execute(sql`truncate comments cascade`)
    expect(await t.db.db.select().from(commentCounts)).toEqual([])
    await createComment(t.db.db, account)
    await expectCountsExact()
  })
})
