import type { DbOrTx } from '../../db/client'
import type { JobQueue } from '../../jobs/job-definition'

export interface InvitationMail {
  to: string
  link: string
  inviterName: string
  // The church's name for a church invitation; null: the agency's team.
  organizationName: string | null
  role: string
  expiresAt: string
}

// Records the invitation's e-mail in the caller's transaction; returns what to send after commit.
export async function queueInvitationMail(
  _tx: DbOrTx,
  _mail: InvitationMail,
): Promise<string | null> {
  return null
}

export async function sendInvitationMail(_jobs: JobQueue, _mailId: string | null): Promise<void> {}
