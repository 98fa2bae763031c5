import { desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { media } from '../../../db/schema'

export type NewPost = typeof media.$inferInsert

// Insert or refresh a post. `commentsBehind` says its comments need reading: its comment count
// changed since the last complete read of them, or they were never read completely.
export async function upsertPost(db: DbOrTx, values: NewPost) {
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
  return { row: row!, commentsBehind: row!.commentsSyncedCount !== row!.commentsCount }
}

// Every comment of the post was stored while Instagram counted `commentsCount` of them.
export async function markCommentsSynced(db: DbOrTx, id: string, commentsCount: number) {
  await db.update(media).set({ commentsSyncedCount: commentsCount }).where(eq(media.id, id))
}

export async function findPostByIgId(db: DbOrTx, igMediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.igMediaId, igMediaId)).limit(1)
  return row ?? null
}

export async function findPostById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  return row ?? null
}

export async function listRecentPosts(db: DbOrTx, accountId: string, limit: number) {
  return db
    .select()
    .from(media)
    .where(eq(media.accountId, accountId))
    .orderBy(desc(media.postedAt))
    .limit(limit)
}
