import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments } from '../../db/schema'

export type CommentRow = typeof comments.$inferSelect
export type NewComment = typeof comments.$inferInsert

// What Instagram can tell about a comment. A sync reads all of it; a webhook carries only the
// text, the author and the post, and leaves likes and hidden state out.
export const INSTAGRAM_FIELDS = [
  'text',
  'username',
  'fromIgId',
  'likeCount',
  'hidden',
  'mediaId',
  'commentedAt',
] as const
export type InstagramField = (typeof INSTAGRAM_FIELDS)[number]

// Insert a comment, or refresh a known one with only the fields its source carried (and has a
// value for): a replayed webhook must not reset likes, unhide a hidden comment or drop its post.
// Flock's own state (response status) is never overwritten. `inserted` tells new from known.
export async function upsertComment(
  db: DbOrTx,
  values: NewComment,
  carried: readonly InstagramField[] = INSTAGRAM_FIELDS,
) {
  const set: Partial<NewComment> = { text: values.text }
  for (const field of carried) {
    const value = values[field]
    if (value !== undefined && value !== null) Object.assign(set, { [field]: value })
  }
  const [row] = await db
    .insert(comments)
    .values(values)
    .onConflictDoUpdate({ target: comments.igCommentId, set })
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
// has an answer (or one on its way from Flock, which will set its own text). A comment marked
// done is answered all the same: a reply is a better record than "no reply needed".
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
      doneAt: null,
      doneBy: null,
    })
    .where(and(eq(comments.id, parentId), inArray(comments.responseStatus, ['pending', 'done'])))
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
