import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { type BulkWorkDeps, workBulkAction } from './bulk-work.service'
import { runningBulkActions } from './bulk.repository'
import { RESUME_BULK_ACTIONS, requestBulkWork, WORK_BULK_ACTION } from '../../../jobs/contracts'

// Each run works a batch of items, then queues the next run (or one after the wait Instagram
// asked for). A worker that dies leaves its items queued; the job is taken up again once it
// expires, and the minute sweep below re-queues any action whose job was lost.
export const workBulkActionJob = (
  deps: BulkWorkDeps,
  jobs: JobQueue,
  concurrency: number,
): JobDefinition => ({
  name: WORK_BULK_ACTION.name,
  policy: 'stately',
  concurrency,
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  expireInSeconds: 300,
  async run(data) {
    const { bulkActionId } = WORK_BULK_ACTION.payload.parse(data)
    const outcome = await workBulkAction(deps, bulkActionId)
    if (outcome === 'more') await requestBulkWork(jobs, bulkActionId)
    else if (typeof outcome === 'object')
      await requestBulkWork(jobs, bulkActionId, outcome.retryAfterSeconds)
    return outcome
  },
})

export const resumeBulkActionsJob = (deps: BulkWorkDeps, jobs: JobQueue): JobDefinition => ({
  name: RESUME_BULK_ACTIONS.name,
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const running = await runningBulkActions(deps.db, 500)
    for (const { id } of running) await requestBulkWork(jobs, id)
    return { requeued: running.length }
  },
})
