import type { TPostDetail } from '@common/schemas/posts'
import type { Actor } from '../../../auth/policy'
import { AppError } from '../../../lib/app-error'
import { checkPublicMediaUrl } from '../../churches/assets/public-media-url'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import { requestPublishScan, schedulePostApprovalReminder } from '../../../jobs/contracts'
import { getPost, requireVisiblePost, stateRefusal } from './posts.service'
import { submitPost, unschedulePost } from './post-state'
import {
  publishPostChange,
  type PublishingContext,
  talksToRealInstagram,
} from './publishing-context'
import { findPublishingSettings } from './publishing-settings.repository'
import { clearContainers, listItemsOf, recordLedger } from './posts.repository'
import { toPost } from './post-view'
import { quotaAt } from './quota'

// A little slack for a "now" that took a moment to send.
const PAST_TOLERANCE_MS = 60_000

const formatTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

// Schedule (at a time) or publish now: checked, then held for the church's approval when it
// asks for it (and has not approved this content), else scheduled. Owners and Admins only.
export async function submitForPublishing(
  context: PublishingContext,
  actor: Actor,
  id: string,
  request: { scheduledAt: Date | 'now'; version?: number },
): Promise<TPostDetail> {
  const row = await requireVisiblePost(context.db, actor, id)
  const found = row.post
  if (request.version !== undefined && request.version !== found.version)
    throw new AppError(
      'POST_CHANGED',
      'Someone changed this post since you opened it. Reload it, then schedule it again.',
    )
  if (!['draft', 'failed', 'scheduled', 'awaiting_approval'].includes(found.state))
    throw stateRefusal(found, 'scheduled')
  const scheduledAt = request.scheduledAt === 'now' ? new Date() : request.scheduledAt
  if (scheduledAt.getTime() < Date.now() - PAST_TOLERANCE_MS)
    throw new AppError(
      'VALIDATION_FAILED',
      'scheduledAt: That time has passed. Pick a later time, or use Publish now.',
    )
  const account = await findAccountById(context.db, found.accountId)
  if (!account || account.status !== 'connected')
    throw new AppError(
      'ACCOUNT_NOT_CONNECTED',
      `@${account?.username ?? 'the account'} is not connected, so nothing can be published to it. The church must grant access again first.`,
    )
  // Instagram fetches each file from its public URL when the post is made: say now, in words,
  // when it cannot.
  const view = toPost(row, await listItemsOf(context.db, [id]), context)
  for (const item of view.items) {
    if (!item.url)
      throw new AppError(
        'VALIDATION_FAILED',
        'items: A file of this post was deleted from the media library. Pick another one.',
      )
    const check = checkPublicMediaUrl(item.url, {
      realInstagram: talksToRealInstagram(context.instagram),
    })
    if (!check.ok) throw new AppError('MEDIA_NOT_REACHABLE', check.message)
  }
  const quota = await quotaAt(context, account, scheduledAt, id)
  if (quota.nextSlotAt)
    throw new AppError(
      'PUBLISHING_LIMIT_REACHED',
      `@${account.username} already has ${quota.quotaUsage} posts in the 24 hours up to ${formatTime(scheduledAt)}; Instagram allows ${quota.quotaTotal}. The next slot frees at ${formatTime(new Date(quota.nextSlotAt))}.`,
    )
  const settings = await findPublishingSettings(context.db, found.organizationId)
  const needsApproval = Boolean(settings?.postsNeedApproval) && !found.approvedAt
  const updated = await context.db.transaction(async (tx) => {
    if (found.state === 'failed') await clearContainers(tx, id)
    const next = await submitPost(tx, id, [found.state], {
      scheduledAt,
      needsApproval,
      version: found.version,
    })
    if (!next)
      throw new AppError(
        'POST_CHANGED',
        'Someone changed this post at the same moment. Reload it, then schedule it again.',
      )
    await recordLedger(
      tx,
      id,
      needsApproval ? 'submitted_for_approval' : 'scheduled',
      `${request.scheduledAt === 'now' ? 'to publish now' : `for ${formatTime(scheduledAt)}`}, by ${actor.name}`,
    )
    await publishPostChange(tx, next, needsApproval ? 'awaiting_approval' : 'scheduled')
    return next
  })
  if (needsApproval) await scheduleApprovalReminderForPost(context, updated.id, scheduledAt)
  else if (request.scheduledAt === 'now') await requestPublishScan(context.jobs)
  return getPost(context, actor, id)
}

// The church hears once, 24 hours before the post is due (at once when it is due sooner).
async function scheduleApprovalReminderForPost(
  context: PublishingContext,
  postId: string,
  scheduledAt: Date,
) {
  const wait = Math.max(0, (scheduledAt.getTime() - 24 * 3600 * 1000 - Date.now()) / 1000)
  await schedulePostApprovalReminder(context.jobs, postId, Math.ceil(wait))
}

export async function unscheduleForDraft(
  context: PublishingContext,
  actor: Actor,
  id: string,
  version?: number,
): Promise<TPostDetail> {
  const found = (await requireVisiblePost(context.db, actor, id)).post
  await context.db.transaction(async (tx) => {
    const row = await unschedulePost(tx, id, version)
    if (!row) throw stateRefusal(found, 'unscheduled')
    await recordLedger(tx, id, 'unscheduled', `by ${actor.name}`)
    await publishPostChange(tx, row, 'unscheduled')
  })
  return getPost(context, actor, id)
}
