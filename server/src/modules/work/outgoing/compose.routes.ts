import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZComposeMessage, ZOutgoing, ZPrivateReplyMessage } from '@common/schemas/comment'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import {
  discardOutgoing,
  retryOutgoing,
  sendPostComment,
  sendPrivateReply,
  sendReply,
} from './outgoing.service'
import { withdrawOutgoing } from './withdraw.service'

// Replies and new comments on their way to Instagram, exactly once each. Admins only.
export const composeRoutes: FastifyPluginAsyncZod = async (app) => {
  const compose = () => ({
    db: app.db,
    jobs: app.jobs,
    instagram: { db: app.db, instagram: app.instagram, cipher: app.tokenCipher },
  })

  app.post(
    '/api/comments/:id/replies',
    {
      schema: {
        tags: ['comments'],
        summary: 'Reply to a comment on Instagram (exactly once per idempotency key)',
        params: ZId('Comment'),
        body: ZComposeMessage,
        response: { 202: ZOutgoing, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reply
        .status(202)
        .send(await sendReply(compose(), actor.userId, request.params.id, request.body))
    },
  )

  app.post(
    '/api/comments/:id/private-replies',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Reply privately: an Instagram direct message to the commenter (once per comment, within 7 days)',
        params: ZId('Comment'),
        body: ZPrivateReplyMessage,
        response: { 202: ZOutgoing, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reply
        .status(202)
        .send(await sendPrivateReply(compose(), actor.userId, request.params.id, request.body))
    },
  )

  app.post(
    '/api/media/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Comment on a post as its account (exactly once per idempotency key)',
        params: ZId('Post'),
        body: ZComposeMessage,
        response: { 202: ZOutgoing, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reply
        .status(202)
        .send(await sendPostComment(compose(), actor.userId, request.params.id, request.body))
    },
  )

  app.post(
    '/api/outgoing/:id/retry',
    {
      schema: {
        tags: ['comments'],
        summary: 'Try a failed reply again',
        params: ZId('Reply'),
        response: { 200: ZOutgoing, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return retryOutgoing(compose(), request.params.id)
    },
  )

  app.post(
    '/api/outgoing/:id/discard',
    {
      schema: {
        tags: ['comments'],
        summary: 'Give up on a failed reply',
        params: ZId('Reply'),
        response: { 200: ZOutgoing, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return discardOutgoing(compose(), request.params.id)
    },
  )

  app.post(
    '/api/outgoing/:id/withdraw',
    {
      schema: {
        tags: ['comments'],
        summary:
          "Take back a reply still awaiting the church's approval; nothing is posted (decision 053)",
        params: ZId('Reply'),
        response: { 200: ZOutgoing, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return withdrawOutgoing(app.db, actor, request.params.id)
    },
  )
}
