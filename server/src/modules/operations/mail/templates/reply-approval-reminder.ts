import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZReplyApprovalReminderMail = z.object({
  organizationName: z.string(),
  accountUsername: z.string(),
  commenterUsername: z.string(),
  commentText: z.string(),
  reply: z.string(),
})

// To a church's people when a reply written for it has waited for their approval longer than
// the church asked; the link opens the portal's Approvals list.
export const replyApprovalReminderMail = (
  site: MailSite,
  data: z.infer<typeof ZReplyApprovalReminderMail>,
) =>
  layoutMail(site, {
    subject: `A reply on @${data.accountUsername} is waiting for your approval`,
    greeting: 'Hello,',
    paragraphs: [
      `${site.agencyName} wrote a reply for @${data.accountUsername} (${data.organizationName}) to @${data.commenterUsername}, who said:`,
      `“${data.commentText}”`,
      `The proposed reply: “${data.reply}”`,
      'Nothing is posted on Instagram until someone at your church approves it.',
    ],
    action: { label: 'Review the reply', url: `${site.publicUrl}/portal/approvals` },
    footnotes: [
      'You receive this because your church asked to approve replies before they are posted.',
    ],
  })
