import { asc, eq } from 'drizzle-orm'
import type { TCommentNote } from '@common/schemas/comment-detail'
import type { DbOrTx } from '../../../db/client'
import { commentNotes, user } from '../../../db/schema'

// A comment's notes, oldest first, with each author's name (deactivated teammates keep theirs).
export async function listCommentNotes(db: DbOrTx, commentId: string): Promise<TCommentNote[]> {
  const rows = await db
    .select({
      id: commentNotes.id,
      authorName: user.name,
      text: commentNotes.text,
      createdAt: commentNotes.createdAt,
    })
    .from(commentNotes)
    .leftJoin(user, eq(user.id, commentNotes.authorId))
    .where(eq(commentNotes.workItemId, commentId))
    .orderBy(asc(commentNotes.createdAt), asc(commentNotes.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

export async function insertCommentNote(
  db: DbOrTx,
  note: { commentId: string; organizationId: string; authorId: string; text: string },
) {
  const { commentId, ...rest } = note
  const [row] = await db
    .insert(commentNotes)
    .values({ ...rest, workItemId: commentId })
    .returning()
  return row!
}
