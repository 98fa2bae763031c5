import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { comments, media } from '../../../db/schema'
import { InstagramError } from '../../../integrations/instagram/errors'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { publishCommentChange, threadOfComment } from '../comments/comment-events'

// Live comments (decision 077): Instagram allows one private reply to a comment on a live
// broadcast while it is on air, and no public reply at all. Nothing tells Flock the broadcast
// ended; Instagram just stops finding its media. So before a private reply Flock reads the
// broadcast, and a miss (or Instagram's window refusal of the reply) records the end on its post.

// The broadcast a live comment was made on, with what Flock knows of its end.
export async function broadcastOf(db: DbOrTx, commentId: string) {
  const [row] = await db
    .select({
      postId: media.id,
      igMediaId: media.igMediaId,
      liveEndedAt: media.liveEndedAt,
      accountId: comments.accountId,
    })
    .from(comments)
    .innerJoin(media, eq(media.id, comments.mediaId))
    .where(and(eq(comments.id, commentId), eq(comments.isLive, true)))
  return row ?? null
}

// Asks Instagram whether the broadcast of this live comment is still on air, and records its end
// when it is not. Instagram out of reach says nothing either way: the reply goes ahead, and a
// broadcast that did end refuses it at delivery (recordBroadcastEnded).
export async function checkBroadcastOnAir(deps: InstagramDeps, commentId: string) {
  const broadcast = await broadcastOf(deps.db, commentId)
  if (!broadcast || broadcast.liveEndedAt) return
  const account = await findAccountById(deps.db, broadcast.accountId)
  if (!account || account.status !== 'connected') return
  try {
    await withAccountToken(deps, account, (token) =>
      deps.instagram.getMedia(token, broadcast.igMediaId),
    )
  } catch (error) {
    if (error instanceof InstagramError && error.kind === 'not_found')
      await recordBroadcastEnded(deps.db, commentId)
  }
}

// Marks the broadcast of this live comment as over, once, and tells open inboxes.
export async function recordBroadcastEnded(db: DbOrTx, commentId: string) {
  const broadcast = await broadcastOf(db, commentId)
  if (!broadcast) return false
  const ended = await db
    .update(media)
    .set({ liveEndedAt: new Date() })
    .where(and(eq(media.id, broadcast.postId), isNull(media.liveEndedAt)))
    .returning({ id: media.id })
  if (ended.length === 0) return false
  const [comment] = await db
    .select({
      id: comments.id,
      organizationId: comments.organizationId,
      accountId: comments.accountId,
      parentId: comments.parentId,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
  if (comment) await publishCommentChange(db, threadOfComment(comment), 'live_ended')
  return true
}

// The account's broadcasts Flock still takes for on air, read again by each sync, so a broadcast
// nobody answered is also shown as ended within a quarter of an hour. One Graph call per such
// broadcast; none for an account without one.
export async function checkAccountBroadcasts(deps: InstagramDeps, accountId: string) {
  const open = await deps.db
    .selectDistinctOn([media.id], { commentId: comments.id })
    .from(comments)
    .innerJoin(media, eq(media.id, comments.mediaId))
    .where(
      and(eq(comments.accountId, accountId), eq(comments.isLive, true), isNull(media.liveEndedAt)),
    )
  for (const { commentId } of open) await checkBroadcastOnAir(deps, commentId)
}
