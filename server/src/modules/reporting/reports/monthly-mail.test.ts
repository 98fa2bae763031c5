import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createOrganization } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp'
import { monthlyReportMails } from '../../../db/schema'
import { MONTHLY_REPORT_MAIL } from '../../../jobs/contracts'
import { reportMonth, sendMonthlyReports } from './monthly-mail'

const smtp: { server?: TestSmtpServer } = {}
beforeAll(async () => {
  smtp.server = await startTestSmtpServer()
})
afterAll(() => smtp.server?.stop())

// The monthly report e-mail goes through Flock's send job to a real SMTP server. The agency is
// in Auckland: its 1 November starts at 11:00 UTC on 31 October. The environment leaves the
// e-mail off (the default); the agency's Owner turns it on in the app (decision 055).
const t = useTestApp(() => ({
  SMTP_URL: smtp.server!.url,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  AGENCY_TIMEZONE: 'Pacific/Auckland',
  MONTHLY_REPORT_MAIL: 'off',
  SIGN_UP_RATE_LIMIT: '1000',
}))

const run = (now: string) => t.jobs.send(MONTHLY_REPORT_MAIL.name, { now })
const monthlyMailSetting = async (monthlyMail: boolean) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/reports',
    headers: as(agencyOwner),
    payload: { targetHours: 4, monthlyMail },
  })
  expect(response.statusCode).toBe(200)
}
const subjects = () => smtp.server!.to(ownerEmail).map((mail) => mail.subject)

let ownerEmail: string
let organizationId: string
let agencyOwner: string

beforeAll(async () => {
  const church = await registerClient(t.app, { organizationName: 'Harbour Light Church' })
  ownerEmail = church.body.email
  organizationId = church.response.json().organization.id
  await createAccount(t.db.db, organizationId)
  // A Member is not an Owner; a church with no Instagram account has no report to send.
  await signInAsChurchMember(t.app, t.db.db, organizationId)
  await createOrganization(t.db.db, { name: 'No Accounts Yet' })
  agencyOwner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
})

describe('the monthly report e-mail', () => {
  it('works out the month just ended where the agency is', () => {
    expect(reportMonth(new Date('2026-10-31T11:30:00Z'), 'Pacific/Auckland')).toEqual({
      month: '2026-10',
      day: 1,
    })
    expect(reportMonth(new Date('2026-01-01T00:30:00Z'), 'UTC')).toEqual({
      month: '2025-12',
      day: 1,
    })
  })

  it("with nothing saved in the app, follows the environment's MONTHLY_REPORT_MAIL", async () => {
    // 1 October in Auckland. The environment says off: nothing.
    await run('2026-09-30T12:00:00Z')
    expect(subjects()).toEqual([])
    // A server whose environment says on sends.
    const on = await sendMonthlyReports(
      { db: t.db.db, reports: { monthlyMail: true, timeZone: 'Pacific/Auckland' } },
      t.jobs,
      new Date('2026-09-30T12:00:00Z'),
    )
    expect(on).toEqual({ churches: 1, month: '2026-09' })
    await smtp.server!.waitFor(1)
    expect(subjects()).toEqual(['Harbour Light Church: your report for September 2026'])
  })

  it("sends each church's Owners one link to last month's report, once however often it runs", async () => {
    // The agency's Owner turns it on in the app, with the server's environment still off.
    await monthlyMailSetting(true)
    // Still 31 October in Auckland: nothing yet.
    await run('2026-10-31T10:30:00Z')
    expect(subjects()).toHaveLength(1)
    // Two runs at once on the 1st, and one more later that day: one message.
    await Promise.all([run('2026-10-31T11:30:00Z'), run('2026-10-31T11:30:00Z')])
    await run('2026-11-01T02:00:00Z')
    await smtp.server!.waitFor(2)
    const mails = smtp.server!.to(ownerEmail).filter((mail) => mail.subject.includes('October'))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Harbour Light Church: your report for October 2026')
    expect(mails[0]!.text).toContain('/reports/print?org=own&month=2026-10')
    expect(smtp.server!.received.every((mail) => mail.to.length === 1)).toBe(true)
    const rows = await t.db.db
      .select()
      .from(monthlyReportMails)
      .where(eq(monthlyReportMails.organizationId, organizationId))
      .orderBy(monthlyReportMails.month)
    expect(rows).toMatchObject([
      { month: '2026-09-01', recipients: 1 },
      { month: '2026-10-01', recipients: 1 },
    ])
  })

  it("sends nothing after the third of the month, or when the agency's Owner turned it off, whatever the environment says", async () => {
    const before = smtp.server!.received.length
    await run('2026-12-05T00:00:00Z')
    await monthlyMailSetting(false)
    await run('2026-11-30T12:00:00Z')
    const off = await sendMonthlyReports(
      { db: t.db.db, reports: { monthlyMail: true, timeZone: 'Pacific/Auckland' } },
      t.jobs,
      new Date('2026-11-30T12:00:00Z'),
    )
    expect(off).toEqual({ churches: 0, reason: 'off' })
    expect(smtp.server!.received.length).toBe(before)
    expect(await t.db.db.select().from(monthlyReportMails)).toHaveLength(2)
  })
})
