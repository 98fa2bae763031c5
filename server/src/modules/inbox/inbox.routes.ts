import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZInboxCounts, ZInboxPage, ZInboxQuery } from '@common/schemas/comment'
import { requireAdmin } from '../../auth/policy'
import { commentRouteErrors } from '../comments/comment-route-schemas'
import { getInboxCounts, getInboxPage } from './inbox.service'

// The agency's inbox: the agency's team only. Churches never read or act on it.
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Follower comments across all accounts, by view and filters, newest or oldest first',
        querystring: ZInboxQuery,
        response: { 200: ZInboxPage, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request)
      return getInboxPage(
        app.db,
        { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE },
        request.query,
      )
    },
  )

  app.get(
    '/api/comments/counts',
    {
      schema: {
        tags: ['comments'],
        summary: 'How many comments each inbox view holds for the same filters',
        querystring: ZInboxQuery.omit({ view: true, sort: true, cursor: true, limit: true }),
        response: { 200: ZInboxCounts, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request)
      return getInboxCounts(
        app.db,
        { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE },
        { ...request.query, view: 'all' },
      )
    },
  )
}
