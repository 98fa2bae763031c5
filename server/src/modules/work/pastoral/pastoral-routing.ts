import { ROUTED_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { queueMail, sendQueuedMail } from '../../operations/mail/mail.service'
import { classifyComment } from './classifier/classify'
import {
  findPastoralSettings,
  findRoutingContext,
  insertCommentFlags,
  insertPastoralCase,
} from './pastoral.repository'
import { decideRepeatAlert, recordAlert } from './pastoral-alerts'
import { pastoralRecipients } from './pastoral-recipients'

export { classifyComment }

export interface FlaggedComment {
  id: string
  organizationId: string
  accountId: string
  username: string
  text: string
}

// Records a new comment's flags and, when the church routes pastoral care, opens its case and
// queues an e-mail to each pastoral contact, all in the caller's transaction (the one that
// stores the comment). Returns the queued e-mails for the caller to send after its commit.
export async function recordPastoralFlags(
  tx: DbOrTx,
  comment: FlaggedComment,
  flags: readonly TPastoralFlag[],
): Promise<string[]> {
  await insertCommentFlags(tx, comment, flags)
  const routed = flags.filter((flag) => ROUTED_FLAGS.includes(flag))
  if (routed.length === 0) return []
  return (await routeToChurch(tx, comment, flags)) ?? []
}

// Opens the comment's pastoral case and queues an e-mail to each who hears of it (its contacts,
// else its Owners, else for a crisis the agency's Owners: pastoral-recipients.ts), when the
// church routes pastoral care (null otherwise). A work item has one case: a conversation's later
// message alerts again only for a new crisis, or after its case was followed up, and not twice
// for the same flag within the quiet period (pastoral-alerts.ts; decision 075). Also a moderation
// rule's action, for comments the classifier did not flag.
export async function routeToChurch(
  tx: DbOrTx,
  comment: FlaggedComment,
  flags: readonly TPastoralFlag[],
): Promise<string[] | null> {
  const settings = await findPastoralSettings(tx, comment.organizationId)
  if (!settings.routingEnabled) return null
  const opened = await insertPastoralCase(tx, {
    commentId: comment.id,
    organizationId: comment.organizationId,
    flags: [...flags],
  })
  const alert = opened
    ? ({ send: true, reason: 'case_opened', flag: alertFlag(flags), detail: {} } as const)
    : await decideRepeatAlert(tx, comment, flags, alertFlag(flags))
  if (!alert) return null
  if (!alert.send) {
    await recordAlert(tx, comment, alert, 0)
    return null
  }
  const [recipients, context] = await Promise.all([
    pastoralRecipients(tx, comment.organizationId, flags),
    findRoutingContext(tx, comment.accountId),
  ])
  const mailIds: string[] = []
  for (const contact of recipients.people) {
    mailIds.push(
      await queueMail(tx, {
        to: contact.email,
        template: 'pastoral-care',
        data: {
          organizationName: context?.organizationName ?? '',
          accountUsername: context?.accountUsername ?? '',
          commenterUsername: comment.username,
          text: comment.text,
          flags: [...flags],
          emergencyGuidance: settings.emergencyGuidance,
          recipients: recipients.by,
        },
      }),
    )
  }
  await recordAlert(tx, comment, alert, mailIds.length)
  return mailIds
}

// The flag an alert is counted under: a crisis first, then the first routed flag.
function alertFlag(flags: readonly TPastoralFlag[]): TPastoralFlag {
  if (flags.includes('crisis')) return 'crisis'
  return flags.find((flag) => ROUTED_FLAGS.includes(flag)) ?? flags[0] ?? 'prayer'
}

// Sends the e-mails recordPastoralFlags queued, once their comment is committed. Without a job
// queue at hand, the mail module's minutely sweep sends them.
export async function sendPastoralMail(jobs: JobQueue | undefined, mailIds: readonly string[]) {
  if (!jobs) return
  for (const id of mailIds) await sendQueuedMail(jobs, id)
}
