import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments } from '../../db/schema'

export type CommentRow = typeof comments.$inferSelect
export type NewComment = typeof comments.$inferInsert

// Insert or refresh what Instagram says about a comment (text, likes, hidden). Flock's own
// state (response status) is never overwritten by a sync. `inserted` tells new from known.
export async function upsertComment(db: DbOrTx, values: NewComment) {
  const [row] = await db
    .insert(comments)
    .values(values)
    .onConflictDoUpdate({
      target: comments.igCommentId,
      set: {
        text: values.text,
        likeCount: values.likeCount,
        hidden: values.hidden,
        mediaId: values.mediaId,
      },
    })
    .returning({ id: comments.id, inserted: sql<boolean>`(xmax = 0)` })
  return row!
}

export async function findCommentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1)
  return row ?? null
}

export async function findCommentByIgId(db: DbOrTx, igCommentId: string) {
  const [row] = await db
    .select()
    .from(comments)
    .where(eq(comments.igCommentId, igCommentId))
    .limit(1)
  return row ?? null
}

export async function lockComment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).for('update').limit(1)
  return row ?? null
}

export async function updateComment(db: DbOrTx, id: string, values: Partial<NewComment>) {
  const [row] = await db.update(comments).set(values).where(eq(comments.id, id)).returning()
  return row ?? null
}

export async function deleteComment(db: DbOrTx, id: string) {
  await db.delete(comments).where(eq(comments.id, id))
}

// A reply written on Instagram by the account itself answers the comment, unless it already
// has an answer (or one on its way from Flock, which will set its own text).
export async function markAnsweredOnInstagram(
  db: DbOrTx,
  parentId: string,
  text: string,
  at: Date,
) {
  const [row] = await db
    .update(comments)
    .set({
      responseStatus: 'responded',
      responseText: text,
      respondedAt: at,
      respondedVia: 'instagram',
    })
    .where(and(eq(comments.id, parentId), eq(comments.responseStatus, 'pending')))
    .returning()
  return row ?? null
}

export async function listRepliesOf(db: DbOrTx, parentIds: string[]) {
  if (parentIds.length === 0) return []
  return db
    .select()
    .from(comments)
    .where(inArray(comments.parentId, parentIds))
    .orderBy(asc(comments.commentedAt), asc(comments.id))
}
