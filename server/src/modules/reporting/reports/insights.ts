import { inArray } from 'drizzle-orm'
import type { TPostInsights } from '@common/schemas/report-sections'
import type { DbOrTx } from '../../../db/client'
import { mediaInsights } from '../../../db/schema'

// The insights read for the report's posts (at most the 50 it lists), with engagement on reach.
export async function withInsights<T extends { id: string; likes: number; comments: number }>(
  db: DbOrTx,
  posts: T[],
): Promise<(T & { insights: TPostInsights | null })[]> {
  if (posts.length === 0) return []
  const rows = await db
    .select()
    .from(mediaInsights)
    .where(
      inArray(
        mediaInsights.mediaId,
        posts.map((post) => post.id),
      ),
    )
  const byPost = new Map(rows.map((row) => [row.mediaId, row]))
  return posts.map((post) => {
    const row = byPost.get(post.id)
    return {
      ...post,
      insights: row
        ? {
            state: row.state,
            reach: row.reach,
            views: row.views,
            engagementOnReach:
              row.reach && row.reach > 0
                ? Number((((post.likes + post.comments) / row.reach) * 100).toFixed(2))
                : null,
          }
        : null,
    }
  })
}
