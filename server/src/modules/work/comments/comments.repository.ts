import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { comments } from '../../../db/schema'

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

// The team's work on a comment, each a conditional write: it changes the comment only from the
// state it expects, so two teammates racing (or a reply landing on Instagram meanwhile) leave one
// winner, and a rule never undoes what a person did.

// Open → done by a teammate (the work queue's "Done").
export async function markDoneIf(db: DbOrTx, commentId: string, userId: string) {
  const [row] = await db
    .update(comments)
    .set({ responseStatus: 'done', doneAt: sql`now()`, doneBy: userId })
    .where(
      and(
        eq(comments.id, commentId),
        isNull(comments.parentId),
        eq(comments.isOwn, false),
        eq(comments.hidden, false),
        eq(comments.responseStatus, 'pending'),
      ),
    )
    .returning()
  return row ?? null
}

export async function reopenIf(db: DbOrTx, commentId: string) {
  const [row] = await db
    .update(comments)
    .set({ responseStatus: 'pending', doneAt: null, doneBy: null })
    .where(and(eq(comments.id, commentId), eq(comments.responseStatus, 'done')))
    .returning()
  return row ?? null
}

export async function setAssignee(db: DbOrTx, commentId: string, assigneeId: string | null) {
  const [row] = await db
    .update(comments)
    .set({ assigneeId })
    .where(eq(comments.id, commentId))
    .returning()
  return row ?? null
}

// Done by a rule: only from pending, so a comment answered in the meantime stays answered.
export async function markDoneByRule(db: DbOrTx, commentId: string) {
  const rows = await db
    .update(comments)
    .set({ responseStatus: 'done', doneAt: sql`now()`, doneBy: null })
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.isOwn, false),
        eq(comments.hidden, false),
        eq(comments.responseStatus, 'pending'),
      ),
    )
    .returning({ id: comments.id })
  return rows.length > 0
}

// Assigned by a rule: never over a teammate already assigned.
export async function assignIfUnassigned(db: DbOrTx, commentId: string, assigneeId: string) {
  const rows = await db
    .update(comments)
    .set({ assigneeId })
    .where(and(eq(comments.id, commentId), isNull(comments.assigneeId)))
    .returning({ id: comments.id })
  return rows.length > 0
}

// Set-based work over a selection (bulk actions). Only a follower's top-level comment is worked
// in bulk, as in the inbox list.
export const topLevelFollowerComment = and(isNull(comments.parentId), eq(comments.isOwn, false))!

export interface ChangedComment {
  id: string
  organizationId: string
  accountId: string
}
export const changedColumns = {
  id: comments.id,
  organizationId: comments.organizationId,
  accountId: comments.accountId,
}

// Open → done, for the comments still awaiting a reply with none on its way.
export function markSelectedDone(db: DbOrTx, selection: SQL, actorId: string, at: Date) {
  return db
    .update(comments)
    .set({ responseStatus: 'done', doneAt: at, doneBy: actorId })
    .where(
      and(
        selection,
        topLevelFollowerComment,
        eq(comments.hidden, false),
        eq(comments.responseStatus, 'pending'),
      ),
    )
    .returning(changedColumns)
}

export function reopenSelected(db: DbOrTx, selection: SQL) {
  return db
    .update(comments)
    .set({ responseStatus: 'pending', doneAt: null, doneBy: null })
    .where(and(selection, topLevelFollowerComment, eq(comments.responseStatus, 'done')))
    .returning(changedColumns)
}

export function assignSelected(db: DbOrTx, selection: SQL, assigneeId: string | null) {
  return db
    .update(comments)
    .set({ assigneeId })
    .where(
      and(
        selection,
        topLevelFollowerComment,
        sql`${comments.assigneeId} is distinct from ${assigneeId}`,
      ),
    )
    .returning(changedColumns)
}
