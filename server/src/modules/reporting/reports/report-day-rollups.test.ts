import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { as, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { comments, instagramAccounts, organizations, user } from '../../../db/schema'
import { deleteComment, updateComment } from '../../work/comments/comments.repository'
import {
  reportRollupZone,
  spansCovering,
  syncReportRollupZone,
} from './report-day-rollups.repository'

// America/New_York: local days end at 04:00 or 05:00 UTC, so a comment late in the evening
// belongs to the day before its UTC date, and 1 November 2026 has 25 hours.
const t = useTestApp({ AGENCY_TIMEZONE: 'America/New_York' })

// The three rollups of decision 049 must always equal counting the comments afresh in the zone
// they are cut in; rows that came to zero (or an empty histogram) are the same as no row.
async function expectRollupsExact() {
  const zone = await reportRollupZone(t.db.db)
  const follower = sql`parent_id is null and not is_own`
  const volume = await t.db.db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, organization_id::text, received, replied, done, hidden
      from church_day_rollups
     where received <> 0 or replied <> 0 or done <> 0 or hidden <> 0 order by 1, 2`)
  const volumeCounted = await t.db.db.execute(sql`
    select to_char((commented_at at time zone ${zone}::text)::date, 'YYYY-MM-DD') as day,
           organization_id::text, count(*)::int as received,
           (count(*) filter (where response_status = 'responded'))::int as replied,
           (count(*) filter (where response_status = 'done'))::int as done,
           (count(*) filter (where hidden))::int as hidden
      from comments where ${follower} group by 1, 2 order by 1, 2`)
  expect(volume.rows).toEqual(volumeCounted.rows)

  const times = await t.db.db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, organization_id::text, responder,
           histogram[2 * i - 1] as bucket_seconds, histogram[2 * i] as answered
      from church_day_response_rollups, generate_series(1, cardinality(histogram) / 2) as i
     order by 1, 2, 3, 4`)
  const timesCounted = await t.db.db.execute(sql`
    select to_char((commented_at at time zone ${zone}::text)::date, 'YYYY-MM-DD') as day,
           organization_id::text, coalesce(first_response_by, '') as responder,
           response_time_bucket(extract(epoch from first_response_at - commented_at)) as bucket_seconds,
           count(*)::int as answered
      from comments where ${follower} and first_response_at is not null
     group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
  expect(times.rows).toEqual(timesCounted.rows)

  // The same bucket counts summed per agency day and responder, and per church and span.
  const cells = sql`
    select day, organization_id, responder, histogram[2 * i - 1] as bucket, histogram[2 * i] as n
      from church_day_response_rollups, generate_series(1, cardinality(histogram) / 2) as i`
  const agencyDays = await t.db.db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, responder, histogram[2 * i - 1] as bucket,
           sum(histogram[2 * i])::int as answered
      from agency_day_response_rollups, generate_series(1, cardinality(histogram) / 2) as i
     group by 1, 2, 3 having sum(histogram[2 * i]) <> 0 order by 1, 2, 3`)
  const agencyDaysCounted = await t.db.db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, responder, bucket, sum(n)::int as answered
      from (${cells}) c group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`)
  expect(agencyDays.rows).toEqual(agencyDaysCounted.rows)
  const spans = await t.db.db.execute(sql`
    select organization_id::text, level, span, histogram[2 * i - 1] as bucket,
           histogram[2 * i] as answered
      from church_span_response_rollups, generate_series(1, cardinality(histogram) / 2) as i
     order by 1, 2, 3, 4`)
  const spansCounted = await t.db.db.execute(sql`
    select organization_id::text, level, (day - date '2000-01-01') >> level as span, bucket,
           sum(n)::int as answered
      from (${cells}) c cross join generate_series(0, 8) as level
     group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`)
  expect(spans.rows).toEqual(spansCounted.rows)

  const hours = await t.db.db.execute(sql`
    select hour, sum(received)::int as received from agency_hour_rollups
     group by 1 having sum(received) <> 0 order by 1`)
  const hoursCounted = await t.db.db.execute(sql`
    select date_trunc('hour', commented_at, 'UTC') as hour, count(*)::int as received
      from comments where ${follower} group by 1 order by 1`)
  expect(hours.rows).toEqual(hoursCounted.rows)
  return { days: volume.rows.length, times: times.rows.length }
}

const at = (iso: string) => new Date(iso)
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000)

describe('the spans covering a period', () => {
  it('cover every day of any period exactly once, with a few spans', () => {
    for (let from = 9_000; from < 9_300; from += 7)
      for (const length of [1, 2, 7, 30, 31, 90, 91, 365, 400]) {
        const to = from + length - 1
        const spans = spansCovering(from, to)
        const days = spans.flatMap(({ level, span }) =>
          Array.from({ length: 2 ** level }, (_, i) => span * 2 ** level + i),
        )
        expect(days).toEqual(Array.from({ length }, (_, i) => from + i))
        if (length <= 90) expect(spans.length).toBeLessThanOrEqual(12)
      }
  })
})

describe('the rollups per church and local day', () => {
  it('are cut in the agency zone the server started with', async () => {
    // The server cuts them as it starts, without waiting; a report waits for it.
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive')
    const report = await t.app.inject({
      url: '/api/reports?from=2026-10-01&to=2026-10-31',
      headers: as(owner.cookie),
    })
    expect(report.statusCode, report.body).toBe(200)
    expect(await reportRollupZone(t.db.db)).toBe('America/New_York')
    const church = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, church.id)
    // 23:30 on 31 October in New York, already 1 November in UTC.
    await createComment(t.db.db, account, { commentedAt: at('2026-11-01T03:30:00Z') })
    const rows = await t.db.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day from church_day_rollups
       where organization_id = ${church.id}::uuid`)
    expect(rows.rows).toEqual([{ day: '2026-10-31' }])
    await expectRollupsExact()
  })

  it('stay exact through answers, Done, reopening, moves, removals and deletes', async () => {
    const sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam')
    const ann = await signInAsTeammate(t.app, t.db.db, 'agent', 'Ann')
    const church = await createOrganization(t.db.db)
    const other = await createOrganization(t.db.db)
    const a = await createAccount(t.db.db, church.id)
    const b = await createAccount(t.db.db, church.id)
    const c = await createAccount(t.db.db, other.id)
    const when = '2026-11-01T04:30:00Z'
    const replied = await createComment(t.db.db, a, { commentedAt: at(when) })
    const done = await createComment(t.db.db, b, { commentedAt: at(when) })
    const privately = await createComment(t.db.db, c, { commentedAt: at(when) })
    // Never counted: the account's own comment and a reply in a thread, though answered.
    await createComment(t.db.db, a, {
      isOwn: true,
      responseStatus: 'not_applicable',
      firstResponseAt: plus(when, 60),
    })
    await createComment(t.db.db, a, { parentId: replied.id, firstResponseAt: plus(when, 60) })
    await expectRollupsExact()

    await updateComment(t.db.db, replied.id, {
      responseStatus: 'responded',
      respondedAt: plus(when, 3600 + 1),
      respondedBy: sam.userId,
    })
    await updateComment(t.db.db, done.id, {
      responseStatus: 'done',
      doneAt: plus(when, 9 * 86400),
      doneBy: ann.userId,
    })
    await updateComment(t.db.db, privately.id, {
      firstResponseAt: plus(when, 90),
      firstResponseBy: ann.userId,
    })
    await expectRollupsExact()
    // An earlier answer moves the bucket and the person; reopening moves nothing.
    await updateComment(t.db.db, done.id, {
      firstResponseAt: plus(when, 600),
      firstResponseBy: sam.userId,
    })
    await updateComment(t.db.db, replied.id, { responseStatus: 'pending', respondedAt: null })
    await expectRollupsExact()

    // Bulk statements over many rows, across both churches and the 25-hour day.
    await t.db.db.insert(comments).values(
      Array.from({ length: 240 }, (_, n) => ({
        organizationId: (n % 3 ? church : other).id,
        accountId: (n % 3 ? (n % 2 ? a : b) : c).id,
        igCommentId: `day_${n}_${crypto.randomUUID()}`,
        username: 'follower',
        text: 'Amen',
        commentedAt: new Date(Date.parse('2026-10-31T20:00:00Z') + n * 11 * 60_000),
        isOwn: n % 17 === 0,
        responseStatus: n % 17 === 0 ? ('not_applicable' as const) : ('pending' as const),
        hidden: n % 7 === 0,
      })),
    )
    const mine = sql`organization_id in (${church.id}::uuid, ${other.id}::uuid)`
    await t.db.db.execute(sql`
      update comments set response_status = 'responded', responded_by = ${sam.userId},
             responded_at = commented_at + random() * interval '30 hours'
       where ${mine} and not is_own and random() < 0.5`)
    await t.db.db.execute(sql`
      update comments set response_status = 'done', done_by = ${ann.userId},
             done_at = commented_at + random() * interval '20 minutes'
       where ${mine} and response_status = 'pending' and random() < 0.5`)
    await t.db.db.execute(sql`
      update comments set commented_at = commented_at - interval '5 hours', account_id = ${a.id}::uuid
       where organization_id = ${church.id}::uuid and random() < 0.3`)
    await t.db.db.execute(
      sql`update comments set hidden = not hidden where ${mine} and random() < 0.3`,
    )
    await t.db.db.execute(sql`
      update comments set response_status = 'pending', done_at = null
       where ${mine} and response_status = 'done' and random() < 0.5`)
    const counted = await expectRollupsExact()
    expect(counted.days).toBeGreaterThan(4)
    expect(counted.times).toBeGreaterThan(40)

    // A teammate removed: ON DELETE SET NULL takes their name off, the time stays.
    await t.db.db.delete(user).where(eq(user.id, ann.userId))
    await expectRollupsExact()

    await deleteComment(t.db.db, privately.id)
    await t.db.db.execute(sql`delete from comments where ${mine} and random() < 0.3`)
    await expectRollupsExact()
    // An account, then a whole church, taking their comments with them.
    await t.db.db.delete(instagramAccounts).where(eq(instagramAccounts.id, b.id))
    await expectRollupsExact()
    await t.db.db.delete(organizations).where(eq(organizations.id, other.id))
    await expectRollupsExact()
  })

  it('stay exact under concurrent comments and answers on one church and day', async () => {
    const church = await createOrganization(t.db.db)
    const accounts = await Promise.all([1, 2, 3].map(() => createAccount(t.db.db, church.id)))
    const when = '2026-11-02T15:00:00Z'
    const created = await Promise.all(
      Array.from({ length: 18 }, (_, n) =>
        createComment(t.db.db, accounts[n % 3]!, { commentedAt: plus(when, n) }),
      ),
    )
    await Promise.all(
      created.map((comment, n) =>
        updateComment(t.db.db, comment.id, {
          responseStatus: 'responded',
          respondedAt: plus(when, n + 60 * (n % 3)),
        }),
      ),
    )
    await expectRollupsExact()
    const rows = await t.db.db.execute<{ histogram: number[] }>(sql`
      select histogram from church_day_response_rollups where organization_id = ${church.id}::uuid`)
    // Six each answered after 0, 60 and 120 s, in one row.
    expect(rows.rows).toEqual([{ histogram: [0, 6, 60, 6, 120, 6] }])
  })

  it('are cut again when the agency changes zone, and follow the new zone afterwards', async () => {
    await syncReportRollupZone(t.db.db, 'Asia/Tokyo')
    expect(await reportRollupZone(t.db.db)).toBe('Asia/Tokyo')
    await expectRollupsExact()
    const church = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, church.id)
    // 20:00 UTC on 2 November is already 3 November in Tokyo.
    await createComment(t.db.db, account, {
      commentedAt: at('2026-11-02T20:00:00Z'),
      firstResponseAt: at('2026-11-02T20:05:00Z'),
    })
    const rows = await t.db.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, histogram from church_day_response_rollups
       where organization_id = ${church.id}::uuid`)
    expect(rows.rows).toEqual([{ day: '2026-11-03', histogram: [300, 1] }])
    await expectRollupsExact()
    await syncReportRollupZone(t.db.db, 'America/New_York')
    await expectRollupsExact()
  })

  it('empty with the comments when they are truncated', async () => {
    await t.db.db.execute(sql`truncate comments cascade`)
    for (const table of [
      'church_day_rollups',
      'church_day_response_rollups',
      'agency_hour_rollups',
    ])
      expect((await t.db.db.execute(sql.raw(`select * from ${table}`))).rows).toEqual([])
    const church = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, church.id)
    await createComment(t.db.db, account, { firstResponseAt: new Date() })
    await expectRollupsExact()
  })
})
