import { z } from 'zod'
import { deliverOutgoing, type DeliveryDeps } from '../modules/comments/delivery.service'
import { findStalledOutgoing } from '../modules/comments/outgoing.repository'
import type { JobDefinition, JobQueue } from './job-definition'

export const DELIVER_OUTGOING = 'deliver-outgoing-message'
const ZData = z.object({ outgoingId: z.uuid() })

// Instagram errors that may pass (timeouts, 5xx, throttling) are retried with backoff; a worker
// that dies is replaced after the job expires, and the delivery checks Instagram before posting.
export const deliverOutgoingJob = (deps: DeliveryDeps): JobDefinition => ({
  name: DELIVER_OUTGOING,
  retryLimit: 8,
  retryDelaySeconds: 5,
  // A dead worker's job is taken up again once its lease has lapsed.
  expireInSeconds: (deps.leaseSeconds ?? 60) + 5,
  run: (data) => deliverOutgoing(deps, ZData.parse(data).outgoingId),
})

// Every minute: re-queue messages whose job was lost, so no accepted reply is ever forgotten.
export const resumeOutgoingJob = (deps: DeliveryDeps, jobs: JobQueue): JobDefinition => ({
  name: 'resume-outgoing-messages',
  cron: '* * * * *',
  async run() {
    const stalled = await findStalledOutgoing(deps.db, 30, 500)
    for (const { id } of stalled)
      await jobs.send(DELIVER_OUTGOING, { outgoingId: id }, { singletonKey: id })
    return { requeued: stalled.length }
  },
})
