import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { SimContext } from '../context'
import {
  accountView,
  createAccount,
  listAccounts,
  requireAccount,
  ZCreateAccount,
} from '../domain/accounts'
import { addFollowerComment, commentView, ZCreateFollowerComment } from '../domain/comments'
import { endLive, requireOnAir, startLive, ZStartLive } from '../domain/live'
import { createMedia, mediaOf, mediaView, ZCreateMedia } from '../domain/media'
import { KNOWN_SCOPES } from '../domain/oauth-codes'
import { expireTokens, issueToken, lifetimeSeconds } from '../domain/tokens'
import { deliverCommentEvent } from '../webhooks/deliveries'

const ZIssueToken = z
  .object({
    account_id: z.string().min(1),
    kind: z.enum(['short', 'long']).default('long'),
    scopes: z
      .array(z.enum(KNOWN_SCOPES as [string, ...string[]]))
      .default(['instagram_business_basic', 'instagram_business_manage_comments']),
  })
  .strict()

const ZExpireToken = z
  .object({ access_token: z.string().min(1).optional(), user_id: z.string().min(1).optional() })
  .strict()
  .refine((b) => b.access_token || b.user_id, 'Give access_token or user_id')

/** Control API for the data Instagram would hold: accounts, posts, follower comments, tokens. */
export function registerDataRoutes(app: FastifyInstance, ctx: SimContext) {
  app.get('/__sim/accounts', async () => ({
    data: listAccounts(ctx).map((a) => accountView(ctx, a)),
  }))

  app.post('/__sim/accounts', async (req, reply) => {
    const account = createAccount(ctx, ZCreateAccount.parse(req.body ?? {}))
    return reply.status(201).send(accountView(ctx, account))
  })

  app.get('/__sim/accounts/:id/media', async (req) => {
    const account = requireAccount(ctx, (req.params as { id: string }).id)
    return { data: mediaOf(ctx, account.userId).map((m) => mediaView(ctx, m)) }
  })

  app.post('/__sim/media', async (req, reply) => {
    const media = createMedia(ctx, ZCreateMedia.parse(req.body ?? {}))
    return reply.status(201).send(mediaView(ctx, media))
  })

  // A live broadcast on an account: its comments go out as `live_comments` until it ends.
  app.post('/__sim/live', async (req, reply) => {
    const media = startLive(ctx, ZStartLive.parse(req.body ?? {}))
    return reply.status(201).send(mediaView(ctx, media))
  })

  app.post('/__sim/live/:id/end', async (req) =>
    mediaView(ctx, endLive(ctx, (req.params as { id: string }).id)),
  )

  app.post('/__sim/comments', async (req, reply) => {
    const input = ZCreateFollowerComment.parse(req.body ?? {})
    const target = ctx.store.media.get(input.media_id)
    if (target) requireOnAir(target)
    const comment = addFollowerComment(ctx, input)
    const media = ctx.store.media.get(comment.mediaId)
    const account = media && ctx.store.accounts.get(media.ownerId)
    const webhook = account ? await deliverCommentEvent(ctx, account, comment) : undefined
    return reply.status(201).send({ ...commentView(comment), webhook })
  })

  app.post('/__sim/tokens', async (req, reply) => {
    const input = ZIssueToken.parse(req.body ?? {})
    const account = requireAccount(ctx, input.account_id)
    const token = issueToken(ctx, account.userId, input.kind, input.scopes)
    return reply.status(201).send({
      access_token: token.value,
      token_type: 'bearer',
      expires_in: lifetimeSeconds(token),
      user_id: account.appScopedId,
      ig_user_id: account.userId,
      permissions: token.scopes,
    })
  })

  app.post('/__sim/expire-token', async (req) => {
    const input = ZExpireToken.parse(req.body ?? {})
    const userId = input.user_id && requireAccount(ctx, input.user_id).userId
    const expired = expireTokens(
      ctx,
      (t) => t.value === input.access_token || (userId !== undefined && t.userId === userId),
    )
    return { expired }
  })
}
