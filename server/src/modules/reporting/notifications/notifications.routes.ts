import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@common/schemas/common'
import { ZNotifications } from '@common/schemas/notification'
import { requireUser } from '../../../auth/policy'
import { getNotifications, markNotificationsRead } from './notifications.service'

const response = { 200: ZNotifications, 401: ZApiError }

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The bell: new comments awaiting a reply, failed replies and accounts needing attention, in the user's organizations",
        response,
      },
    },
    async (request) => getNotifications(app.db, await requireUser(request)),
  )

  // Read state belongs to one person, so nothing is published: other members' bells are
  // unchanged, and this browser gets the new state in the response.
  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification as read, as of now',
        response,
      },
    },
    async (request) => markNotificationsRead(app.db, await requireUser(request)),
  )
}
