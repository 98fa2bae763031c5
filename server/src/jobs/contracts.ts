import { z } from 'zod'
import { type TWebhookPayload, ZWebhookPayload } from '../integrations/instagram/webhook-payload'
import type { JobQueue } from '../lib/jobs'

// Every job Flock runs, as a contract: its queue's name, the payload it takes (parsed by the
// handler, so a malformed job fails loudly) and a typed way to send it (decision 063). No
// handler lives here: handlers are bound in definitions.ts, the composition root. A module that
// hands work to another module's job (ingest asks moderation to hide, compose asks
// reply-approval to remind) depends on the contract, not on the module that handles it.

export interface JobContract<Payload extends z.ZodType = z.ZodType> {
  name: string
  payload: Payload
}

const contract = <Payload extends z.ZodType>(name: string, payload: Payload) => ({
  name,
  payload,
})

// No payload: cron sweeps, started by the queue's schedule.
const NOTHING = z.unknown()

// Instagram
export const SYNC_ACCOUNT = contract('sync-instagram-account', z.object({ accountId: z.uuid() }))
export const SYNC_ALL_ACCOUNTS = contract('sync-all-instagram-accounts', NOTHING)
export const PROCESS_WEBHOOK = contract('process-instagram-webhook', ZWebhookPayload)
export const REFRESH_INSTAGRAM_TOKENS = contract('refresh-instagram-tokens', NOTHING)
export const CLEAN_UP_OAUTH_STATES = contract('clean-up-expired-oauth-states', NOTHING)
// Recent direct-message threads of an account that connected or reconnected (decision 072).
export const BACKFILL_DIRECT_MESSAGES = contract(
  'backfill-direct-messages',
  z.object({ accountId: z.uuid() }),
)

// Outgoing messages, rules' hides, bulk actions, approval reminders
export const DELIVER_OUTGOING = contract(
  'deliver-outgoing-message',
  z.object({ outgoingId: z.uuid() }),
)
export const RESUME_OUTGOING = contract('resume-outgoing-messages', NOTHING)
export const HIDE_BY_RULE = contract('hide-by-rule', z.object({ commentId: z.uuid() }))
export const RESUME_RULE_HIDES = contract('resume-rule-hides', NOTHING)
export const WORK_BULK_ACTION = contract('work-bulk-action', z.object({ bulkActionId: z.uuid() }))
export const RESUME_BULK_ACTIONS = contract('resume-bulk-actions', NOTHING)
export const REMIND_APPROVAL = contract('remind-reply-approval', z.object({ outgoingId: z.uuid() }))

// Mail, reports, backups, housekeeping
export const SEND_MAIL = contract('send-mail', z.object({ mailId: z.uuid() }))
export const RESUME_MAIL = contract('resume-mail', NOTHING)
export const MONTHLY_REPORT_MAIL = contract(
  'monthly-report-mail',
  z.object({ now: z.iso.datetime().optional() }),
)
export const BACKUP_DATABASE = contract('backup-database', NOTHING)
export const PRUNE_SECURITY_RECORDS = contract('prune-security-records', NOTHING)

// At most one sync per account waits in the queue and one runs: asking again while one waits
// is a no-op (pg-boss's stately policy, keyed by account).
export const requestAccountSync = (jobs: JobQueue, accountId: string) =>
  jobs.send(SYNC_ACCOUNT.name, { accountId }, { singletonKey: accountId })

// One backfill per account waits at a time; replays store nothing twice (message ids are unique).
export const requestDirectMessageBackfill = (jobs: JobQueue, accountId: string) =>
  jobs.send(BACKFILL_DIRECT_MESSAGES.name, { accountId }, { singletonKey: accountId })

// Every delivery is its own job (no dedupe): two events about one comment are both applied.
export const enqueueWebhook = (jobs: JobQueue, payload: TWebhookPayload) =>
  jobs.send(PROCESS_WEBHOOK.name, payload)

// At most one delivery of a message waits in the queue and one runs (pg-boss's stately policy,
// keyed by the message); the delivery lease and the look before every retry do the rest.
export const requestDelivery = (jobs: JobQueue, outgoingId: string, startAfterSeconds?: number) =>
  jobs.send(
    DELIVER_OUTGOING.name,
    { outgoingId },
    { singletonKey: outgoingId, ...(startAfterSeconds ? { startAfterSeconds } : {}) },
  )

// One queued job per comment (stately, keyed by the comment); the conditional write on the
// queued hide records it once however many jobs run.
export async function requestRuleHides(jobs: JobQueue | undefined, commentIds: readonly string[]) {
  if (!jobs) return
  for (const commentId of commentIds)
    await jobs.send(HIDE_BY_RULE.name, { commentId }, { singletonKey: commentId })
}

// At most one run of a bulk action waits and one works (pg-boss's stately policy, keyed by the
// action); the items' conditional writes do the rest.
export const requestBulkWork = (jobs: JobQueue, bulkActionId: string, startAfterSeconds?: number) =>
  jobs.send(
    WORK_BULK_ACTION.name,
    { bulkActionId },
    { singletonKey: bulkActionId, ...(startAfterSeconds ? { startAfterSeconds } : {}) },
  )

// One reminder per reply, once it has waited as long as the church asked; the job sends
// nothing if the reply was decided meanwhile.
export async function scheduleApprovalReminder(
  jobs: JobQueue,
  outgoingId: string,
  reminderAfterMinutes: number | null,
) {
  if (!reminderAfterMinutes) return
  await jobs.send(
    REMIND_APPROVAL.name,
    { outgoingId },
    {
      singletonKey: `approval-reminder:${outgoingId}`,
      startAfterSeconds: reminderAfterMinutes * 60,
    },
  )
}

// One queued job per message (stately, keyed by the message); the claim in PostgreSQL makes
// sure that even two jobs for one message send it once.
export const requestMailSend = (jobs: JobQueue, mailId: string) =>
  jobs.send(SEND_MAIL.name, { mailId }, { singletonKey: mailId })
