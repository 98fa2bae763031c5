import type { TCommentChange } from '@common/events'
import type { DbOrTx } from '../../../db/client'
import { publish } from '../../../realtime/publish'

// The thread an event is about: its top comment, or for a comment Flock posts on a post (which
// answers no comment), the outgoing message itself.
export interface CommentThread {
  organizationId: string
  accountId: string
  commentId: string
}

// Tells the browsers that may see the thread's organization that it changed. Called inside a
// transaction, the event goes out only if the transaction commits (realtime/publish.ts).
export function publishCommentChange(db: DbOrTx, thread: CommentThread, change: TCommentChange) {
  return publish(db, { type: 'comment.changed', ...thread, change })
}

// The thread an outgoing message belongs to.
export const threadOfOutgoing = (row: {
  organizationId: string
  accountId: string
  workItemId: string | null
  id: string
}): CommentThread => ({
  organizationId: row.organizationId,
  accountId: row.accountId,
  commentId: row.workItemId ?? row.id,
})

// The thread a stored comment belongs to: a reply's events are its parent's.
export const threadOfComment = (comment: {
  organizationId: string
  accountId: string
  parentId: string | null
  id: string
}): CommentThread => ({
  organizationId: comment.organizationId,
  accountId: comment.accountId,
  commentId: comment.parentId ?? comment.id,
})
