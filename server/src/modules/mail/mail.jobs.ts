import { z } from 'zod'
import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import { findStalledMail } from './mail.repository'
import { deliverMail, type MailDeliveryDeps } from './mail-delivery'

const SEND_MAIL = 'send-mail'
const ZSendMailData = z.object({ mailId: z.uuid() })

// One queued job per message (stately, keyed by the message); the claim in PostgreSQL makes
// sure that even two jobs for one message send it once.
export const requestMailSend = (jobs: JobQueue, mailId: string) =>
  jobs.send(SEND_MAIL, { mailId }, { singletonKey: mailId })

// A mail server that is down or says "try later" is retried with backoff; the message itself
// counts its attempts and ends as failed after MailSettings.maxAttempts.
export const sendMailJob = (deps: MailDeliveryDeps): JobDefinition => ({
  name: SEND_MAIL,
  policy: 'stately',
  concurrency: 2,
  retryLimit: deps.mail.maxAttempts,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 900,
  expireInSeconds: deps.mail.leaseSeconds + 5,
  async run(data) {
    const { mailId } = ZSendMailData.parse(data)
    return deliverMail(deps, mailId)
  },
})

// Every minute: a message whose job was lost (a crash after the commit, a dead worker) is sent.
export const resumeMailJob = (deps: MailDeliveryDeps, jobs: JobQueue): JobDefinition => ({
  name: 'resume-mail',
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const stalled = await findStalledMail(deps.db, 60, 200)
    for (const { id } of stalled) await requestMailSend(jobs, id)
    return { requeued: stalled.length }
  },
})
