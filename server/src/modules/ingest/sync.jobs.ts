import { z } from 'zod'
import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import { listConnectedAccountIds } from '../accounts/accounts.repository'
import { type SyncDeps, syncAccount } from './sync.service'

const SYNC_ACCOUNT = 'sync-instagram-account'
const ZSyncData = z.object({ accountId: z.uuid() })
const SEND_AT_ONCE = 20

// At most one sync per account waits in the queue and one runs: asking again while one waits
// is a no-op (pg-boss's stately policy, keyed by account).
export const requestAccountSync = (jobs: JobQueue, accountId: string) =>
  jobs.send(SYNC_ACCOUNT, { accountId }, { singletonKey: accountId })

export const syncInstagramAccountJob = (deps: SyncDeps, concurrency: number): JobDefinition => ({
  name: SYNC_ACCOUNT,
  policy: 'stately',
  concurrency,
  retryLimit: 0,
  expireInSeconds: 30 * 60,
  run: (data) => syncAccount(deps, ZSyncData.parse(data).accountId),
})

// Every quarter hour each connected account is brought up to date; webhooks fill the gaps between.
export const syncAllAccountsJob = (deps: SyncDeps, jobs: JobQueue): JobDefinition => ({
  name: 'sync-all-instagram-accounts',
  cron: '*/15 * * * *',
  policy: 'stately',
  async run() {
    const ids = await listConnectedAccountIds(deps.db)
    // A few sends at a time: one after another, 2,000 accounts took half a minute to queue.
    for (let start = 0; start < ids.length; start += SEND_AT_ONCE)
      await Promise.all(
        ids.slice(start, start + SEND_AT_ONCE).map((id) => requestAccountSync(jobs, id)),
      )
    return { requested: ids.length }
  },
})
