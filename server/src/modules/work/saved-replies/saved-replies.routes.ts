import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError, ZOk } from '@common/schemas/common'
import {
  ZSavedReply,
  ZSavedReplyInput,
  ZSavedReplyList,
  ZSavedReplyQuery,
  ZReplyVariableValues,
} from '@common/schemas/saved-reply'
import { requireAgencyCapability } from '../../../auth/policy'
import {
  createSavedReply,
  editSavedReply,
  getConversationReplyVariables,
  getPostReplyVariables,
  getReplyVariables,
  getSavedReplies,
  removeSavedReply,
} from './saved-replies.service'

const ZCommentParams = z.object({ id: z.uuid({ error: 'Comment not found' }) })
const ZSavedReplyParams = z.object({ id: z.uuid({ error: 'Saved reply not found' }) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }

// The agency's saved replies: every teammate reads, writes and edits them (they work the inbox);
// deleting one is for Owners and Admins (decision 035).
export const savedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/saved-replies',
    {
      schema: {
        tags: ['saved-replies'],
        summary: "The agency's saved replies, by title, optionally searched",
        querystring: ZSavedReplyQuery,
        response: { 200: ZSavedReplyList, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getSavedReplies(app.db, request.query.search || undefined)
    },
  )

  app.post(
    '/api/saved-replies',
    {
      schema: {
        tags: ['saved-replies'],
        summary: 'Save a reply for the whole team',
        body: ZSavedReplyInput,
        response: { 201: ZSavedReply, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reply.status(201).send(await createSavedReply(app.db, actor.userId, request.body))
    },
  )

  app.put(
    '/api/saved-replies/:id',
    {
      schema: {
        tags: ['saved-replies'],
        summary: 'Change a saved reply',
        params: ZSavedReplyParams,
        body: ZSavedReplyInput,
        response: { 200: ZSavedReply, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return editSavedReply(app.db, request.params.id, request.body)
    },
  )

  app.delete(
    '/api/saved-replies/:id',
    {
      schema: {
        tags: ['saved-replies'],
        summary: 'Delete a saved reply (Owners and Admins)',
        params: ZSavedReplyParams,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'deleteSavedReplies')
      return removeSavedReply(app.db, request.params.id)
    },
  )

  app.get(
    '/api/comments/:id/reply-variables',
    {
      schema: {
        tags: ['saved-replies'],
        summary:
          "The values of a saved reply's variables for this comment (its church, its writer)",
        params: ZCommentParams,
        response: { 200: ZReplyVariableValues, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getReplyVariables(app.db, request.params.id)
    },
  )

  app.get(
    '/api/direct-conversations/:id/reply-variables',
    {
      schema: {
        tags: ['saved-replies'],
        summary:
          "The values of a saved reply's variables for this direct-message conversation (its church, the follower)",
        params: z.object({ id: z.uuid({ error: 'Conversation not found' }) }),
        response: { 200: ZReplyVariableValues, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getConversationReplyVariables(app.db, request.params.id)
    },
  )

  app.get(
    '/api/media/:id/reply-variables',
    {
      schema: {
        tags: ['saved-replies'],
        summary: "The values of a saved reply's variables for a comment on this post (its church)",
        params: z.object({ id: z.uuid({ error: 'Post not found' }) }),
        response: { 200: ZReplyVariableValues, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getPostReplyVariables(app.db, request.params.id)
    },
  )
}
