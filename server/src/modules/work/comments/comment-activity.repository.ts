import { asc, eq } from 'drizzle-orm'
import type { COMMENT_ACTIVITY_KINDS } from '@common/schemas/comment'
import type { DbOrTx } from '../../../db/client'
import { commentActivity, user } from '../../../db/schema'

export type CommentActivityKind = (typeof COMMENT_ACTIVITY_KINDS)[number]

export interface CommentActivityEntry {
  commentId: string
  organizationId: string
  // Null for what Flock did on its own (a moderation rule, a sync).
  actorId: string | null
  kind: CommentActivityKind
  detail?: Record<string, string>
}

// Called inside the transaction that makes the change, so the activity never tells of a change
// that was rolled back, nor misses one that was kept.
export async function recordCommentActivity(tx: DbOrTx, entries: CommentActivityEntry[]) {
  if (entries.length === 0) return
  await tx
    .insert(commentActivity)
    .values(
      entries.map(({ commentId, ...entry }) => ({ detail: {}, ...entry, workItemId: commentId })),
    )
}

// A comment's activity, oldest first, with each actor's name (deactivated teammates keep theirs).
export async function listCommentActivity(db: DbOrTx, commentId: string) {
  return db
    .select({
      id: commentActivity.id,
      kind: commentActivity.kind,
      detail: commentActivity.detail,
      actorName: user.name,
      createdAt: commentActivity.createdAt,
    })
    .from(commentActivity)
    .leftJoin(user, eq(user.id, commentActivity.actorId))
    .where(eq(commentActivity.workItemId, commentId))
    .orderBy(asc(commentActivity.createdAt), asc(commentActivity.id))
}
