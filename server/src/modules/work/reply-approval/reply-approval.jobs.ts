import type { Database } from '../../../db/client'
import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { queueMail, sendQueuedMail } from '../../operations/mail/mail.service'
import { REMIND_APPROVAL } from '../../../jobs/contracts'
import { findReminderContext, listChurchRecipients } from './reply-approval.repository'

// A reply decided on meanwhile needs no reminder: the job then sends nothing.
export const remindReplyApprovalJob = (deps: { db: Database }, jobs: JobQueue): JobDefinition => ({
  name: REMIND_APPROVAL.name,
  policy: 'stately',
  async run(data) {
    const { outgoingId } = REMIND_APPROVAL.payload.parse(data)
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
