import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAccountPosts,
  ZComposeMessage,
  ZInboxCounts,
  ZInboxPage,
  ZInboxQuery,
  ZOutgoing,
  ZSetHidden,
} from '@common/schemas/comment'
import { ZApiError } from '@common/schemas/common'
import { requireAdmin } from '../../auth/policy'
import { getAccountPosts } from './account-posts.service'
import { getInboxCounts, getInboxPage } from './inbox.service'
import { deleteCommentEverywhere, setCommentHidden } from './moderation.service'
import { discardOutgoing, retryOutgoing, sendPostComment, sendReply } from './outgoing.service'

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
  503: ZApiError,
}
const ZId = (what: string) => z.object({ id: z.uuid({ error: `${what} not found` }) })

// The agency's inbox: admins only. Clients never read or act on it.
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const instagram = () => ({ db: app.db, instagram: app.instagram, cipher: app.tokenCipher })
  const compose = () => ({ db: app.db, jobs: app.jobs })

  app.get(
    '/api/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Follower comments across all accounts, newest first',
        querystring: ZInboxQuery,
        response: { 200: ZInboxPage, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getInboxPage(app.db, request.query)
    },
  )

  app.get(
    '/api/comments/counts',
    {
      schema: {
        tags: ['comments'],
        summary: 'How many comments each inbox tab holds',
        querystring: ZInboxQuery.pick({ accountId: true, search: true }),
        response: { 200: ZInboxCounts, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getInboxCounts(app.db, request.query)
    },
  )

  app.post(
    '/api/comments/:id/replies',
    {
      schema: {
        tags: ['comments'],
        summary: 'Reply to a comment on Instagram (exactly once per idempotency key)',
        params: ZId('Comment'),
        body: ZComposeMessage,
        response: { 202: ZOutgoing, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request)
      return reply
        .status(202)
        .send(await sendReply(compose(), actor.userId, request.params.id, request.body))
    },
  )

  app.post(
    '/api/comments/:id/hide',
    {
      schema: {
        tags: ['comments'],
        summary: 'Hide or unhide a comment on Instagram',
        params: ZId('Comment'),
        body: ZSetHidden,
        response: { 200: z.object({ id: z.string(), hidden: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return setCommentHidden(instagram(), request.params.id, request.body.hidden)
    },
  )

  app.delete(
    '/api/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment on Instagram and in Flock',
        params: ZId('Comment'),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request)
      await deleteCommentEverywhere(instagram(), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/accounts/:id/posts',
    {
      schema: {
        tags: ['comments'],
        summary: "An account's recent posts with their comments, and its sync status",
        params: ZId('Account'),
        response: { 200: ZAccountPosts, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getAccountPosts(app.db, request.params.id)
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
        response: { 202: ZOutgoing, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request)
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
        response: { 200: ZOutgoing, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
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
        response: { 200: ZOutgoing, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return discardOutgoing(compose(), request.params.id)
    },
  )
}
