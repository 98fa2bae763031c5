import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZTwoFactorResetMail = z.object({ resetBy: z.string(), accountUrl: z.url() })

// Sent to the teammate whose second factor an Owner or Admin reset (decision 073): they learn it
// happened, and an unexpected reset is a warning.
export const twoFactorResetMail = (site: MailSite, data: z.infer<typeof ZTwoFactorResetMail>) =>
  layoutMail(site, {
    subject: `Your ${site.agencyName} two-factor sign-in was reset`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.resetBy} reset the two-factor sign-in of your ${site.agencyName} account. Your authenticator app and your recovery codes no longer work for it; your password does.`,
      'Set up two-factor sign-in again in your account settings:',
    ],
    action: { label: 'Open account settings', url: data.accountUrl },
    footnotes: [
      'If you did not ask for this, tell an Owner of your team at once and change your password.',
    ],
  })
