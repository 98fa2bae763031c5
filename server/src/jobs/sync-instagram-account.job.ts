import { z } from 'zod'
import { listConnectedAccountIds } from '../modules/accounts/accounts.repository'
import { type SyncDeps, syncAccount } from '../modules/comments/sync.service'
import type { JobDefinition, JobQueue } from './job-definition'

const ZData = z.object({ accountId: z.uuid() })

export const SYNC_ACCOUNT = 'sync-instagram-account'

export const requestAccountSync = (jobs: JobQueue, accountId: string) =>
  jobs.send(SYNC_ACCOUNT, { accountId }, { singletonKey: accountId })

export const syncInstagramAccountJob = (deps: SyncDeps): JobDefinition => ({
  name: SYNC_ACCOUNT,
  retryLimit: 0,
  expireInSeconds: 30 * 60,
  run: (data) => syncAccount(deps, ZData.parse(data).accountId),
})

// Every quarter hour each connected account is brought up to date; webhooks fill the gaps between.
export const syncAllAccountsJob = (deps: SyncDeps, jobs: JobQueue): JobDefinition => ({
  name: 'sync-all-instagram-accounts',
  cron: '*/15 * * * *',
  async run() {
    const ids = await listConnectedAccountIds(deps.db)
    for (const accountId of ids) await requestAccountSync(jobs, accountId)
    return { queued: ids.length }
  },
})
