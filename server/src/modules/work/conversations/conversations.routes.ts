import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { ZConversationPage, ZConversationQuery } from '@common/schemas/conversation'
import { requireUser } from '../../../auth/policy'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import { getConversations } from './conversations.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })

// A church's view of what is said to it and in its name: read-only, its own accounts only.
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId/conversations',
    {
      schema: {
        tags: ['organizations'],
        summary:
          "A church's comments and the replies sent for it, newest first, by state and search",
        params: ZParams,
        querystring: ZConversationQuery,
        response: {
          200: ZConversationPage,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getConversations(app.db, organization.id, request.query)
    },
  )
}
