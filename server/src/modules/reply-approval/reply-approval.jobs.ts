import { z } from 'zod'
import type { Database } from '../../db/client'
import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import { queueMail, sendQueuedMail } from '../mail/mail.service'
import { findReminderContext, listChurchRecipients } from './reply-approval.repository'

const REMIND_APPROVAL = 'remind-reply-approval'
const ZReminderData = z.object({ outgoingId: z.uuid() })

// One reminder per reply, sent when it has waited as long as the church asked (its setting,
// reply_approval_settings.reminder_after_minutes).
export const requestApprovalReminder = (jobs: JobQueue, outgoingId: string, afterSeconds: number) =>
  jobs.send(
    REMIND_APPROVAL,
    { outgoingId },
    { singletonKey: `approval-reminder:${outgoingId}`, startAfterSeconds: afterSeconds },
  )

// A reply decided on meanwhile needs no reminder: the job then sends nothing.
export const remindReplyApprovalJob = (deps: { db: Database }, jobs: JobQueue): JobDefinition => ({
  name: REMIND_APPROVAL,
  policy: 'stately',
  async run(data) {
    const { outgoingId } = ZReminderData.parse(data)
    const context = await findReminderContext(deps.db, outgoingId)
    if (context?.status !== 'awaiting_approval') return { reminded: 0 }
    const recipients = await listChurchRecipients(deps.db, context.organizationId)
    const mailIds = await deps.db.transaction(async (tx) => {
      const ids: string[] = []
      for (const recipient of recipients)
        ids.push(
          await queueMail(tx, {
            to: recipient.email,
            template: 'reply-approval-reminder',
            data: {
              organizationName: context.organizationName,
              accountUsername: context.accountUsername,
              commenterUsername: context.commenterUsername,
              commentText: context.commentText,
              reply: context.message,
            },
          }),
        )
      return ids
    })
    for (const id of mailIds) await sendQueuedMail(jobs, id)
    return { reminded: mailIds.length }
  },
})
