import { unixSeconds, type SimContext } from '../context'
import { productTypeOf } from '../domain/media'
import type { Account, Comment } from '../store/types'

const mediaProductType = (ctx: SimContext, mediaId: string) => {
  const media = ctx.store.media.get(mediaId)
  return media ? productTypeOf(media) : 'FEED'
}

/** A comment on a live broadcast goes out as `live_comments`, in the same value shape. */
export const commentField = (ctx: SimContext, comment: Comment) =>
  mediaProductType(ctx, comment.mediaId) === 'LIVE' ? 'live_comments' : 'comments'

export function commentEventBody(ctx: SimContext, account: Account, comment: Comment): string {
  const from = comment.bySelf
    ? { ...comment.from, self_ig_scoped_id: account.appScopedId }
    : { ...comment.from }
  const value = {
    id: comment.id,
    text: comment.text,
    from,
    media: { id: comment.mediaId, media_product_type: mediaProductType(ctx, comment.mediaId) },
    ...(comment.parentId ? { parent_id: comment.parentId } : {}),
  }
  const head = { id: account.userId, time: unixSeconds(ctx.clock.now()) }
  const field = commentField(ctx, comment)
  const entry =
    ctx.settings.webhookPayload === 'flat'
      ? { ...head, field, value }
      : { ...head, changes: [{ field, value }] }
  return JSON.stringify({ object: 'instagram', entry: [entry] })
}
