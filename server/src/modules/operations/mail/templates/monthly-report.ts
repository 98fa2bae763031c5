import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZMonthlyReportMail = z.object({
  organizationName: z.string(),
  // YYYY-MM, the month reported on.
  month: z.string().regex(/^\d{4}-\d{2}$/),
})

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )

// To a church's Owners on the first of the month: a link to last month's printable report.
export const monthlyReportMail = (site: MailSite, data: z.infer<typeof ZMonthlyReportMail>) =>
  layoutMail(site, {
    subject: `${data.organizationName}: your report for ${monthName(data.month)}`,
    greeting: 'Hello,',
    paragraphs: [
      `${site.agencyName}'s report for ${data.organizationName} for ${monthName(data.month)} is ready: how fast your people were answered, how many comments came in, how your audience grew and the pastoral care given.`,
      'You can print it or save it as a PDF from the page.',
    ],
    action: {
      label: 'Open the report',
      url: `${site.publicUrl}/reports/print?org=own&month=${data.month}`,
    },
    footnotes: [
      `You receive this because you are an Owner of ${data.organizationName} on ${site.agencyName}'s portal.`,
    ],
  })
