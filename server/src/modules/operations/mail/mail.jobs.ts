import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { findStalledMail } from './mail.repository'
import { deliverMail, type MailDeliveryDeps } from './mail-delivery'
import { RESUME_MAIL, requestMailSend, SEND_MAIL } from '../../../jobs/contracts'

// A mail server that is down or says "try later" is retried with backoff; the message itself
// counts its attempts and ends as failed after MailSettings.maxAttempts.
export const sendMailJob = (deps: MailDeliveryDeps): JobDefinition => ({
  name: SEND_MAIL.name,
  policy: 'stately',
  concurrency: 2,
  retryLimit: deps.mail.maxAttempts,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 900,
  expireInSeconds: deps.mail.leaseSeconds + 5,
  async run(data) {
    const { mailId } = SEND_MAIL.payload.parse(data)
    return deliverMail(deps, mailId)
  },
})

// Every minute: a message whose job was lost (a crash after the commit, a dead worker) is sent.
export const resumeMailJob = (deps: MailDeliveryDeps, jobs: JobQueue): JobDefinition => ({
  name: RESUME_MAIL.name,
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const stalled = await findStalledMail(deps.db, 60, 200)
    for (const { id } of stalled) await requestMailSend(jobs, id)
    return { requeued: stalled.length }
  },
})
