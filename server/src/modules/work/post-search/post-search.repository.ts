import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { instagramAccounts, media } from '../../../db/schema'
import { containsPattern } from '../../../lib/like-pattern'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'

export interface PostSearch {
  search?: string
  ids?: string[]
  accountIds?: string[]
  organizationIds?: string[]
  after?: Keyset
  limit: number
}

// Newest first by (posted_at, id): narrowed to accounts, media_account_posted_idx serves it;
// across the agency, media_posted_idx. A caption search filters the rows read in that order.
export async function searchPosts(db: DbOrTx, query: PostSearch) {
  const conditions: (SQL | undefined)[] = [
    query.ids ? inArray(media.id, query.ids) : undefined,
    query.accountIds ? inArray(media.accountId, query.accountIds) : undefined,
    query.organizationIds
      ? inArray(instagramAccounts.organizationId, query.organizationIds)
      : undefined,
    query.search ? ilike(media.caption, containsPattern(query.search)) : undefined,
    afterKeyset('desc', [media.postedAt, media.id], query.after),
  ]
  return db
    .select({
      id: media.id,
      accountId: media.accountId,
      accountUsername: instagramAccounts.username,
      caption: media.caption,
      thumbnailUrl: media.thumbnailUrl,
      mediaUrl: media.mediaUrl,
      postedAt: media.postedAt,
      cursorKey: timestampKey(media.postedAt),
    })
    .from(media)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, media.accountId))
    .where(and(...conditions))
    .orderBy(desc(media.postedAt), desc(media.id))
    .limit(query.limit + 1)
}
