import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { media } from '../../db/schema'

export type MediaRow = typeof media.$inferSelect
export type NewMedia = typeof media.$inferInsert

// Insert or refresh a post; returns the stored row and whether its comment count changed, which
// is what tells the sync to fetch its comments again.
export async function upsertMedia(db: DbOrTx, values: NewMedia) {
  const [previous] = await db
    .select({ commentsCount: media.commentsCount })
    .from(media)
    .where(eq(media.igMediaId, values.igMediaId))
    .limit(1)
  const [row] = await db
    .insert(media)
    .values(values)
    .onConflictDoUpdate({
      target: media.igMediaId,
      set: {
        caption: values.caption,
        mediaType: values.mediaType,
        mediaUrl: values.mediaUrl,
        thumbnailUrl: values.thumbnailUrl,
        permalink: values.permalink,
        likeCount: values.likeCount,
        commentsCount: values.commentsCount,
        followersAtSync: values.followersAtSync,
        syncedAt: sql`now()`,
      },
    })
    .returning()
  return {
    row: row!,
    commentsChanged: !previous || previous.commentsCount !== values.commentsCount,
  }
}

export async function findMediaByIgId(db: DbOrTx, igMediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.igMediaId, igMediaId)).limit(1)
  return row ?? null
}

export async function findMediaById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  return row ?? null
}

export async function listRecentMedia(db: DbOrTx, accountId: string, limit: number) {
  return db
    .select()
    .from(media)
    .where(eq(media.accountId, accountId))
    .orderBy(desc(media.postedAt))
    .limit(limit)
}

export async function findMediaByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids)))
}
