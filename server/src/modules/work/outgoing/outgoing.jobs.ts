import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { deliverOutgoing, type DeliveryDeps } from './delivery.service'
import { findStalledOutgoing } from './outgoing.repository'
import { DELIVER_OUTGOING, RESUME_OUTGOING, requestDelivery } from '../../../jobs/contracts'

// Errors that may pass (timeouts, 5xx) are retried by pg-boss with backoff; an error that names
// its own wait (throttling, a temporary block) is rescheduled for then. A worker that dies is
// replaced once the job expires, and the delivery checks Instagram before posting again. The
// delivery itself fails a message that used up its attempts or its time (DeliveryDeps.limits).
export const deliverOutgoingJob = (
  deps: DeliveryDeps,
  jobs: JobQueue,
  concurrency: number,
): JobDefinition => ({
  name: DELIVER_OUTGOING.name,
  policy: 'stately',
  concurrency,
  retryLimit: deps.limits.maxAttempts,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  // A dead worker's job is taken up again once its lease has lapsed.
  expireInSeconds: deps.leaseSeconds + 5,
  async run(data) {
    const { outgoingId } = DELIVER_OUTGOING.payload.parse(data)
    const outcome = await deliverOutgoing(deps, outgoingId)
    if (typeof outcome === 'object') await requestDelivery(jobs, outgoingId, outcome.retryAfter)
    return outcome
  },
})

// Every minute: re-queue messages whose job was lost, so no accepted reply is ever forgotten.
export const resumeOutgoingJob = (deps: DeliveryDeps, jobs: JobQueue): JobDefinition => ({
  name: RESUME_OUTGOING.name,
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const stalled = await findStalledOutgoing(deps.db, 30, 500)
    for (const { id } of stalled) await requestDelivery(jobs, id)
    return { requeued: stalled.length }
  },
})
