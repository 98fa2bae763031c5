import { idList } from '@common/schemas/common'
import type { TPostSearchPage, TPostSearchQuery } from '@common/schemas/post'
import type { DbOrTx } from '../../../db/client'
import { requireCursor, toPage } from '../../../lib/pagination'
import { searchPosts } from './post-search.repository'

// A caption longer than this is cut for the picker; the post's own page shows all of it.
const CAPTION_EXCERPT = 140

const excerpt = (caption: string) =>
  caption.length > CAPTION_EXCERPT ? `${caption.slice(0, CAPTION_EXCERPT - 1).trimEnd()}…` : caption

export async function findPosts(db: DbOrTx, query: TPostSearchQuery): Promise<TPostSearchPage> {
  const rows = await searchPosts(db, {
    search: query.search || undefined,
    ids: idList(query.id),
    accountIds: idList(query.accountId),
    organizationIds: idList(query.organizationId),
    after: requireCursor(query.cursor, 'timestamp'),
    limit: query.limit,
  })
  const page = toPage(rows, query.limit, (row) => ({ key: row.cursorKey, id: row.id }))
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      caption: excerpt(row.caption),
      imageUrl: row.thumbnailUrl ?? row.mediaUrl,
      postedAt: row.postedAt.toISOString(),
    })),
  }
}
