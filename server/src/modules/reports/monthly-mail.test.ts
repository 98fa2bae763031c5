import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAsChurchMember } from '../../../test/actors'
import { createAccount, createOrganization } from '../../../test/factories'
import { registerClient, useTestApp } from '../../../test/helper'
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp'
import { monthlyReportMails } from '../../db/schema'
import { MONTHLY_REPORT_MAIL, reportMonth, sendMonthlyReports } from './monthly-mail'

const smtp: { server?: TestSmtpServer } = {}
beforeAll(async () => {
  smtp.server = await startTestSmtpServer()
  process.env.FLOCK_TEST_MONTHLY_SMTP_URL = smtp.server.url
})
afterAll(() => smtp.server?.stop())

// The monthly report e-mail goes through Flock's send job to a real SMTP server. The agency is
// in Auckland: its 1 November starts at 11:00 UTC on 31 October.
const t = useTestApp(() => ({
  SMTP_URL: process.env.FLOCK_TEST_MONTHLY_SMTP_URL!,
  MAIL_FROM: 'Grace Media <no-reply@grace.example>',
  AGENCY_NAME: 'Grace Media',
  AGENCY_TIMEZONE: 'Pacific/Auckland',
  MONTHLY_REPORT_MAIL: 'on',
  SIGN_UP_RATE_LIMIT: '1000',
}))

const run = (now: string) => t.jobs.send(MONTHLY_REPORT_MAIL, { now })

let ownerEmail: string
let organizationId: string

beforeAll(async () => {
  const church = await registerClient(t.app, { organizationName: 'Harbour Light Church' })
  ownerEmail = church.body.email
  organizationId = church.response.json().organization.id
  await createAccount(t.db.db, organizationId)
  // A Member is not an Owner; a church with no Instagram account has no report to send.
  await signInAsChurchMember(t.app, t.db.db, organizationId)
  await createOrganization(t.db.db, { name: 'No Accounts Yet' })
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

  it("sends each church's Owners one link to last month's report, once however often it runs", async () => {
    // Still 31 October in Auckland: nothing yet.
    await run('2026-10-31T10:30:00Z')
    expect(smtp.server!.to(ownerEmail)).toEqual([])
    // Two runs at once on the 1st, and one more later that day: one message.
    await Promise.all([run('2026-10-31T11:30:00Z'), run('2026-10-31T11:30:00Z')])
    await run('2026-11-01T02:00:00Z')
    await smtp.server!.waitFor(1)
    const mails = smtp.server!.to(ownerEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Harbour Light Church: your report for October 2026')
    expect(mails[0]!.text).toContain('/reports/print?org=own&month=2026-10')
    expect(smtp.server!.received.every((mail) => mail.to.length === 1)).toBe(true)
    const rows = await t.db.db
      .select()
      .from(monthlyReportMails)
      .where(eq(monthlyReportMails.organizationId, organizationId))
    expect(rows).toMatchObject([{ month: '2026-10-01', recipients: 1 }])
  })

  it('sends nothing after the third of the month, or when the agency turned it off', async () => {
    const before = smtp.server!.received.length
    await run('2026-12-05T00:00:00Z')
    const off = await sendMonthlyReports(
      { db: t.db.db, reports: { monthlyMail: false, timeZone: 'Pacific/Auckland' } },
      t.jobs,
      new Date('2026-11-30T12:00:00Z'),
    )
    expect(off).toEqual({ churches: 0, reason: 'off' })
    expect(smtp.server!.received.length).toBe(before)
    expect(await t.db.db.select().from(monthlyReportMails)).toHaveLength(1)
  })
})
