import type { FastifyBaseLogger } from 'fastify'
import type { Database } from './db/client'
import type { InstagramClient } from './integrations/instagram/client'
import type { TokenCipher } from './lib/token-cipher'
import type { BackupSettings } from './modules/operations/backups/nightly-backup.service'
import { backupDatabaseJob } from './modules/operations/backups/nightly-backup.jobs'
import { refreshInstagramTokensJob } from './modules/instagram/instagram-accounts/token-lifecycle.jobs'
import type { DeliveryLimits } from './modules/work/outgoing/delivery.service'
import { deliverOutgoingJob, resumeOutgoingJob } from './modules/work/outgoing/outgoing.jobs'
import { resumeBulkActionsJob, workBulkActionJob } from './modules/work/bulk/bulk.jobs'
import { syncAllAccountsJob, syncInstagramAccountJob } from './modules/work/ingest/sync.jobs'
import { cleanUpExpiredStatesJob } from './modules/instagram/instagram-connect/oauth-states.jobs'
import { processInstagramWebhookJob } from './modules/work/ingest/webhook.jobs'
import { type MailSettings } from './modules/operations/mail/mail-delivery'
import { resumeMailJob, sendMailJob } from './modules/operations/mail/mail.jobs'
import { remindReplyApprovalJob } from './modules/work/reply-approval/reply-approval.jobs'
import {
  publishPostJob,
  remindPostApprovalJob,
  scanDuePostsJob,
} from './modules/publishing/posts/publishing.jobs'
import { DEFAULT_POLL_DELAYS_MS } from './modules/publishing/posts/publish-engine'
import type { AssetStorage } from './integrations/asset-storage'
import { monthlyReportMailJob } from './modules/reporting/reports/monthly-mail'
import type { JobDefinition, JobQueue } from './lib/jobs'
import { pruneRateLimits } from './lib/rate-limit'
import { pruneSignedRequestReceipts } from './modules/instagram/instagram-app-callbacks/signed-request-receipts'
import { PRUNE_SECURITY_RECORDS } from './jobs/contracts'
import { hideByRuleJob, resumeRuleHidesJob } from './modules/work/moderation/rule-hides.jobs'
import type { ArrivalStep } from './modules/work/ingest/arrival'
import { pastoralArrival } from './modules/work/pastoral/pastoral.arrival'
import { rulesArrival } from './modules/work/rules/rules.arrival'
import {
  applyMention,
  applyMessagingEvents,
} from './modules/work/direct-messages/direct-messages.arrival'
import { backfillDirectMessagesJob } from './modules/work/direct-messages/direct-messages.jobs'
import {
  deliverDirectMessage,
  deliverMentionReply,
  joinPrivateReply,
} from './modules/work/direct-messages/direct-messages.delivery'

export interface JobSettings {
  // Per process: webhooks and reply deliveries at once (JOB_CONCURRENCY), account syncs at
  // once (SYNC_CONCURRENCY; each sync keeps to its account's own rate budget), posts being
  // published at once (PUBLISH_CONCURRENCY: a run mostly waits for Instagram to process its
  // container, so many churches' posts due in the same minute need many runs at once).
  concurrency: { jobs: number; sync: number; publish: number }
  leaseSeconds: number
  limits: DeliveryLimits
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  concurrency: { jobs: 10, sync: 4, publish: 50 },
  leaseSeconds: 60,
  limits: { maxAttempts: 8, maxAgeSeconds: 3600 },
}

export interface JobDeps {
  db: Database
  instagram: InstagramClient
  cipher: TokenCipher
  log?: FastifyBaseLogger
  sleep?: (ms: number) => Promise<void>
  // The nightly backup runs only where these are given (the server, not the inline test queue).
  backups?: BackupSettings
  // Absent: no SMTP server, every message is kept for the outbox page.
  mail?: MailSettings
  // The monthly report e-mail's default (the app's saved setting wins) and the agency's zone.
  reports?: { monthlyMail: boolean; timeZone: string }
  // Where Instagram fetches a post's files (the media library's public URLs). Absent: Flock's
  // own address from the mail settings, files served by Flock.
  assets?: { publicUrl: string; storage: Pick<AssetStorage, 'publicUrl'> }
}

const KEEP_MAIL: MailSettings = {
  site: { agencyName: 'Flock', publicUrl: 'http://localhost:3000' },
  transport: null,
  leaseSeconds: 120,
  maxAttempts: 6,
}

// What a new follower's comment goes through when it arrives, by sync or webhook, in the
// transaction that stores it: the pastoral classifier first (its flags are stored, and a rule may
// match them), then the church's moderation rules.
export const ARRIVAL_STEPS: readonly ArrivalStep[] = [pastoralArrival, rulesArrival]

// Rate-limit counters past every window, and receipts of Meta callbacks too old to be replayed,
// would otherwise pile up. Housekeeping across modules, so it is bound here, in the root.
const pruneSecurityRecordsJob = (db: Database): JobDefinition => ({
  name: PRUNE_SECURITY_RECORDS.name,
  cron: '*/30 * * * *',
  policy: 'stately',
  run: async () => {
    await pruneRateLimits(db)
    await pruneSignedRequestReceipts(db)
  },
})

// The composition root of background work: every job Flock runs, given what it needs and the
// queue to enqueue follow-ups on. The jobs' contracts (names, payloads, how to send them) are in
// contracts.ts; each module's *.jobs.ts binds its handlers to them, and they are all bound here.
export function createJobDefinitions(
  deps: JobDeps,
  jobs: JobQueue,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): JobDefinition[] {
  const delivery = {
    ...deps,
    leaseSeconds: settings.leaseSeconds,
    limits: settings.limits,
    kinds: { direct_message: deliverDirectMessage, mention_reply: deliverMentionReply },
    onPrivateReplySent: joinPrivateReply,
  }
  const mail = { ...deps, mail: deps.mail ?? KEEP_MAIL }
  const ingest = {
    ...deps,
    jobs,
    arrival: ARRIVAL_STEPS,
    messaging: { events: applyMessagingEvents, mention: applyMention },
  }
  const publishing = {
    ...deps,
    jobs,
    publicUrl: deps.assets?.publicUrl ?? mail.mail.site.publicUrl,
    storage: deps.assets?.storage ?? { publicUrl: () => null },
    leaseSeconds: settings.leaseSeconds,
    pollDelaysMs: DEFAULT_POLL_DELAYS_MS,
    sleep: deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
  }
  return [
    refreshInstagramTokensJob(deps),
    cleanUpExpiredStatesJob(deps.db),
    pruneSecurityRecordsJob(deps.db),
    syncInstagramAccountJob(ingest, settings.concurrency.sync),
    syncAllAccountsJob(ingest, jobs),
    processInstagramWebhookJob(ingest, settings.concurrency.jobs),
    backfillDirectMessagesJob(ingest),
    deliverOutgoingJob(delivery, jobs, settings.concurrency.jobs),
    resumeOutgoingJob(delivery, jobs),
    workBulkActionJob(deps, jobs, settings.concurrency.sync),
    resumeBulkActionsJob(deps, jobs),
    hideByRuleJob(deps, settings.concurrency.jobs),
    resumeRuleHidesJob(deps, jobs),
    sendMailJob(mail),
    resumeMailJob(mail, jobs),
    remindReplyApprovalJob(deps, jobs),
    scanDuePostsJob(deps, jobs),
    publishPostJob(publishing, jobs, settings.concurrency.publish),
    remindPostApprovalJob(deps, jobs),
    monthlyReportMailJob(deps, jobs),
    ...(deps.backups && deps.backups.cron !== 'off'
      ? [backupDatabaseJob(deps.db, deps.backups)]
      : []),
  ]
}

export function jobSettingsFromEnv(env: {
  JOB_CONCURRENCY: number
  SYNC_CONCURRENCY: number
  PUBLISH_CONCURRENCY: number
  DELIVERY_LEASE_SECONDS: number
  REPLY_MAX_ATTEMPTS: number
  REPLY_MAX_AGE_MINUTES: number
}): JobSettings {
  return {
    concurrency: {
      jobs: env.JOB_CONCURRENCY,
      sync: env.SYNC_CONCURRENCY,
      publish: env.PUBLISH_CONCURRENCY,
    },
    leaseSeconds: env.DELIVERY_LEASE_SECONDS,
    limits: { maxAttempts: env.REPLY_MAX_ATTEMPTS, maxAgeSeconds: env.REPLY_MAX_AGE_MINUTES * 60 },
  }
}
