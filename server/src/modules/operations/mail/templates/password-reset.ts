import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZPasswordResetMail = z.object({ resetUrl: z.url() })

export const passwordResetMail = (site: MailSite, data: z.infer<typeof ZPasswordResetMail>) =>
  layoutMail(site, {
    subject: `Reset your ${site.agencyName} password`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to reset the password of your ${site.agencyName} account. If it was you, choose a new password here:`,
    ],
    action: { label: 'Choose a new password', url: data.resetUrl },
    footnotes: [
      'The link works once, for one hour. Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  })
