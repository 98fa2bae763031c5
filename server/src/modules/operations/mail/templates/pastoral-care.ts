import { z } from 'zod'
import { ZPastoralFlag, ZPastoralRecipients, type TPastoralFlag } from '@common/schemas/pastoral'
import { layoutMail, type MailSite } from './layout'

export const ZPastoralCareMail = z.object({
  organizationName: z.string(),
  accountUsername: z.string(),
  commenterUsername: z.string(),
  text: z.string(),
  flags: z.array(ZPastoralFlag),
  emergencyGuidance: z.string(),
  // Why this person is told (mail queued before this field existed: a named contact).
  recipients: ZPastoralRecipients.default('contacts'),
})

const WHAT: Record<TPastoralFlag, string> = {
  crisis: 'may be from someone in crisis',
  prayer: 'asks for prayer',
  grief: 'speaks of grief or illness',
  contact: 'shares contact details in public',
}

// To a church's pastoral contacts, the moment a comment needing pastoral care arrives. The
// comment is public on Instagram already; the link opens the church's Pastoral care list.
export const pastoralCareMail = (site: MailSite, data: z.infer<typeof ZPastoralCareMail>) => {
  const crisis = data.flags.includes('crisis')
  const first = data.flags.find((flag) => flag !== 'contact') ?? data.flags[0] ?? 'prayer'
  return layoutMail(site, {
    subject: crisis
      ? `Urgent: a comment on @${data.accountUsername} may be from someone in crisis`
      : `A comment on @${data.accountUsername} ${WHAT[first]}`,
    greeting: 'Hello,',
    paragraphs: [
      `@${data.commenterUsername} commented on @${data.accountUsername} (${data.organizationName}). The comment ${WHAT[first]}:`,
      `“${data.text}”`,
      ...(crisis && data.emergencyGuidance
        ? [`Your church's guidance: ${data.emergencyGuidance}`]
        : []),
    ],
    ...(data.recipients === 'agency'
      ? {
          action: {
            label: 'Open the comments inbox',
            url: `${site.publicUrl}/comments?flag=crisis`,
          },
          footnotes: [
            `You receive this as an Owner of the agency: ${data.organizationName} has no pastoral contact and no Owner to tell. Please make sure someone at the church hears of it.`,
          ],
        }
      : {
          action: { label: 'Open Pastoral care', url: `${site.publicUrl}/portal/pastoral-care` },
          footnotes: [
            data.recipients === 'owners'
              ? "You receive this as your church's Owner: no pastoral contacts are named yet. Name them under Pastoral care on the portal."
              : 'You receive this because your church named you one of its pastoral contacts on the portal.',
          ],
        }),
  })
}
