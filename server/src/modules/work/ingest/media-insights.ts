import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { media, mediaInsights } from '../../../db/schema'
import { InstagramError } from '../../../integrations/instagram/errors'
import type { UsageReport } from '../../../integrations/instagram/usage'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'

export const MANAGE_INSIGHTS = 'instagram_business_manage_insights'
// Reach and views keep growing for a while after a post: posts of the last 30 days are read
// again twice a day, at most 25 a sync, those read longest ago (or never) first.
export const INSIGHTS_DAYS = 30
export const INSIGHTS_REFRESH_HOURS = 12
export const INSIGHTS_PER_SYNC = 25

const HOUR_MS = 3600 * 1000

async function postsDue(db: DbOrTx, accountId: string, now: Date) {
  return db
    .select({ id: media.id, igMediaId: media.igMediaId })
    .from(media)
    .leftJoin(mediaInsights, eq(mediaInsights.mediaId, media.id))
    .where(
      and(
        eq(media.accountId, accountId),
        isNull(media.insightsRefusedAt),
        gte(media.postedAt, new Date(now.getTime() - INSIGHTS_DAYS * 24 * HOUR_MS)),
        or(
          isNull(mediaInsights.mediaId),
          lt(mediaInsights.fetchedAt, new Date(now.getTime() - INSIGHTS_REFRESH_HOURS * HOUR_MS)),
        ),
      ),
    )
    .orderBy(sql`${mediaInsights.fetchedAt} asc nulls first`, media.postedAt)
    .limit(INSIGHTS_PER_SYNC)
}

export async function saveMediaInsights(
  db: DbOrTx,
  mediaId: string,
  values: {
    state: 'ready' | 'pending' | 'too_few_viewers'
    reach?: number | null
    views?: number | null
  },
  now: Date,
) {
  const row = {
    state: values.state,
    reach: values.reach ?? null,
    views: values.views ?? null,
    fetchedAt: now,
  }
  await db
    .insert(mediaInsights)
    .values({ mediaId, ...row })
    .onConflictDoUpdate({ target: mediaInsights.mediaId, set: row })
}

// A refusal that names the post: it is gone from Instagram (100/33), or Instagram gives no
// insights for its kind ("(#100) … does not support the views metric for this media product
// type"). Asking again would only be refused again.
function refusedForThisPost(error: InstagramError) {
  return error.kind === 'not_found' || (error.kind === 'invalid' && error.code === 100)
}

// Reads the reach and views of the account's recent posts, when the account granted insights.
// A post refused for good is marked so and left out from then on, and the others are read. A
// refusal of the account's (a permission taken back), other than a rate limit or a dead token
// (which the sync itself handles), ends this part quietly: the posts and comments just synced
// matter more than their insights. Returns what a person should know, or null.
export async function syncMediaInsights(
  deps: InstagramDeps & { log?: { warn: (obj: object, msg: string) => void } },
  account: AccountRow,
  watch: (usage: UsageReport | null) => Promise<void>,
  now: Date,
): Promise<string | null> {
  if (!account.scopes.includes(MANAGE_INSIGHTS)) return null
  let refused = 0
  for (const post of await postsDue(deps.db, account.id, now)) {
    try {
      const result = await withAccountToken(deps, account, (token) =>
        deps.instagram.getMediaInsights(token, post.igMediaId),
      )
      await saveMediaInsights(deps.db, post.id, result, now)
      await watch(result.usage)
    } catch (error) {
      if (error instanceof InstagramError && refusedForThisPost(error)) {
        deps.log?.warn({ err: error, accountId: account.id, mediaId: post.id }, 'no insights')
        await deps.db.update(media).set({ insightsRefusedAt: now }).where(eq(media.id, post.id))
        refused += 1
        continue
      }
      if (error instanceof InstagramError && error.kind !== 'token' && !error.transient) {
        deps.log?.warn({ err: error, accountId: account.id }, 'insights not read')
        return 'Instagram refused to give this account’s insights; the posts and comments are up to date.'
      }
      throw error
    }
  }
  if (refused === 0) return null
  return `Instagram gives no insights for ${refused} post${refused === 1 ? '' : 's'} (deleted, or of a kind without them); the others are up to date.`
}
