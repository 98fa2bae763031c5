import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import type { InstagramClient } from '../integrations/instagram/client'
import type { TokenCipher } from '../lib/token-cipher'
import { cleanUpExpiredStatesJob } from './clean-up-expired-states.job'
import type { JobDefinition, JobQueue } from './job-definition'
import { deliverOutgoingJob, resumeOutgoingJob } from './deliver-outgoing.job'
import { pruneSecurityRecordsJob } from './prune-security-records.job'
import { processInstagramWebhookJob } from './process-instagram-webhook.job'
import { refreshInstagramTokensJob } from './refresh-instagram-tokens.job'
import { syncAllAccountsJob, syncInstagramAccountJob } from './sync-instagram-account.job'

export interface JobDeps {
  db: Database
  instagram: InstagramClient
  cipher: TokenCipher
  log?: FastifyBaseLogger
  sleep?: (ms: number) => Promise<void>
  leaseSeconds?: number
}

// Every background job Flock runs, given what they need and the queue to enqueue follow-ups on.
export function createJobDefinitions(deps: JobDeps, jobs: JobQueue): JobDefinition[] {
  return [
    refreshInstagramTokensJob(deps),
    cleanUpExpiredStatesJob(deps.db),
    pruneSecurityRecordsJob(deps.db),
    syncInstagramAccountJob(deps),
    syncAllAccountsJob(deps, jobs),
    processInstagramWebhookJob(deps),
    deliverOutgoingJob(deps),
    resumeOutgoingJob(deps, jobs),
  ]
}
