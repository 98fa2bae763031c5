import { z } from 'zod'
import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import { type BulkWorkDeps, workBulkAction } from './bulk-work.service'
import { runningBulkActions } from './bulk.repository'

const WORK_BULK_ACTION = 'work-bulk-action'
const ZBulkWorkData = z.object({ bulkActionId: z.uuid() })

// At most one run of a bulk action waits and one works (pg-boss's stately policy, keyed by the
// action); the items' conditional writes do the rest.
export const requestBulkWork = (jobs: JobQueue, bulkActionId: string, startAfterSeconds?: number) =>
  jobs.send(
    WORK_BULK_ACTION,
    { bulkActionId },
    { singletonKey: bulkActionId, ...(startAfterSeconds ? { startAfterSeconds } : {}) },
  )

// Each run works a batch of items, then queues the next run (or one after the wait Instagram
// asked for). A worker that dies leaves its items queued; the job is taken up again once it
// expires, and the minute sweep below re-queues any action whose job was lost.
export const workBulkActionJob = (
  deps: BulkWorkDeps,
  jobs: JobQueue,
  concurrency: number,
): JobDefinition => ({
  name: WORK_BULK_ACTION,
  policy: 'stately',
  concurrency,
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  expireInSeconds: 300,
  async run(data) {
    const { bulkActionId } = ZBulkWorkData.parse(data)
    const outcome = await workBulkAction(deps, bulkActionId)
    if (outcome === 'more') await requestBulkWork(jobs, bulkActionId)
    else if (typeof outcome === 'object')
      await requestBulkWork(jobs, bulkActionId, outcome.retryAfterSeconds)
    return outcome
  },
})

export const resumeBulkActionsJob = (deps: BulkWorkDeps, jobs: JobQueue): JobDefinition => ({
  name: 'resume-bulk-actions',
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const running = await runningBulkActions(deps.db, 500)
    for (const { id } of running) await requestBulkWork(jobs, id)
    return { requeued: running.length }
  },
})
