import { PUBLISHING_QUOTA, type TPublishingLimit } from '@common/schemas/posts'
import type { DbOrTx } from '../../../db/client'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import { tokenOf } from '../../instagram/instagram-accounts/account-token'
import type { PublishingContext } from './publishing-context'
import { countQuotaPosts } from './posts.repository'

const WINDOW_MS = PUBLISHING_QUOTA.windowHours * 3600 * 1000

// Instagram's own count, when it answers: posts the account published through any app in the
// window ending now (since `since`). Without it (not connected, Instagram down), Flock's count.
async function instagramUsage(
  context: PublishingContext,
  account: AccountRow,
  since: Date,
): Promise<{ usage: number; total: number | null } | null> {
  try {
    const answer = await context.instagram.getPublishingLimit(
      tokenOf(context, account),
      account.igUserId,
      since,
    )
    return { usage: answer.quotaUsage, total: answer.quotaTotal }
  } catch {
    return null
  }
}

// How full the 24 hours ending at `at` are: Flock's published, scheduled and publishing posts
// of the account, with Instagram's own count of what is already published (other apps count
// too) when the window reaches back into the past. `nextSlotAt`: when one more fits.
export async function quotaAt(
  context: PublishingContext & { db: DbOrTx },
  account: AccountRow,
  at: Date,
  exceptPostId?: string,
): Promise<TPublishingLimit> {
  const from = new Date(at.getTime() - WINDOW_MS)
  const now = new Date()
  const times = await countQuotaPosts(
    context.db,
    account.id,
    { from, to: new Date(at.getTime() + 1) },
    exceptPostId,
  )
  let usage = times.length
  let total: number = PUBLISHING_QUOTA.total
  if (from < now) {
    const live = await instagramUsage(
      context,
      account,
      from > new Date(now.getTime() - WINDOW_MS) ? from : new Date(now.getTime() - WINDOW_MS),
    )
    if (live) {
      total = live.total ?? total
      const flockPast = times.filter((time) => time <= now).length
      usage = Math.max(flockPast, live.usage) + (times.length - flockPast)
    }
  }
  // The slot frees when the oldest post still counted leaves the window.
  const excess = usage - total + 1
  const nextSlotAt =
    excess > 0 ? new Date((times[excess - 1] ?? times.at(-1) ?? at).getTime() + WINDOW_MS) : null
  return {
    quotaUsage: usage,
    quotaTotal: total,
    nextSlotAt: nextSlotAt ? nextSlotAt.toISOString() : null,
  }
}
