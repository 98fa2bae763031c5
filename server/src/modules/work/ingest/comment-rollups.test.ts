import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { comments, instagramAccounts, organizations } from '../../../db/schema'
import { awaitingReply, fromFollowers } from '../comments/comment-conditions'
import {
  deleteComment,
  markAnsweredOnInstagram,
  updateComment,
  upsertComment,
} from '../comments/comments.repository'

const t = useTestApp()
const HOUR_MS = 3600 * 1000

// Every rollup must equal counting the comments with the conditions the queries use (rows that
// dropped to zero are the same as no row); shards are an inner detail, so quarters are compared
// summed over them.
async function expectRollupsExact() {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await t.db.db.execute(query)).rows as unknown as T[]
  const quarter = sql`date_bin('15 minutes', ${comments.commentedAt}, timestamptz '2000-01-01Z')`
  const countedQuarters = await rows(sql`
    select ${quarter} as quarter, count(*)::int as count from ${comments}
    where ${fromFollowers} group by 1 order by 1`)
  const keptQuarters = await rows(sql`
    select quarter, sum(count)::int as count from follower_comment_quarters
    group by 1 having sum(count) <> 0 order by 1`)
  expect(keptQuarters).toEqual(countedQuarters)

  const countedBuckets = await rows(sql`
    select ${comments.accountId} as account_id, ${comments.organizationId} as organization_id,
           s.span, s.bucket, count(*)::int as count
    from ${comments} cross join lateral (values
      ('hour', date_trunc('hour', ${comments.createdAt}, 'UTC')),
      ('day', date_trunc('day', ${comments.createdAt}, 'UTC'))) as s (span, bucket)
    where ${awaitingReply} group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
  const keptBuckets = await rows(sql`
    select account_id, organization_id, span, bucket, count from awaiting_received_buckets
    where count <> 0 order by 1, 2, 3, 4`)
  expect(keptBuckets).toEqual(countedBuckets)

  const countedLatest = await rows(sql`
    select ${comments.accountId} as account_id, ${comments.organizationId} as organization_id,
           max(${comments.createdAt}) as received_at
    from ${comments} where ${awaitingReply} group by 1, 2 order by 1, 2`)
  const keptLatest = await rows(sql`
    select account_id, organization_id, received_at from awaiting_latest
    where received_at is not null order by 1, 2`)
  expect(keptLatest).toEqual(countedLatest)
}

async function church() {
  const organization = await createOrganization(t.db.db)
  return { organization, account: await createAccount(t.db.db, organization.id) }
}

describe('comment rollups', () => {
  it('stay exact through inserts, replies, hiding, status changes, moves and deletes', async () => {
    const grace = await church()
    const youth = await createAccount(t.db.db, grace.organization.id)
    const hope = await church()
    const a = grace.account
    const received = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS)
    const pending = await createComment(t.db.db, a, { createdAt: received(30) })
    const sending = await createComment(t.db.db, a, { responseStatus: 'sending' })
    const responded = await createComment(t.db.db, a, { responseStatus: 'responded' })
    const hidden = await createComment(t.db.db, youth, { hidden: true, createdAt: received(2) })
    await createComment(t.db.db, youth, { isOwn: true, responseStatus: 'not_applicable' })
    const late = await createComment(t.db.db, hope.account, {
      commentedAt: received(50),
      createdAt: received(1),
    })
    const reply = await createComment(t.db.db, a, {
      parentId: pending.id,
      responseStatus: 'not_applicable',
    })
    await expectRollupsExact()

    // The account answers in the Instagram app: its own reply, and the comment is answered.
    await createComment(t.db.db, a, {
      parentId: pending.id,
      isOwn: true,
      responseStatus: 'not_applicable',
    })
    await markAnsweredOnInstagram(t.db.db, pending.id, 'Thank you!', new Date())
    await expectRollupsExact()

    await updateComment(t.db.db, responded.id, { responseStatus: 'pending' })
    await updateComment(t.db.db, sending.id, { responseStatus: 'not_applicable' })
    await updateComment(t.db.db, hidden.id, { hidden: false, likeCount: 3 })
    await updateComment(t.db.db, late.id, { hidden: true })
    await updateComment(t.db.db, late.id, { hidden: false, commentedAt: received(70) })
    await updateComment(t.db.db, responded.id, { createdAt: received(26) })
    await updateComment(t.db.db, reply.id, { isOwn: true })
    await updateComment(t.db.db, reply.id, { parentId: null, isOwn: false })
    await expectRollupsExact()

    // Moved to another account, then to another organization's account.
    await updateComment(t.db.db, responded.id, { accountId: youth.id })
    await updateComment(t.db.db, hidden.id, {
      accountId: hope.account.id,
      organizationId: hope.organization.id,
    })
    await expectRollupsExact()

    // A sync's upsert: one known comment (hidden on Instagram since) and one new.
    const [known] = await t.db.db.select().from(comments).where(eq(comments.id, responded.id))
    await upsertComment(t.db.db, { ...known!, id: undefined, hidden: true })
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
    await expectRollupsExact()

    await deleteComment(t.db.db, pending.id) // its replies go with it
    await t.db.db.delete(comments).where(inArray(comments.id, [sending.id, late.id]))
    await expectRollupsExact()
    await t.db.db.delete(instagramAccounts).where(eq(instagramAccounts.id, youth.id))
    await t.db.db.delete(organizations).where(eq(organizations.id, hope.organization.id))
    await expectRollupsExact()
  })

  it('take in a bulk insert of many accounts in one statement', async () => {
    const grace = await church()
    const hope = await church()
    await t.db.db.execute(sql`
      insert into comments (organization_id, account_id, ig_comment_id, username, text, is_own,
        hidden, response_status, commented_at, created_at)
      select case when n % 2 = 0 then ${grace.organization.id}::uuid else ${hope.organization.id}::uuid end,
             case when n % 2 = 0 then ${grace.account.id}::uuid else ${hope.account.id}::uuid end,
             'bulk_' || n || '_' || ${Date.now()}, 'a_follower', 'Amen', n % 7 = 0, n % 5 = 0,
             case when n % 7 = 0 then 'not_applicable' when n % 3 = 0 then 'responded' else 'pending' end,
             now() - n * interval '7 minutes', now() - n * interval '13 minutes'
      from generate_series(1, 500) n`)
    await expectRollupsExact()
  })

  it('stay exact under concurrent writes to one account', async () => {
    const { account } = await church()
    const written = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createComment(t.db.db, account, { responseStatus: index % 2 ? 'pending' : 'responded' }),
      ),
    )
    await Promise.all(
      written.map((comment, index) =>
        index % 3 === 0
          ? deleteComment(t.db.db, comment.id)
          : updateComment(t.db.db, comment.id, { hidden: index % 2 === 0 }),
      ),
    )
    await expectRollupsExact()
  })

  it('empty with the comments when they are truncated', async () => {
    const { account } = await church()
    await createComment(t.db.db, account)
    await t.db.db.execute(sql`truncate comments cascade`)
    await expectRollupsExact()
    for (const table of [
      'follower_comment_quarters',
      'awaiting_received_buckets',
      'awaiting_latest',
    ])
      expect((await t.db.db.execute(sql.raw(`select * from ${table}`))).rows).toEqual([])
    await createComment(t.db.db, account)
    await expectRollupsExact()
  })
})
