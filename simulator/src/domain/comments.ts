import { z } from 'zod'
import { graphTime, type SimContext } from '../context'
import { followerId, newCommentId, nextSeq } from '../store/store'
import type { Account, Author, Comment } from '../store/types'
import { NotFoundError } from './accounts'
import { requireMedia, toMs } from './media'

export const ZCreateFollowerComment = z
  .object({
    media_id: z.string().min(1),
    username: z.string().regex(/^[A-Za-z0-9._]{1,30}$/),
    text: z.string().min(1).max(2200),
    parent_id: z.string().min(1).optional(),
    timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().positive()]).optional(),
    like_count: z.number().int().min(0).optional(),
    hidden: z.boolean().optional(),
  })
  .strict()
export type TCreateFollowerComment = z.infer<typeof ZCreateFollowerComment>

const newestFirst = (a: Comment, b: Comment) => b.timestamp - a.timestamp || b.seq - a.seq

interface NewComment {
  mediaId: string
  parentId: string | null
  text: string
  from: Author
  bySelf: boolean
  timestamp?: number
  likeCount?: number
  hidden?: boolean
}

function insertComment(ctx: SimContext, input: NewComment): Comment {
  const comment: Comment = {
    id: newCommentId(ctx.store),
    mediaId: input.mediaId,
    parentId: input.parentId,
    text: input.text,
    from: input.from,
    bySelf: input.bySelf,
    timestamp: input.timestamp ?? ctx.clock.now(),
    likeCount: input.likeCount ?? 0,
    hidden: input.hidden ?? false,
    seq: nextSeq(ctx.store),
  }
  ctx.store.comments.set(comment.id, comment)
  return comment
}

/** Instagram threads are one level deep: a reply to a reply joins the top-level comment. */
export function topLevelOf(ctx: SimContext, comment: Comment): Comment {
  return (comment.parentId && ctx.store.comments.get(comment.parentId)) || comment
}

export function requireComment(ctx: SimContext, id: string): Comment {
  const comment = ctx.store.comments.get(id)
  if (!comment) throw new NotFoundError(`No comment ${id}`)
  return comment
}

export function addFollowerComment(ctx: SimContext, input: TCreateFollowerComment): Comment {
  const media = requireMedia(ctx, input.media_id)
  const parent = input.parent_id ? topLevelOf(ctx, requireComment(ctx, input.parent_id)) : null
  if (parent && parent.mediaId !== media.id)
    throw new NotFoundError(`Comment ${input.parent_id} is not on media ${media.id}`)
  const username = input.username.toLowerCase()
  return insertComment(ctx, {
    mediaId: media.id,
    parentId: parent?.id ?? null,
    text: input.text,
    from: { id: followerId(ctx.store, username), username },
    bySelf: false,
    timestamp: toMs(input.timestamp, ctx.clock.now()),
    likeCount: input.like_count,
    hidden: input.hidden,
  })
}

export function addOwnComment(
  ctx: SimContext,
  account: Account,
  mediaId: string,
  text: string,
  parentId: string | null,
  timestamp?: number,
): Comment {
  return insertComment(ctx, {
    mediaId,
    parentId,
    text,
    from: { id: account.userId, username: account.username },
    bySelf: true,
    timestamp,
  })
}

const visible = (ctx: SimContext, c: Comment) => ctx.settings.hiddenComments === 'list' || !c.hidden

export const topLevelComments = (ctx: SimContext, mediaId: string) =>
  [...ctx.store.comments.values()]
    .filter((c) => c.mediaId === mediaId && !c.parentId && visible(ctx, c))
    .sort(newestFirst)

export const repliesOf = (ctx: SimContext, commentId: string) =>
  [...ctx.store.comments.values()]
    .filter((c) => c.parentId === commentId && visible(ctx, c))
    .sort(newestFirst)

/** Deleting a top-level comment removes its replies too (Instagram shows none without it). */
export function deleteComment(ctx: SimContext, comment: Comment): number {
  let removed = 0
  for (const c of [...ctx.store.comments.values()]) {
    if (c.id !== comment.id && c.parentId !== comment.id) continue
    ctx.store.comments.delete(c.id)
    removed += 1
  }
  return removed
}

export function commentView(c: Comment) {
  return {
    id: c.id,
    media_id: c.mediaId,
    parent_id: c.parentId,
    text: c.text,
    timestamp: graphTime(c.timestamp),
    from: c.from,
    username: c.from.username,
    like_count: c.likeCount,
    hidden: c.hidden,
    by_account: c.bySelf,
  }
}
