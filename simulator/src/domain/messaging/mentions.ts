import { z } from 'zod'
import type { SimContext } from '../../context'
import { mentionKey } from '../../store/messaging-store'
import type { Mention } from '../../store/messaging-types'
import { followerId, newCommentId, newMediaId, nextSeq } from '../../store/store'
import type { Account } from '../../store/types'
import { deliverEvent, type DeliveryOutcome } from '../../webhooks/deliveries'
import { mentionEventBody } from '../../webhooks/messaging-payload'
import { requireAccount } from '../accounts'
import { toMs } from '../media'

export const ZCreateMention = z
  .object({
    account_id: z.string().min(1),
    /** who wrote the comment (or the caption) */
    username: z.string().regex(/^[A-Za-z0-9._]{1,30}$/),
    text: z.string().min(1).max(2200),
    /** the mention is in the caption of the follower's post, not in a comment */
    caption: z.literal(true).optional(),
    /** the caption of the post the mentioning comment is on */
    media_caption: z.string().max(2200).optional(),
    like_count: z.number().int().min(0).optional(),
    timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().positive()]).optional(),
  })
  .strict()

/** A comment on someone else's post (or that post's caption) that @mentions the account. */
export async function createMention(
  ctx: SimContext,
  input: z.infer<typeof ZCreateMention>,
): Promise<{ mention: Mention; webhook: DeliveryOutcome }> {
  const account: Account = requireAccount(ctx, input.account_id)
  const username = input.username.toLowerCase()
  const inCaption = input.caption === true
  const mention: Mention = {
    accountId: account.userId,
    kind: inCaption ? 'caption' : 'comment',
    ...(inCaption ? {} : { commentId: newCommentId(ctx.store) }),
    mediaId: newMediaId(ctx.store),
    username,
    authorId: followerId(ctx.store, username),
    text: input.text,
    caption: inCaption ? input.text : (input.media_caption ?? `A post by @${username}`),
    likeCount: input.like_count ?? 0,
    timestamp: toMs(input.timestamp, ctx.clock.now()),
    seq: nextSeq(ctx.store),
    replies: [],
  }
  ctx.store.messaging.mentions.set(mentionKey(mention), mention)
  const webhook = await deliverEvent(ctx, {
    userId: account.userId,
    field: 'mentions',
    ...(mention.commentId ? { commentId: mention.commentId } : {}),
    body: mentionEventBody(ctx, account, mention),
  })
  return { mention, webhook }
}

export function mentionView(m: Mention) {
  return {
    account_id: m.accountId,
    kind: m.kind,
    ...(m.commentId ? { comment_id: m.commentId } : {}),
    media_id: m.mediaId,
    username: m.username,
    from: { id: m.authorId, username: m.username },
    text: m.text,
    caption: m.caption,
    replies: m.replies,
  }
}
