import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TReport } from '@common/schemas/reports'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'
import { commentDeletions, comments } from '../../../db/schema'
import { updateComment } from '../../work/comments/comments.repository'
import { getReport } from './reports.service'

// Europe/London leaves summer time on Sunday 25 October 2026: that local day runs from
// 2026-10-24T23:00Z to 2026-10-26T00:00Z (25 hours) and its 01:00 hour happens twice.
const t = useTestApp({ AGENCY_TIMEZONE: 'Europe/London', REPORT_TARGET_HOURS: '4' })

const at = (iso: string) => new Date(iso)
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000)

let church: { id: string }
let owner: string
let agent: string
let sam: { userId: string }
let ann: { userId: string }
let accounts: { id: string; organizationId: string }[]

async function report(query: string, cookie = owner) {
  const response = await t.app.inject({ url: `/api/reports?${query}`, headers: as(cookie) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TReport
}

beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
  sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam')
  ann = await signInAsTeammate(t.app, t.db.db, 'agent', 'Ann')
  church = await createOrganization(t.db.db, { name: 'Grace DST Church' })
  accounts = [
    await createAccount(t.db.db, church.id, { username: 'grace_main' }),
    await createAccount(t.db.db, church.id, { username: 'grace_youth' }),
  ]
  const [main, youth] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]

  // 00:30 BST on the 25th (still the 24th in UTC): answered from Flock after 1 h, by Sam. The
  // answer arrives through the delivery's update, the way the write path records it.
  const c1 = await createComment(t.db.db, main, { commentedAt: at('2026-10-24T23:30:00Z') })
  await updateComment(t.db.db, c1.id, {
    responseStatus: 'responded',
    responseText: 'Thank you',
    respondedAt: plus('2026-10-24T23:30:00Z', 3600),
    respondedVia: 'flock',
    respondedBy: sam.userId,
  })
  // 12:00 GMT: marked Done after 30 min without any reply, by Sam: closed, not answered.
  const c2 = await createComment(t.db.db, main, { commentedAt: at('2026-10-25T12:00:00Z') })
  await updateComment(t.db.db, c2.id, {
    responseStatus: 'done',
    doneAt: plus('2026-10-25T12:00:00Z', 1800),
    doneBy: sam.userId,
  })
  // 23:30 GMT, the last hour of the long day: answered in the Instagram app after 5 h.
  const c3 = await createComment(t.db.db, youth, { commentedAt: at('2026-10-25T23:30:00Z') })
  await updateComment(t.db.db, c3.id, {
    responseStatus: 'responded',
    respondedAt: plus('2026-10-25T23:30:00Z', 5 * 3600),
    respondedVia: 'instagram',
  })
  // 10:00 GMT: never answered, and hidden: closed, not answered.
  await createComment(t.db.db, youth, { commentedAt: at('2026-10-25T10:00:00Z'), hidden: true })
  // 15:00 GMT: a private reply sent after 2 min by Ann (its write path sets first_response_at),
  // then a public reply 2 h later, which does not make the first answer later.
  const c7 = await createComment(t.db.db, main, { commentedAt: at('2026-10-25T15:00:00Z') })
  await updateComment(t.db.db, c7.id, {
    firstResponseAt: plus('2026-10-25T15:00:00Z', 120),
    firstResponseBy: ann.userId,
  })
  await updateComment(t.db.db, c7.id, {
    responseStatus: 'responded',
    respondedAt: plus('2026-10-25T15:00:00Z', 7200),
    respondedVia: 'flock',
    respondedBy: sam.userId,
  })
  // 01:10 BST and 01:10 GMT: the hour that happens twice, both unanswered.
  await createComment(t.db.db, main, { commentedAt: at('2026-10-25T00:10:00Z') })
  await createComment(t.db.db, main, { commentedAt: at('2026-10-25T01:10:00Z') })
  // Not counted: the account's own comment, a reply in a thread, the day before and after.
  await createComment(t.db.db, main, {
    commentedAt: at('2026-10-25T13:00:00Z'),
    isOwn: true,
    responseStatus: 'not_applicable',
  })
  await createComment(t.db.db, main, {
    commentedAt: at('2026-10-25T13:05:00Z'),
    parentId: c2.id,
  })
  // 23:30 BST on the 24th (22:30Z): the previous day, answered after 10 min.
  await createComment(t.db.db, main, {
    commentedAt: at('2026-10-24T22:30:00Z'),
    responseStatus: 'responded',
    respondedAt: plus('2026-10-24T22:30:00Z', 600),
    respondedBy: sam.userId,
  })
  await createComment(t.db.db, main, { commentedAt: at('2026-10-26T00:30:00Z') })
  await t.db.db.insert(commentDeletions).values({
    organizationId: church.id,
    accountId: main.id,
    igCommentId: 'deleted_on_the_25th',
    threadId: crypto.randomUUID(),
    deletedAt: at('2026-10-25T20:00:00Z'),
  })
})

describe('reports by hand-computed fixtures', () => {
  it('computes first response times over a 25-hour local day', async () => {
    const r = await report(`from=2026-10-25&to=2026-10-25&organizationId=${church.id}`)
    expect(r.previousFrom).toBe('2026-10-24')
    // Answered by a reply in 120, 3600 and 18000 s; Done (12:00), hidden (10:00) and two
    // others got none (decision 074).
    expect(r.responsiveness.current).toEqual({
      received: 7,
      answered: 3,
      median: 3600,
      // percentile_cont: 3600 + 0.8 * (18000 - 3600)
      p90: 15120,
      // 120 and 3600 s are within 4 h: 2 of 7.
      withinTarget: 28.6,
    })
    expect(r.responsiveness.previous).toEqual({
      received: 1,
      answered: 1,
      median: 600,
      p90: 600,
      withinTarget: 100,
    })
    expect(r.responsiveness.byTeammate).toEqual([
      {
        id: ann.userId,
        name: 'Ann',
        received: 1,
        answered: 1,
        median: 120,
        p90: 120,
        withinTarget: 100,
      },
      {
        id: sam.userId,
        name: 'Sam',
        received: 1,
        answered: 1,
        median: 3600,
        p90: 3600,
        withinTarget: 100,
      },
    ])
    const byAccount = Object.fromEntries(r.responsiveness.byAccount.map((row) => [row.name, row]))
    expect(byAccount.grace_main).toMatchObject({ received: 5, answered: 2, median: 1860 })
    expect(byAccount.grace_youth).toMatchObject({ received: 2, answered: 1, median: 18000 })
    expect(r.responsiveness.daily).toEqual([{ day: '2026-10-25', median: 3600, answered: 3 }])
  })

  it('counts volume from the hourly rollup by local day, and the twice-happening hour', async () => {
    const r = await report(`from=2026-10-24&to=2026-10-26&organizationId=${church.id}`)
    const days = Object.fromEntries(r.volume.days.map((day) => [day.day, day]))
    expect(days['2026-10-24']).toMatchObject({
      received: 1,
      replied: 1,
      done: 0,
      hidden: 0,
      deleted: 0,
    })
    expect(days['2026-10-25']).toMatchObject({
      received: 7,
      replied: 3,
      done: 1,
      hidden: 1,
      closedUnanswered: 2,
      deleted: 1,
      bySeries: { [accounts[0]!.id]: 5, [accounts[1]!.id]: 2 },
    })
    expect(days['2026-10-26']).toMatchObject({ received: 1 })
    expect(r.volume.totals).toEqual({
      received: 9,
      replied: 4,
      done: 1,
      hidden: 1,
      closedUnanswered: 2,
      deleted: 1,
    })
    // Sunday: 00:30, 01:10 twice, 10:00, 12:00, 15:00, 23:30 local.
    const sunday = r.volume.heatmap.filter((cell) => cell.weekday === 0)
    expect(sunday).toEqual([
      { weekday: 0, hour: 0, count: 1 },
      { weekday: 0, hour: 1, count: 2 },
      { weekday: 0, hour: 10, count: 1 },
      { weekday: 0, hour: 12, count: 1 },
      { weekday: 0, hour: 15, count: 1 },
      { weekday: 0, hour: 23, count: 1 },
    ])
  })

  it('keeps the first answer when the comment is reopened, and Done is no answer', async () => {
    const comment = await createComment(t.db.db, accounts[0]!, {
      commentedAt: at('2025-01-01T10:00:00Z'),
    })
    await updateComment(t.db.db, comment.id, {
      responseStatus: 'done',
      doneAt: at('2025-01-01T10:01:00Z'),
      doneBy: sam.userId,
    })
    const [done] = await t.db.db.select().from(comments).where(eq(comments.id, comment.id))
    expect(done!.firstResponseAt).toBeNull()
    await updateComment(t.db.db, comment.id, {
      responseStatus: 'responded',
      respondedAt: at('2025-01-01T10:05:00Z'),
      respondedVia: 'flock',
      respondedBy: ann.userId,
      doneAt: null,
      doneBy: null,
    })
    await updateComment(t.db.db, comment.id, {
      responseStatus: 'pending',
      respondedAt: null,
      respondedBy: null,
    })
    const [row] = await t.db.db.select().from(comments).where(eq(comments.id, comment.id))
    expect(row!.firstResponseAt).toEqual(at('2025-01-01T10:05:00Z'))
    expect(row!.firstResponseBy).toBe(ann.userId)
  })
})

describe('the agency-wide report from the rollups per church and local day', () => {
  it('gives the hand-computed numbers, and the hourly rollups numbers, for every church', async () => {
    const r = await report('from=2026-10-25&to=2026-10-25')
    expect(r.responsiveness.current).toEqual({
      received: 7,
      answered: 3,
      median: 3600,
      p90: 15120,
      withinTarget: 28.6,
    })
    expect(r.responsiveness.previous).toMatchObject({ received: 1, answered: 1, median: 600 })
    expect(r.responsiveness.byChurch).toEqual([
      { id: church.id, name: 'Grace DST Church', ...r.responsiveness.current },
    ])
    expect(r.responsiveness.byTeammate.map((row) => [row.name, row.median, row.p90])).toEqual([
      ['Ann', 120, 120],
      ['Sam', 3600, 3600],
    ])
    expect(r.responsiveness.daily).toEqual([{ day: '2026-10-25', median: 3600, answered: 3 }])
    // Accounts are listed for one church at a time (and in the agency-wide CSV table).
    expect(r.responsiveness.byAccount).toEqual([])

    const three = await report('from=2026-10-24&to=2026-10-26')
    expect(three.volume.totals).toEqual({
      received: 9,
      replied: 4,
      done: 1,
      hidden: 1,
      closedUnanswered: 2,
      deleted: 1,
    })
    expect(three.volume.days.map((day) => [day.day, day.received, day.bySeries])).toEqual([
      ['2026-10-24', 1, { [church.id]: 1 }],
      ['2026-10-25', 7, { [church.id]: 7 }],
      ['2026-10-26', 1, { [church.id]: 1 }],
    ])
    expect(three.volume.heatmap.filter((cell) => cell.weekday === 0)).toEqual([
      { weekday: 0, hour: 0, count: 1 },
      { weekday: 0, hour: 1, count: 2 },
      { weekday: 0, hour: 10, count: 1 },
      { weekday: 0, hour: 12, count: 1 },
      { weekday: 0, hour: 15, count: 1 },
      { weekday: 0, hour: 23, count: 1 },
    ])
    // The same report read from the hourly per-account rollups, as when the zones differ.
    const hourly = await getReport(
      t.db.db,
      { from: '2026-10-24', to: '2026-10-26' },
      {
        timeZone: 'Europe/London',
        targetHours: 4,
        organizationId: null,
        accountsAgencyWide: true,
      },
    )
    expect(hourly.responsiveness.byAccount.length).toBe(2)
    expect({
      ...three,
      responsiveness: { ...three.responsiveness, byAccount: [] },
    }).toEqual({ ...hourly, responsiveness: { ...hourly.responsiveness, byAccount: [] } })
  })
})

describe('the hourly rollup', () => {
  it('equals counting the comments after inserts, updates, moves and deletes', async () => {
    const organization = await createOrganization(t.db.db)
    const a = await createAccount(t.db.db, organization.id)
    const b = await createAccount(t.db.db, organization.id)
    const base = Date.parse('2024-03-30T20:00:00Z')
    await t.db.db.insert(comments).values(
      Array.from({ length: 300 }, (_, n) => ({
        organizationId: organization.id,
        accountId: (n % 2 ? a : b).id,
        igCommentId: `rollup_${n}_${crypto.randomUUID()}`,
        username: 'follower',
        text: 'Amen',
        commentedAt: new Date(base + n * 17 * 60_000),
        isOwn: n % 11 === 0,
        responseStatus: n % 11 === 0 ? ('not_applicable' as const) : ('pending' as const),
        hidden: n % 7 === 0,
      })),
    )
    const mine = sql`organization_id = ${organization.id}::uuid`
    await t.db.db.execute(
      sql`update comments set response_status = 'responded', responded_at = commented_at + interval '1 hour' where ${mine} and not is_own and random() < 0.4`,
    )
    await t.db.db.execute(
      sql`update comments set response_status = 'done', done_at = commented_at + interval '5 minutes' where ${mine} and response_status = 'pending' and random() < 0.3`,
    )
    // A private reply reaching the follower of a comment already marked Done answers it.
    await t.db.db.execute(
      sql`update comments set first_response_at = commented_at + interval '2 minutes' where ${mine} and response_status = 'done' and random() < 0.3`,
    )
    await t.db.db.execute(
      sql`update comments set hidden = not hidden where ${mine} and random() < 0.2`,
    )
    await t.db.db.execute(
      sql`update comments set commented_at = commented_at + interval '3 hours', account_id = ${a.id}::uuid where ${mine} and random() < 0.2`,
    )
    await t.db.db.execute(sql`delete from comments where ${mine} and random() < 0.2`)
    const rollup = await t.db.db.execute(sql`
      select account_id, hour, received, replied, done, hidden, closed_unanswered
        from comment_hour_rollups
       where ${mine} and received <> 0 order by 1, 2`)
    const counted = await t.db.db.execute(sql`
      select account_id, date_trunc('hour', commented_at, 'UTC') as hour, count(*)::int as received,
             (count(*) filter (where response_status = 'responded'))::int as replied,
             (count(*) filter (where response_status = 'done'))::int as done,
             (count(*) filter (where hidden))::int as hidden,
             (count(*) filter (where first_response_at is null
                                 and (response_status = 'done' or hidden)))::int as closed_unanswered
        from comments where ${mine} and parent_id is null and not is_own
       group by 1, 2 order by 1, 2`)
    expect(rollup.rows.length).toBeGreaterThan(50)
    expect(rollup.rows).toEqual(counted.rows)
  })
})

// Issue 29: "Answered within 4 h 83.1%" when 3 of 59 comments got a reply. A comment is answered
// when a reply reached the follower; Done or hidden without one is closed, not answered.
describe('answered means a reply reached the follower', () => {
  it('counts 3 replied of 10 as 3 answered, the Done and hidden ones as closed without a reply', async () => {
    const helper = await signInAsTeammate(t.app, t.db.db, 'agent', 'Hope')
    const parish = await createOrganization(t.db.db, { name: 'Issue 29 Parish' })
    const account = await createAccount(t.db.db, parish.id, { username: 'parish29' })
    const day = '2026-03-10'
    const at10 = (minute: number) => at(`${day}T10:${String(minute).padStart(2, '0')}:00Z`)
    const made = []
    for (let n = 0; n < 10; n++)
      made.push(await createComment(t.db.db, account, { commentedAt: at10(n) }))
    const [publicReply, fromTheApp, privateReply, ...rest] = made
    await updateComment(t.db.db, publicReply!.id, {
      responseStatus: 'responded',
      respondedAt: plus(`${day}T10:00:00Z`, 600),
      respondedVia: 'flock',
      respondedBy: helper.userId,
    })
    await updateComment(t.db.db, fromTheApp!.id, {
      responseStatus: 'responded',
      respondedAt: plus(`${day}T10:01:00Z`, 1200),
      respondedVia: 'instagram',
    })
    // A private reply sent to a comment already marked Done answers it all the same.
    const done = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/comments/${id}/done`, headers: as(agent) })
    expect((await done(privateReply!.id)).statusCode).toBe(200)
    await updateComment(t.db.db, privateReply!.id, {
      firstResponseAt: plus(`${day}T10:02:00Z`, 1800),
      firstResponseBy: helper.userId,
    })
    // Four marked Done through the inbox, two hidden, one left waiting.
    for (const comment of rest.slice(0, 4)) expect((await done(comment.id)).statusCode).toBe(200)
    for (const comment of rest.slice(4, 6))
      await updateComment(t.db.db, comment.id, { hidden: true })

    for (const query of [
      `from=${day}&to=${day}&organizationId=${parish.id}`,
      `from=${day}&to=${day}`,
    ]) {
      const r = await report(query)
      expect(r.responsiveness.current).toMatchObject({
        received: 10,
        answered: 3,
        median: 1200,
        withinTarget: 30,
      })
      expect(r.volume.totals).toMatchObject({
        received: 10,
        replied: 2,
        done: 5,
        hidden: 2,
        closedUnanswered: 6,
      })
      expect(r.definitions.closedUnanswered).toMatch(/Done or hidden/)
      expect(r.definitions.firstResponseTime).toMatch(/Done or hiding it is not a reply/)
    }
  })
})

describe('who sees which reports', () => {
  it('shows a church its own numbers only, refuses another church and Agents', async () => {
    const member = await signInAsChurchMember(t.app, t.db.db, church.id)
    const own = await report('from=2026-10-25&to=2026-10-25', member.cookie)
    expect(own.responsiveness.current.received).toBe(7)
    const other = await registerClient(t.app)
    const otherReport = await report('from=2026-10-25&to=2026-10-25', other.cookie)
    expect(otherReport.responsiveness.current.received).toBe(0)
    const asked = await t.app.inject({
      url: `/api/reports?from=2026-10-25&to=2026-10-25&organizationId=${church.id}`,
      headers: as(other.cookie),
    })
    expect(asked.statusCode).toBe(404)
    const foreignAccount = await t.app.inject({
      url: `/api/reports?from=2026-10-25&to=2026-10-25&accountId=${accounts[0]!.id}`,
      headers: as(other.cookie),
    })
    expect(foreignAccount.statusCode).toBe(404)
    const byAgent = await t.app.inject({
      url: '/api/reports?from=2026-10-25&to=2026-10-25',
      headers: as(agent),
    })
    expect(byAgent.statusCode).toBe(403)
    expect(byAgent.json().message).toMatch(/Agents cannot see the agency's reports/)
  })

  it('answers 400 with a sentence for a bad period', async () => {
    const response = await t.app.inject({
      url: '/api/reports?from=2026-10-25&to=2026-10-01',
      headers: as(owner),
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(/from must not be after to/)
  })
})

describe('the volume chart of many churches', () => {
  it('stacks the seven busiest churches and the rest as Other; the CSV lists every church', async () => {
    // Ten churches on 20 January 2025, church i receiving i + 1 comments.
    const churches: { id: string }[] = []
    for (let i = 0; i < 10; i += 1) {
      const church = await createOrganization(t.db.db, { name: `Volume Church ${i}` })
      const account = await createAccount(t.db.db, church.id)
      for (let n = 0; n <= i; n += 1)
        await createComment(t.db.db, account, { commentedAt: new Date('2025-01-20T12:00:00Z') })
      churches.push(church)
    }
    const r = await report('from=2025-01-20&to=2025-01-20')
    expect(r.volume.series.map((s) => s.name)).toEqual([
      ...[3, 4, 5, 6, 7, 8, 9].map((i) => `Volume Church ${i}`),
      'Other churches (3)',
    ])
    // Churches 0, 1 and 2 received 1 + 2 + 3 comments.
    expect(r.volume.days[0]!.bySeries).toEqual({
      ...Object.fromEntries([3, 4, 5, 6, 7, 8, 9].map((i) => [churches[i]!.id, i + 1])),
      other: 6,
    })
    expect(r.volume.totals.received).toBe(55)
    // Every church keeps its own row in the response times.
    expect(r.responsiveness.byChurch).toHaveLength(10)

    const csv = await t.app.inject({
      url: '/api/exports/report.csv?from=2025-01-20&to=2025-01-20&table=volume',
      headers: as(owner),
    })
    expect(csv.statusCode).toBe(200)
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(header).toBe(
      `day,received,replied,done,hidden,closed_without_reply,deleted,${churches.map((_, i) => `Volume Church ${i}`).join(',')}`,
    )
    expect(row).toBe('2025-01-20,55,0,0,0,0,0,1,2,3,4,5,6,7,8,9,10')
  })
})
