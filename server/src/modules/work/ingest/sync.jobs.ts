import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { listConnectedAccountIds } from '../../instagram/instagram-accounts/accounts.repository'
import { type SyncDeps, syncAccount } from './sync.service'
import { requestAccountSync, SYNC_ACCOUNT, SYNC_ALL_ACCOUNTS } from '../../../jobs/contracts'

const SEND_AT_ONCE = 20

export const syncInstagramAccountJob = (deps: SyncDeps, concurrency: number): JobDefinition => ({
  name: SYNC_ACCOUNT.name,
  policy: 'stately',
  concurrency,
  retryLimit: 0,
  expireInSeconds: 30 * 60,
  run: (data) => syncAccount(deps, SYNC_ACCOUNT.payload.parse(data).accountId),
})

// Every quarter hour each connected account is brought up to date; webhooks fill the gaps between.
export const syncAllAccountsJob = (deps: SyncDeps, jobs: JobQueue): JobDefinition => ({
  name: SYNC_ALL_ACCOUNTS.name,
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
