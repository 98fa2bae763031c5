import type { DbOrTx } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { queueMail, sendQueuedMail } from '../../operations/mail/mail.service'

export interface InvitationMail {
  to: string
  link: string
  inviterName: string
  // The church's name for a church invitation; null: the agency's team.
  organizationName: string | null
  role: string
}

// Records the invitation's e-mail in the caller's transaction, so it exists exactly when the
// invitation does; returns its id, to send after the commit.
export function queueInvitationMail(tx: DbOrTx, mail: InvitationMail): Promise<string> {
  return queueMail(tx, {
    to: mail.to,
    template: 'invitation',
    data: {
      inviteUrl: mail.link,
      inviterName: mail.inviterName,
      organizationName: mail.organizationName,
      role: mail.role,
    },
  })
}

export async function sendInvitationMail(jobs: JobQueue, mailId: string): Promise<void> {
  await sendQueuedMail(jobs, mailId)
}
