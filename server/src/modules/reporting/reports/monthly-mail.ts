import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { monthlyReportMails } from '../../../db/schema'
import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { queueMail, sendQueuedMail } from '../../operations/mail/mail.service'
import { savedReportSettings } from '../report-settings/report-settings.repository'
import { MONTHLY_REPORT_MAIL } from '../../../jobs/contracts'

// Sent from the 1st to the 3rd of the month in the agency's time zone, so a server that was down
// on the 1st still sends; the row per church and month keeps it to once.
const LAST_SENDING_DAY = 3

export interface MonthlyMailDeps {
  db: Database
  // monthlyMail: the environment's MONTHLY_REPORT_MAIL, which applies until the agency's Owners
  // save the setting in the app (decision 055). Absent: off, in UTC.
  reports?: { monthlyMail: boolean; timeZone: string }
}

// The month that just ended in the agency's zone, as YYYY-MM, and today's day of the month there.
export function reportMonth(now: Date, timeZone: string) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number]
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
  return { month: `${previous.year}-${String(previous.month).padStart(2, '0')}`, day }
}

// Churches with an Instagram account and at least one Owner, with their Owners' addresses.
async function churchesWithOwners(db: Database) {
  const result = await db.execute<{ id: string; name: string; emails: string[] }>(sql`
    select o.id::text as id, o.name, array_agg(u.email order by u.email) as emails
      from organizations o
      join memberships m on m.organization_id = o.id and m.role = 'owner'
      join "user" u on u.id = m.user_id
     where exists (select 1 from instagram_accounts a where a.organization_id = o.id)
     group by o.id, o.name`)
  return result.rows
}

// Records the church's mail for the month and its messages in one transaction; a church already
// recorded for the month (an earlier run, or one running at the same time) gets nothing.
async function mailChurch(
  db: Database,
  church: { id: string; name: string; emails: string[] },
  month: string,
) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(monthlyReportMails)
      .values({ organizationId: church.id, month: `${month}-01`, recipients: church.emails.length })
      .onConflictDoNothing()
      .returning({ organizationId: monthlyReportMails.organizationId })
    if (!claimed) return []
    const ids: string[] = []
    for (const to of church.emails)
      ids.push(
        await queueMail(tx, {
          to,
          template: 'monthly-report',
          data: { organizationName: church.name, month },
        }),
      )
    return ids
  })
}

export async function sendMonthlyReports(deps: MonthlyMailDeps, jobs: JobQueue, now: Date) {
  const timeZone = deps.reports?.timeZone ?? 'UTC'
  const { month, day } = reportMonth(now, timeZone)
  if (day > LAST_SENDING_DAY) return { churches: 0, reason: 'not the start of the month' }
  // Read at every run, so an Owner turning it on or off in the app applies from the next hour.
  const saved = await savedReportSettings(deps.db)
  if (!(saved?.monthlyMail ?? deps.reports?.monthlyMail)) return { churches: 0, reason: 'off' }
  let churches = 0
  for (const church of await churchesWithOwners(deps.db)) {
    const ids = await mailChurch(deps.db, church, month)
    if (ids.length > 0) churches += 1
    for (const id of ids) await sendQueuedMail(jobs, id)
  }
  return { churches, month }
}

// Hourly: cheap on the days it has nothing to do, and it reaches the 1st in any time zone.
export const monthlyReportMailJob = (deps: MonthlyMailDeps, jobs: JobQueue): JobDefinition => ({
  name: MONTHLY_REPORT_MAIL.name,
  cron: '0 * * * *',
  policy: 'singleton',
  async run(data) {
    const { now } = MONTHLY_REPORT_MAIL.payload.parse(data ?? {})
    return sendMonthlyReports(deps, jobs, now ? new Date(now) : new Date())
  },
})
