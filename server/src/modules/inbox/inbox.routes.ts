import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZInboxCounts, ZInboxPage, ZInboxQuery } from '@common/schemas/comment'
import { requireAdmin } from '../../auth/policy'
import { commentRouteErrors } from './comment-route-schemas'
import { getInboxCounts, getInboxPage } from './inbox.service'

// The agency's inbox: admins only. Clients never read or act on it.
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Follower comments across all accounts, newest first',
        querystring: ZInboxQuery,
        response: { 200: ZInboxPage, ...commentRouteErrors },
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
        querystring: ZInboxQuery.pick({ accountId: true, search: true, flag: true }),
        response: { 200: ZInboxCounts, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getInboxCounts(app.db, request.query)
    },
  )
}
