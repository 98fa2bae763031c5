import type { Database, DbOrTx } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { insertMail } from './mail.repository'
import { requestMailSend } from '../../../jobs/contracts'
import type { MailRequest } from './templates'

// The mail module's API for the rest of Flock:
//   const id = await queueMail(tx, { to, template: 'password-reset', data: { resetUrl } })
//   …commit…
//   await sendQueuedMail(jobs, id)
// or, with no transaction of one's own, queueAndSendMail(db, jobs, mail).

// Records a message in the caller's transaction: it exists exactly when the caller's change
// does (an invitation and its e-mail, say). Send it with sendQueuedMail after the commit; if that
// never happens (a crash in between) the minutely sweep sends it.
export async function queueMail(tx: DbOrTx, mail: MailRequest): Promise<string> {
  const row = await insertMail(tx, { to: mail.to, template: mail.template, data: mail.data })
  return row.id
}

export const sendQueuedMail = (jobs: JobQueue, mailId: string) => requestMailSend(jobs, mailId)

// For a caller with no transaction of its own (better-auth's callbacks): record, then send.
export async function queueAndSendMail(
  db: Database,
  jobs: JobQueue,
  mail: MailRequest,
): Promise<string> {
  const id = await queueMail(db, mail)
  await sendQueuedMail(jobs, id)
  return id
}
