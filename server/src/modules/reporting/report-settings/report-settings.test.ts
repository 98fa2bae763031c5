import { beforeAll, describe, expect, it } from 'vitest'
import type { TReport } from '@common/schemas/reports'
import { as, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { agencyReportSettings } from '../../../db/schema'

// The server's environment gives the defaults; what the agency's Owner saves in the app wins,
// from the next request on (decision 055).
const t = useTestApp({ REPORT_TARGET_HOURS: '6', MONTHLY_REPORT_MAIL: 'on' })

let owner: { cookie: string; userId: string }
let admin: string
let agent: string

const put = (payload: Record<string, unknown>, cookie = owner.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/reports', headers: as(cookie), payload })
const get = (cookie = owner.cookie) =>
  t.app.inject({ url: '/api/settings/reports', headers: as(cookie) })

async function report() {
  const response = await t.app.inject({
    url: '/api/reports?from=2026-10-05&to=2026-10-05',
    headers: as(owner.cookie),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TReport
}

beforeAll(async () => {
  owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olivia Owner')
  admin = (await signInAsTeammate(t.app, t.db.db, 'admin')).cookie
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
  const church = await createOrganization(t.db.db, { name: 'Grace Chapel' })
  const account = await createAccount(t.db.db, church.id)
  // Answered in 1 h, in 3 h and in 5 h; one never answered.
  for (const hours of [1, 3, 5])
    await createComment(t.db.db, account, {
      commentedAt: new Date('2026-10-05T08:00:00Z'),
      responseStatus: 'responded',
      respondedAt: new Date(Date.parse('2026-10-05T08:00:00Z') + hours * 3_600_000),
    })
  await createComment(t.db.db, account, { commentedAt: new Date('2026-10-05T09:00:00Z') })
})

describe('the report settings', () => {
  it("are the environment's until the agency saves its own", async () => {
    const response = await get(admin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      targetHours: 6,
      monthlyMail: true,
      updatedAt: null,
      updatedBy: null,
    })
    const r = await report()
    expect(r.targetSeconds).toBe(6 * 3600)
    expect(r.responsiveness.current.withinTarget).toBe(75)
  })

  it('an Owner changes the target, and the next report and its CSV count with it', async () => {
    const saved = await put({ targetHours: 2, monthlyMail: false })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      targetHours: 2,
      monthlyMail: false,
      updatedBy: 'Olivia Owner',
    })
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThan(Date.now() - 60_000)
    // Admins read what the Owner saved.
    expect((await get(admin)).json()).toMatchObject({ targetHours: 2, monthlyMail: false })

    const r = await report()
    expect(r.targetSeconds).toBe(2 * 3600)
    expect(r.responsiveness.current.withinTarget).toBe(25)
    expect(r.definitions.withinTarget).toContain('within 2 h')
    const csv = await t.app.inject({
      url: '/api/exports/report.csv?from=2026-10-05&to=2026-10-05&table=responseByChurch',
      headers: as(owner.cookie),
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split('\n')[1]).toMatch(/^Grace Chapel,.*,25(\.0)?(,|\r?$)/)

    // Half an hour: the 1-hour answer is no longer within.
    expect((await put({ targetHours: 0.5, monthlyMail: false })).statusCode).toBe(200)
    expect((await report()).responsiveness.current.withinTarget).toBe(0)
  })

  it('Admins and Agents cannot change them', async () => {
    const before = (await get()).json()
    const byAdmin = await put({ targetHours: 10, monthlyMail: true }, admin)
    expect(byAdmin.statusCode).toBe(403)
    expect(byAdmin.json().message).toBe('Only Owners can change the report settings.')
    expect((await put({ targetHours: 10, monthlyMail: true }, agent)).statusCode).toBe(403)
    expect((await get(agent)).statusCode).toBe(403)
    expect((await get()).json()).toEqual(before)
    // The web app shows the form to whom /api/me says may save it.
    const can = async (cookie: string) =>
      (await t.app.inject({ url: '/api/me', headers: as(cookie) })).json().can.manageReportSettings
    expect([await can(owner.cookie), await can(admin), await can(agent)]).toEqual([
      true,
      false,
      false,
    ])
  })

  it.each([
    [{ targetHours: 0, monthlyMail: true }, 'more than 0 hours'],
    [{ targetHours: -3, monthlyMail: true }, 'more than 0 hours'],
    [{ targetHours: 337, monthlyMail: true }, '336 hours (14 days) at most'],
    [{ targetHours: '4', monthlyMail: true }, 'must be a number of hours'],
    [{ targetHours: null, monthlyMail: true }, 'must be a number of hours'],
    [{ targetHours: 4, monthlyMail: 'yes' }, 'monthlyMail must be true or false'],
    [{ targetHours: 4 }, 'monthlyMail must be true or false'],
    [{ targetHours: 4, monthlyMail: true, timeZone: 'UTC' }, 'timeZone'],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await put(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  it('two saves at the same time leave one row, one of them whole', async () => {
    const responses = await Promise.all([
      put({ targetHours: 8, monthlyMail: true }),
      put({ targetHours: 12, monthlyMail: false }),
      put({ targetHours: 8, monthlyMail: true }),
      put({ targetHours: 12, monthlyMail: false }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200])
    const rows = await t.db.db.select().from(agencyReportSettings)
    expect(rows).toHaveLength(1)
    expect([
      { targetHours: 8, monthlyMail: true },
      { targetHours: 12, monthlyMail: false },
    ]).toContainEqual({ targetHours: rows[0]!.targetHours, monthlyMail: rows[0]!.monthlyMail })
  })
})
