import { and, inArray, ne } from 'drizzle-orm'
import { posts } from '../../../db/schema'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import type { PostRow } from './posts.repository'

const PRODUCT_TYPES: Record<PostRow['kind'], string> = {
  image: 'FEED',
  carousel: 'FEED',
  reel: 'REELS',
  story: 'STORY',
}

// Instagram's clocks and ours differ a little; a post published before we asked is not ours.
const CLOCK_SLACK_MS = 10 * 60 * 1000

// The media a PUBLISHED container became. Instagram does not link the two, so the account's
// newest posts are searched for this one: the same kind, the same caption (a story has none),
// published after media_publish was first asked, and not another Flock post's. Never simply the
// newest post (another app, or the church itself, may have posted since).
export async function findMediaOfContainer(
  deps: InstagramDeps,
  post: PostRow,
  account: AccountRow,
): Promise<{ igMediaId: string; permalink: string | null } | null> {
  const recent = await withAccountToken(deps, account, (token) =>
    deps.instagram.listPublishedMedia(token, account.igUserId, 50),
  )
  const since = (post.publishRequestedAt ?? post.containerCreatedAt ?? post.createdAt).getTime()
  const candidates = recent.filter((media) => {
    if (media.media_product_type && media.media_product_type !== PRODUCT_TYPES[post.kind])
      return false
    if (post.kind !== 'story' && (media.caption ?? '').trim() !== post.caption.trim()) return false
    const at = media.timestamp ? Date.parse(media.timestamp) : NaN
    return Number.isNaN(at) || at >= since - CLOCK_SLACK_MS
  })
  if (candidates.length === 0) return null
  const claimed = new Set(
    (
      await deps.db
        .select({ igMediaId: posts.igMediaId })
        .from(posts)
        .where(
          and(
            inArray(
              posts.igMediaId,
              candidates.map((media) => media.id),
            ),
            ne(posts.id, post.id),
          ),
        )
    ).map((row) => row.igMediaId),
  )
  // Newest first from Instagram: the oldest unclaimed match is the one published first.
  const mine = candidates.filter((media) => !claimed.has(media.id)).at(-1)
  return mine ? { igMediaId: mine.id, permalink: mine.permalink ?? null } : null
}
