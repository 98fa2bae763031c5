import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZInboxCounts, ZInboxPage, ZInboxQuery } from '@common/schemas/comment'
import { ZInboxItemPage, ZInboxKindCounts, ZInboxKindQuery } from '@common/schemas/direct-messages'
import { requireAdmin } from '../../../auth/policy'
import { commentRouteErrors } from '../comments/comment-route-schemas'
import { getInboxCounts, getInboxPage } from './inbox.service'
import { getMixedInboxPage } from './mixed-inbox.service'
import { countWorkItemKinds } from '../direct-messages/work-item-inbox.service'

// The agency's inbox: the agency's team only. Churches never read or act on it.
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments',
    {
      schema: {
        tags: ['comments'],
        summary:
          'Follower comments across all accounts (kind=comments, the default), or direct-message conversations and mentions beside them (kind=messages|mentions|all, items told apart by kind), by view and filters',
        querystring: ZInboxQuery.extend(ZInboxKindQuery.shape),
        // Items with a kind first: a comments page (no kind) falls through to ZInboxPage.
        response: { 200: z.union([ZInboxItemPage, ZInboxPage]), ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request)
      const { kind, ...query } = request.query
      const context = { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE }
      if (kind === 'comments') return getInboxPage(app.db, context, query)
      return getMixedInboxPage(
        app.db,
        { ...context, humanAgentEnabled: app.config.INSTAGRAM_HUMAN_AGENT === 'on' },
        query,
        kind,
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
        // `kinds`: the same views for conversations and mentions (decision 072).
        response: {
          200: ZInboxCounts.extend({ kinds: ZInboxKindCounts }),
          ...commentRouteErrors,
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request)
      const context = { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE }
      const query = { ...request.query, view: 'all' as const }
      const [counts, kinds] = await Promise.all([
        getInboxCounts(app.db, context, query),
        countWorkItemKinds(
          app.db,
          { ...context, humanAgentEnabled: app.config.INSTAGRAM_HUMAN_AGENT === 'on' },
          query,
        ),
      ])
      return { ...counts, kinds }
    },
  )
}
