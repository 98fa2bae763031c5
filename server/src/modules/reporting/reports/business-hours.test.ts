import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { organizationRouteId } from '@common/organization-name'
import type { TReport } from '@common/schemas/reports'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'

// Europe/London leaves summer time on Sunday 25 October 2026 (02:00 BST becomes 01:00 GMT, so
// 01:00–02:00 local happens twice) and enters it on Sunday 29 March 2026 (01:00 GMT becomes
// 02:00 BST). The report's target is 1 hour.
const t = useTestApp({ AGENCY_TIMEZONE: 'Europe/London', REPORT_TARGET_HOURS: '1' })

const at = (iso: string) => new Date(iso)
// Saturday night across midnight, and Sunday morning.
const NIGHT_AND_MORNING = [
  { weekday: 6, opens: '22:00', closes: '02:00' },
  { weekday: 0, opens: '09:00', closes: '12:00' },
]

let owner: string
let night: { id: string; slug: string }
let sam: { userId: string }

async function answered(
  account: { id: string; organizationId: string },
  commentedAt: string,
  respondedAt: string,
  respondedBy?: string,
) {
  return createComment(t.db.db, account, {
    commentedAt: at(commentedAt),
    responseStatus: 'responded',
    respondedAt: at(respondedAt),
    respondedBy,
  })
}

async function putHours(routeId: string, hours: unknown, cookie = owner) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${routeId}/business-hours`,
    headers: as(cookie),
    payload: { hours },
  })
}

beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam')
  night = await createOrganization(t.db.db, { name: 'Night Owls Church' })
  const other = await createOrganization(t.db.db, { name: 'Daytime Church' })
  const nightAccount = await createAccount(t.db.db, night.id, { username: 'night_owls' })
  const otherAccount = await createAccount(t.db.db, other.id, { username: 'daytime' })
  const response = await putHours(organizationRouteId(night.slug), {
    timeZone: 'Europe/London',
    slots: NIGHT_AND_MORNING,
  })
  expect(response.statusCode, response.body).toBe(200)

  // A: 01:30 GMT (the second 01:30), inside Saturday's slot that ends at 02:00 GMT; answered at
  // 09:20. On the clock 7 h 50 min; in business time 30 min + 20 min = 50 min: within 1 h.
  await answered(nightAccount, '2026-10-25T01:30:00Z', '2026-10-25T09:20:00Z', sam.userId)
  // B: 01:50 BST (00:50Z), answered 02:30Z. The slot runs to 02:00 GMT, through the repeated
  // hour: 70 min of business time, not within (a slot ending at 02:00 BST would give 10 min).
  await answered(nightAccount, '2026-10-25T00:50:00Z', '2026-10-25T02:30:00Z')
  // C: 12:30, after Sunday's hours; answered Monday 08:00 with no business time between.
  await answered(nightAccount, '2026-10-25T12:30:00Z', '2026-10-26T08:00:00Z', sam.userId)
  // D: 10:00 answered 11:30, all inside the morning: 90 min either way, not within.
  await answered(nightAccount, '2026-10-25T10:00:00Z', '2026-10-25T11:30:00Z')
  // E: 11:50 answered 12:20: within on the clock (30 min) and in business time (10 min).
  await answered(nightAccount, '2026-10-25T11:50:00Z', '2026-10-25T12:20:00Z')
  // H: never answered.
  await createComment(t.db.db, nightAccount, { commentedAt: at('2026-10-25T14:00:00Z') })
  // The church without hours keeps the clock: F in 3 h (not within), G in 30 min (within).
  await answered(otherAccount, '2026-10-25T10:00:00Z', '2026-10-25T13:00:00Z')
  await answered(otherAccount, '2026-10-25T10:00:00Z', '2026-10-25T10:30:00Z')
})

async function report(query: string, cookie = owner) {
  const response = await t.app.inject({ url: `/api/reports?${query}`, headers: as(cookie) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TReport
}

describe('business hours in the share answered within the target', () => {
  it('counts only business time for the church that has hours, by hand', async () => {
    const r = await report('from=2026-10-25&to=2026-10-25')
    // Night Owls: A, C and E within of 6 received; Daytime: G of 2; all: 4 of 8 (2 of 8 on
    // the clock alone).
    expect(r.responsiveness.current.received).toBe(8)
    expect(r.responsiveness.current.withinTarget).toBe(50)
    const byChurch = Object.fromEntries(
      r.responsiveness.byChurch.map((row) => [row.name, row.withinTarget]),
    )
    expect(byChurch).toEqual({ 'Daytime Church': 50, 'Night Owls Church': 50 })
    // Agency-wide, accounts are listed by the CSV table (the page lists them per church).
    expect(r.responsiveness.byAccount).toEqual([])
    const csv = await t.app.inject({
      url: '/api/exports/report.csv?from=2026-10-25&to=2026-10-25&table=responseByAccount',
      headers: as(owner),
    })
    expect(csv.statusCode, csv.body).toBe(200)
    const byAccount = Object.fromEntries(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','))
        .map((cells) => [cells[0], Number(cells[5])]),
    )
    expect(byAccount).toEqual({ daytime: 50, night_owls: 50 })
    // Sam answered A and C first: both within in business time.
    const samRow = r.responsiveness.byTeammate.find((row) => row.id === sam.userId)
    expect(samRow).toMatchObject({ answered: 2, withinTarget: 100 })
    // Medians stay on the clock: Night Owls answered in 30, 90, 100, 470 and 1170 min.
    const nightRow = r.responsiveness.byChurch.find((row) => row.name === 'Night Owls Church')
    expect(nightRow?.median).toBe(100 * 60)
    expect(r.definitions.withinTarget).toMatch(/business hours/)
  })

  it('goes back to the clock when the hours are cleared', async () => {
    const routeId = organizationRouteId(night.slug)
    expect((await putHours(routeId, null)).statusCode).toBe(200)
    const r = await report(`from=2026-10-25&to=2026-10-25&organizationId=${night.id}`)
    // Only E is within 1 h on the clock: 1 of 6.
    expect(r.responsiveness.current.withinTarget).toBe(16.7)
    const restored = await putHours(routeId, {
      timeZone: 'Europe/London',
      slots: NIGHT_AND_MORNING,
    })
    expect(restored.json()).toEqual({
      hours: {
        timeZone: 'Europe/London',
        slots: [
          { weekday: 0, opens: '09:00', closes: '12:00' },
          { weekday: 6, opens: '22:00', closes: '02:00' },
        ],
      },
    })
  })

  it('works out business seconds across midnight and both changes of the clocks', async () => {
    const seconds = async (from: string, to: string) => {
      const result = await t.db.db.execute<{ s: number }>(
        sql`select business_seconds(${from}::timestamptz, ${to}::timestamptz, 'Europe/London',
                                    ${JSON.stringify(NIGHT_AND_MORNING)}::jsonb) as s`,
      )
      return Number(result.rows[0]!.s)
    }
    // Autumn: Saturday 22:00 BST (21:00Z) to Sunday 02:00 GMT (02:00Z) is 5 real hours; from
    // 22:30 BST it is 4 h 30 min.
    expect(await seconds('2026-10-24T21:30:00Z', '2026-10-25T03:00:00Z')).toBe(4.5 * 3600)
    // Spring: Saturday 22:00 GMT to Sunday 02:00 BST (01:00Z) is 3 real hours.
    expect(await seconds('2026-03-28T21:00:00Z', '2026-03-29T05:00:00Z')).toBe(3 * 3600)
    // A whole week from Saturday noon holds each slot once: 5 + 3 hours (autumn week).
    expect(await seconds('2026-10-24T11:00:00Z', '2026-10-31T11:00:00Z')).toBe(8 * 3600)
    expect(await seconds('2026-10-25T13:00:00Z', '2026-10-25T12:00:00Z')).toBe(0)
  })
})

describe('setting business hours', () => {
  it('refuses overlapping slots, unknown zones and bad times with a sentence', async () => {
    const routeId = organizationRouteId(night.slug)
    const cases: [unknown, RegExp][] = [
      [
        {
          timeZone: 'Europe/London',
          slots: [
            { weekday: 6, opens: '22:00', closes: '02:00' },
            { weekday: 0, opens: '01:00', closes: '03:00' },
          ],
        },
        /overlap/,
      ],
      [{ timeZone: 'Mars/Olympus', slots: NIGHT_AND_MORNING }, /Time zone must be an IANA name/],
      [
        { timeZone: 'Europe/London', slots: [{ weekday: 7, opens: '09:00', closes: '10:00' }] },
        /weekday/,
      ],
      [
        { timeZone: 'Europe/London', slots: [{ weekday: 1, opens: '9am', closes: '10:00' }] },
        /09:00/,
      ],
      [{ timeZone: 'Europe/London', slots: [] }, /at least one day/],
    ]
    for (const [hours, message] of cases) {
      const response = await putHours(routeId, hours)
      expect(response.statusCode, JSON.stringify(hours)).toBe(400)
      expect(response.body).toMatch(message)
    }
  })

  it("lets a church's Owner set its own hours, and no one else's", async () => {
    const church = await registerClient(t.app)
    const me = await t.app.inject({ url: '/api/me', headers: as(church.cookie) })
    const ownRoute: string = me.json().organization.routeId
    const hours = {
      timeZone: 'America/New_York',
      slots: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
    }
    expect((await putHours(ownRoute, hours, church.cookie)).statusCode).toBe(200)
    expect((await putHours(organizationRouteId(night.slug), hours, church.cookie)).statusCode).toBe(
      404,
    )
    const read = await t.app.inject({
      url: `/api/organizations/${organizationRouteId(night.slug)}/business-hours`,
      headers: as(church.cookie),
    })
    expect(read.statusCode).toBe(404)
    const member = await signInAsChurchMember(t.app, t.db.db, night.id)
    expect((await putHours(organizationRouteId(night.slug), hours, member.cookie)).statusCode).toBe(
      403,
    )
    expect(
      (
        await putHours(
          organizationRouteId(night.slug),
          hours,
          (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie,
        )
      ).statusCode,
    ).toBe(403)
  })
})
