import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZEmailChangeMail = z.object({ confirmUrl: z.url(), newEmail: z.string() })

// Sent to the NEW address: following the link is what proves it belongs to the person.
export const emailChangeMail = (site: MailSite, data: z.infer<typeof ZEmailChangeMail>) =>
  layoutMail(site, {
    subject: `Confirm your new ${site.agencyName} e-mail address`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to use ${data.newEmail} to sign in to ${site.agencyName} from now on. If it was you, confirm it here:`,
    ],
    action: { label: 'Confirm this address', url: data.confirmUrl },
    footnotes: [
      'Until you confirm, the account keeps its old address. The link works for one hour.',
      'If you did not ask for this, ignore this message.',
    ],
  })
