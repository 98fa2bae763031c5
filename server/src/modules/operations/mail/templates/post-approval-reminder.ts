import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZPostApprovalReminderMail = z.object({
  organizationName: z.string(),
  accountUsername: z.string(),
  caption: z.string(),
  // When the post is due, written in the church's time zone.
  due: z.string(),
})

// To a church's people when a post written for it is due within 24 hours and still waits for
// their approval (decision 071); once per post.
export const postApprovalReminderMail = (
  site: MailSite,
  data: z.infer<typeof ZPostApprovalReminderMail>,
) =>
  layoutMail(site, {
    subject: `A post for @${data.accountUsername} is due ${data.due} and waits for your approval`,
    greeting: 'Hello,',
    paragraphs: [
      `${site.agencyName} prepared a post for @${data.accountUsername} (${data.organizationName}), due ${data.due}.`,
      ...(data.caption ? [`Its caption: “${data.caption.slice(0, 500)}”`] : []),
      'Nothing is published on Instagram until someone at your church approves it.',
    ],
    action: { label: 'Review the post', url: `${site.publicUrl}/portal/calendar` },
    footnotes: [
      'You receive this because your church asked to approve posts before they are published.',
    ],
  })
