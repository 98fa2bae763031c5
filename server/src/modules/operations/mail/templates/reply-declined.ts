import { z } from 'zod'
import { layoutMail, type MailSite } from './layout'

export const ZReplyDeclinedMail = z.object({
  organizationName: z.string(),
  accountUsername: z.string(),
  commenterUsername: z.string(),
  reply: z.string(),
  reason: z.string(),
  declinedBy: z.string(),
  commentId: z.string(),
  // Set for a direct message the church declined (decision 075): the link opens the conversation.
  conversationId: z.string().optional(),
})

// To the teammate who wrote a reply the church declined: why, and where to write another.
export const replyDeclinedMail = (site: MailSite, data: z.infer<typeof ZReplyDeclinedMail>) =>
  data.conversationId
    ? messageDeclinedMail(site, { ...data, conversationId: data.conversationId })
    : layoutMail(site, {
        subject: `${data.organizationName} declined your reply to @${data.commenterUsername}`,
        greeting: 'Hello,',
        paragraphs: [
          `${data.declinedBy} at ${data.organizationName} declined your reply to @${data.commenterUsername} on @${data.accountUsername}. Nothing was posted on Instagram.`,
          `Your reply: “${data.reply}”`,
          `Their reason: “${data.reason}”`,
        ],
        action: {
          label: 'Open the comment',
          url: `${site.publicUrl}/comments/${encodeURIComponent(data.commentId)}`,
        },
        footnotes: ['The comment is open again for a new reply.'],
      })

const messageDeclinedMail = (
  site: MailSite,
  data: z.infer<typeof ZReplyDeclinedMail> & { conversationId: string },
) =>
  layoutMail(site, {
    subject: `${data.organizationName} declined your message to @${data.commenterUsername}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.declinedBy} at ${data.organizationName} declined your direct message to @${data.commenterUsername} on @${data.accountUsername}. Nothing was sent on Instagram.`,
      `Your message: “${data.reply}”`,
      `Their reason: “${data.reason}”`,
    ],
    action: {
      label: 'Open the conversation',
      url: `${site.publicUrl}/comments/conversations/${encodeURIComponent(data.conversationId)}`,
    },
    footnotes: ['You can write a new message while Instagram’s window is open.'],
  })
