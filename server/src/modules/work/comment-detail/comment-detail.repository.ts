import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { comments, instagramAccounts } from '../../../db/schema'

export const OTHER_COMMENTS_LIMIT = 10

// The same person's other top-level comments (each opens in the detail) on any of the agency's
// accounts, newest first: by Instagram's id of the person where known (comments_from_idx), else
// by username (comments_username_idx). Either way an index walk of a few rows.
export function commenterCommentsQuery(
  db: DbOrTx,
  comment: { id: string; fromIgId: string | null; username: string },
) {
  const samePerson = comment.fromIgId
    ? eq(comments.fromIgId, comment.fromIgId)
    : eq(comments.username, comment.username)
  return db
    .select({
      id: comments.id,
      accountUsername: instagramAccounts.username,
      text: comments.text,
      commentedAt: comments.commentedAt,
      responseStatus: comments.responseStatus,
    })
    .from(comments)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .where(
      and(
        samePerson,
        ne(comments.id, comment.id),
        isNull(comments.parentId),
        eq(comments.isOwn, false),
      ),
    )
    .orderBy(desc(comments.commentedAt), desc(comments.id))
    .limit(OTHER_COMMENTS_LIMIT)
}

export async function listCommenterComments(
  db: DbOrTx,
  comment: { id: string; fromIgId: string | null; username: string },
) {
  const rows = await commenterCommentsQuery(db, comment)
  return rows.map((row) => ({ ...row, commentedAt: row.commentedAt.toISOString() }))
}
