import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { comments, instagramAccounts, user } from '../../../db/schema'
import { deleteComment, updateComment } from '../../work/comments/comments.repository'
import { percentile, withinOf } from './response-histogram'

const t = useTestApp()

// response_time_rollups must always equal bucketing the comments' first response times afresh;
// rows that dropped to zero are the same as no row.
async function expectRollupExact() {
  const rollup = await t.db.db.execute(sql`
    select account_id::text, organization_id::text, responder, hour, bucket_seconds, answered
      from response_time_rollups where answered <> 0 order by 1, 2, 3, 4, 5`)
  const counted = await t.db.db.execute(sql`
    select account_id::text, organization_id::text, coalesce(first_response_by, '') as responder,
           date_trunc('hour', commented_at, 'UTC') as hour,
           response_time_bucket(extract(epoch from first_response_at - commented_at)) as bucket_seconds,
           count(*)::int as answered
      from comments
     where parent_id is null and not is_own and first_response_at is not null
     group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`)
  expect(rollup.rows).toEqual(counted.rows)
  return rollup.rows.length
}

const at = (iso: string) => new Date(iso)
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000)

describe('response_time_rollups', () => {
  it('stays exact through replies, Done, private replies, reopening, moves and deletes', async () => {
    const sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam')
    const ann = await signInAsTeammate(t.app, t.db.db, 'agent', 'Ann')
    const organization = await createOrganization(t.db.db)
    const a = await createAccount(t.db.db, organization.id)
    const b = await createAccount(t.db.db, organization.id)
    const when = '2026-03-01T10:00:00Z'
    const replied = await createComment(t.db.db, a, { commentedAt: at(when) })
    const done = await createComment(t.db.db, a, { commentedAt: at(when) })
    const privately = await createComment(t.db.db, b, { commentedAt: at(when) })
    // Answered at once on arrival, before its own time (clocks differ): counts as 0 s.
    await createComment(t.db.db, b, {
      commentedAt: at(when),
      responseStatus: 'responded',
      respondedAt: plus(when, -30),
      respondedBy: sam.userId,
    })
    // Never counted: the account's own comment and a reply in a thread, though answered.
    await createComment(t.db.db, a, {
      isOwn: true,
      responseStatus: 'not_applicable',
      firstResponseAt: plus(when, 60),
    })
    await createComment(t.db.db, a, { parentId: replied.id, firstResponseAt: plus(when, 60) })
    expect(await expectRollupExact()).toBe(1)

    await updateComment(t.db.db, replied.id, {
      responseStatus: 'responded',
      respondedAt: plus(when, 3600 + 1),
      respondedBy: sam.userId,
    })
    await updateComment(t.db.db, done.id, {
      responseStatus: 'done',
      doneAt: plus(when, 8 * 86400),
      doneBy: ann.userId,
    })
    await updateComment(t.db.db, privately.id, {
      firstResponseAt: plus(when, 90),
      firstResponseBy: ann.userId,
    })
    await expectRollupExact()

    // An earlier answer moves the bucket and the person; a later one and reopening do not.
    await updateComment(t.db.db, done.id, {
      firstResponseAt: plus(when, 600),
      firstResponseBy: sam.userId,
    })
    await updateComment(t.db.db, privately.id, {
      responseStatus: 'responded',
      respondedAt: plus(when, 7200),
      respondedBy: sam.userId,
    })
    await updateComment(t.db.db, replied.id, { responseStatus: 'pending', respondedAt: null })
    await expectRollupExact()
    const [kept] = await t.db.db.select().from(comments).where(eq(comments.id, done.id))
    expect(kept!.firstResponseBy).toBe(sam.userId)

    // Bulk statements over many rows: answered, moved in time and between accounts, hidden.
    await t.db.db.insert(comments).values(
      Array.from({ length: 200 }, (_, n) => ({
        organizationId: organization.id,
        accountId: (n % 2 ? a : b).id,
        igCommentId: `rt_${n}_${crypto.randomUUID()}`,
        username: 'follower',
        text: 'Amen',
        commentedAt: new Date(Date.parse(when) + n * 13 * 60_000),
        isOwn: n % 17 === 0,
        responseStatus: n % 17 === 0 ? ('not_applicable' as const) : ('pending' as const),
      })),
    )
    const mine = sql`organization_id = ${organization.id}::uuid`
    await t.db.db.execute(sql`
      update comments set response_status = 'responded', responded_by = ${sam.userId},
             responded_at = commented_at + random() * interval '30 hours'
       where ${mine} and not is_own and random() < 0.5`)
    await t.db.db.execute(sql`
      update comments set response_status = 'done', done_by = ${ann.userId},
             done_at = commented_at + random() * interval '20 minutes'
       where ${mine} and response_status = 'pending' and random() < 0.5`)
    await t.db.db.execute(sql`
      update comments set commented_at = commented_at - interval '2 hours', account_id = ${a.id}::uuid
       where ${mine} and random() < 0.3`)
    await t.db.db.execute(sql`update comments set hidden = true where ${mine} and random() < 0.3`)
    expect(await expectRollupExact()).toBeGreaterThan(40)

    // A teammate removed: ON DELETE SET NULL takes their name off, the time stays.
    await t.db.db.delete(user).where(eq(user.id, ann.userId))
    await expectRollupExact()

    await deleteComment(t.db.db, privately.id)
    await t.db.db.execute(sql`delete from comments where ${mine} and random() < 0.3`)
    await expectRollupExact()
    await t.db.db.delete(instagramAccounts).where(eq(instagramAccounts.id, b.id))
    await expectRollupExact()
  })

  it('stays exact under concurrent answers to one account', async () => {
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    const when = '2026-04-01T09:00:00Z'
    const created = await Promise.all(
      Array.from({ length: 12 }, () => createComment(t.db.db, account, { commentedAt: at(when) })),
    )
    await Promise.all(
      created.map((comment, n) =>
        updateComment(t.db.db, comment.id, {
          responseStatus: 'responded',
          respondedAt: plus(when, 60 * (n % 3)),
        }),
      ),
    )
    await expectRollupExact()
    const rows = await t.db.db.execute<{ bucket_seconds: number; answered: number }>(sql`
      select bucket_seconds, answered from response_time_rollups
       where account_id = ${account.id}::uuid order by 1`)
    expect(rows.rows).toEqual([
      { bucket_seconds: 0, answered: 4 },
      { bucket_seconds: 60, answered: 4 },
      { bucket_seconds: 120, answered: 4 },
    ])
  })

  it('empties with the comments when they are truncated', async () => {
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    await createComment(t.db.db, account, { firstResponseAt: new Date() })
    await t.db.db.execute(sql`truncate comments cascade`)
    expect((await t.db.db.execute(sql`select * from response_time_rollups`)).rows).toEqual([])
    await createComment(t.db.db, account, { firstResponseAt: new Date() })
    await expectRollupExact()
  })
})

describe('percentiles from bucketed times', () => {
  it('equal percentile_cont when every time is on a bucket bound, and round up otherwise', async () => {
    const histogram = new Map([
      [120, 1],
      [1800, 1],
      [3600, 1],
      [18000, 1],
    ])
    expect(percentile(histogram, 0.5)).toBe(2700)
    expect(percentile(histogram, 0.9)).toBeCloseTo(13680)
    expect(percentile(new Map(), 0.5)).toBeNull()
    expect(withinOf(histogram, 3600)).toBe(3)
    const bucket = async (seconds: number) =>
      (await t.db.db.execute<{ b: number }>(sql`select response_time_bucket(${seconds}) as b`))
        .rows[0]!.b
    expect(await bucket(-5)).toBe(0)
    expect(await bucket(61)).toBe(120)
    expect(await bucket(3601)).toBe(3900)
    expect(await bucket(43201)).toBe(46800)
    expect(await bucket(604801)).toBe(691200)
  })
})
