import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZInvitationMail = z.object({
  inviteUrl: z.url(),
  inviterName: z.string(),
  // The church's name for a church invitation; null: the agency's own team.
  organizationName: z.string().nullable(),
  role: z.string(),
})

const withArticle = (role: string) => `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`

export const invitationMail = (site: MailSite, data: z.infer<typeof ZInvitationMail>) => {
  const joining = data.organizationName
    ? `${data.organizationName} on ${site.agencyName}'s portal`
    : `the ${site.agencyName} team`
  return layoutMail(site, {
    subject: data.organizationName
      ? `${data.inviterName} invited you to ${data.organizationName} on ${site.agencyName}`
      : `${data.inviterName} invited you to the ${site.agencyName} team`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.inviterName} invited you to join ${joining} as ${withArticle(data.role)}.`,
      'Choose your name and a password to accept:',
    ],
    action: { label: 'Accept the invitation', url: data.inviteUrl },
    footnotes: [
      'The link works once, for 7 days.',
      'If you did not expect this, ignore this message: nothing happens unless you accept.',
    ],
  })
}
