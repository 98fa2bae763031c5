import { z } from 'zod'
import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import { deliverOutgoing, type DeliveryDeps } from './delivery.service'
import { findStalledOutgoing } from './outgoing.repository'

const DELIVER_OUTGOING = 'deliver-outgoing-message'
const ZDeliveryData = z.object({ outgoingId: z.uuid() })

// At most one delivery of a message waits in the queue and one runs (pg-boss's stately policy,
// keyed by the message); the delivery lease and the look before every retry do the rest.
export const requestDelivery = (jobs: JobQueue, outgoingId: string, startAfterSeconds?: number) =>
  jobs.send(
    DELIVER_OUTGOING,
    { outgoingId },
    { singletonKey: outgoingId, ...(startAfterSeconds ? { startAfterSeconds } : {}) },
  )

// Errors that may pass (timeouts, 5xx) are retried by pg-boss with backoff; an error that names
// its own wait (throttling, a temporary block) is rescheduled for then. A worker that dies is
// replaced once the job expires, and the delivery checks Instagram before posting again. The
// delivery itself fails a message that used up its attempts or its time (DeliveryDeps.limits).
export const deliverOutgoingJob = (
  deps: DeliveryDeps,
  jobs: JobQueue,
  concurrency: number,
): JobDefinition => ({
  name: DELIVER_OUTGOING,
  policy: 'stately',
  concurrency,
  retryLimit: deps.limits.maxAttempts,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  // A dead worker's job is taken up again once its lease has lapsed.
  expireInSeconds: deps.leaseSeconds + 5,
  async run(data) {
    const { outgoingId } = ZDeliveryData.parse(data)
    const outcome = await deliverOutgoing(deps, outgoingId)
    if (typeof outcome === 'object') await requestDelivery(jobs, outgoingId, outcome.retryAfter)
    return outcome
  },
})

// Every minute: re-queue messages whose job was lost, so no accepted reply is ever forgotten.
export const resumeOutgoingJob = (deps: DeliveryDeps, jobs: JobQueue): JobDefinition => ({
  name: 'resume-outgoing-messages',
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const stalled = await findStalledOutgoing(deps.db, 30, 500)
    for (const { id } of stalled) await requestDelivery(jobs, id)
    return { requeued: stalled.length }
  },
})
