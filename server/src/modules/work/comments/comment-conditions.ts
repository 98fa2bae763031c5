import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { comments } from '../../../db/schema'

// One definition of "awaiting a reply", used by the inbox, the counts on every card and the
// dashboard: a follower's top-level comment, not hidden, not yet answered (a reply on its way
// still counts until Instagram accepts it): the inbox's Open view. Written out in SQL more times:
// the predicates of comments_awaiting_idx, comments_awaiting_received_idx and
// comments_assignee_open_idx (schema.ts), the comment_counts
// triggers (migrations 0007 and 0018), the assigned_open_counts triggers (migration 0037, decision
// 059) and the comment_rollups triggers (migration rollups, decision 037), which
// comment-counts.test.ts, assigned-open-counts.test.ts and comment-rollups.test.ts check against
// these conditions.
export const awaitingReply: SQL = and(
  isNull(comments.parentId),
  eq(comments.isOwn, false),
  eq(comments.hidden, false),
  inArray(comments.responseStatus, ['pending', 'sending']),
)!

// Comments written by followers (top-level or replies), not by the account itself.
export const fromFollowers: SQL = eq(comments.isOwn, false)
