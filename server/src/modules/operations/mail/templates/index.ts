import type { z } from 'zod'
import { emailChangeMail, ZEmailChangeMail } from './email-change'
import { invitationMail, ZInvitationMail } from './invitation'
import type { MailSite, RenderedMail } from './layout'
import { passwordResetMail, ZPasswordResetMail } from './password-reset'
import { monthlyReportMail, ZMonthlyReportMail } from './monthly-report'
import { pastoralCareMail, ZPastoralCareMail } from './pastoral-care'
import { replyApprovalReminderMail, ZReplyApprovalReminderMail } from './reply-approval-reminder'
import { twoFactorResetMail, ZTwoFactorResetMail } from './two-factor-reset'
import { replyDeclinedMail, ZReplyDeclinedMail } from './reply-declined'
import { postApprovalReminderMail, ZPostApprovalReminderMail } from './post-approval-reminder'

export type { MailSite, RenderedMail } from './layout'

// Every message Flock sends: its data (checked again when read back from the database) and the
// function that renders it. A new message is a new file here and one line below.
const templates = {
  'password-reset': { data: ZPasswordResetMail, render: passwordResetMail },
  'email-change': { data: ZEmailChangeMail, render: emailChangeMail },
  invitation: { data: ZInvitationMail, render: invitationMail },
  'pastoral-care': { data: ZPastoralCareMail, render: pastoralCareMail },
  'reply-approval-reminder': {
    data: ZReplyApprovalReminderMail,
    render: replyApprovalReminderMail,
  },
  'monthly-report': { data: ZMonthlyReportMail, render: monthlyReportMail },
  'two-factor-reset': { data: ZTwoFactorResetMail, render: twoFactorResetMail },
  'reply-declined': { data: ZReplyDeclinedMail, render: replyDeclinedMail },
  'post-approval-reminder': { data: ZPostApprovalReminderMail, render: postApprovalReminderMail },
} as const

type Templates = typeof templates
export type MailTemplate = keyof Templates
export type MailData<T extends MailTemplate> = z.infer<Templates[T]['data']>

// What a module asks to send: to whom, which template, and that template's data.
export type MailRequest = {
  [T in MailTemplate]: { to: string; template: T; data: MailData<T> }
}[MailTemplate]

export const isMailTemplate = (name: string): name is MailTemplate => name in templates

// Renders a stored message. A template that no longer exists or data that no longer fits is a
// message that cannot be sent; it says so instead of throwing at the outbox page.
export function renderMail(template: string, data: unknown, site: MailSite): RenderedMail | null {
  if (!isMailTemplate(template)) return null
  const entry = templates[template]
  const parsed = entry.data.safeParse(data)
  if (!parsed.success) return null
  return (entry.render as (site: MailSite, data: unknown) => RenderedMail)(site, parsed.data)
}
