import { unixSeconds, type SimContext } from '../context'
import type { Account, Comment } from '../store/types'

export function commentEventBody(ctx: SimContext, account: Account, comment: Comment): string {
  const from = comment.bySelf
    ? { ...comment.from, self_ig_scoped_id: account.appScopedId }
    : { ...comment.from }
  const value = {
    id: comment.id,
    text: comment.text,
    from,
    media: { id: comment.mediaId, media_product_type: 'FEED' },
    ...(comment.parentId ? { parent_id: comment.parentId } : {}),
  }
  const head = { id: account.userId, time: unixSeconds(ctx.clock.now()) }
  const entry =
    ctx.settings.webhookPayload === 'flat'
      ? { ...head, field: 'comments', value }
      : { ...head, changes: [{ field: 'comments', value }] }
  return JSON.stringify({ object: 'instagram', entry: [entry] })
}
