import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { organizationRouteId } from '@common/organization-name'
import { ZMe, ZRegister } from '@common/schemas/auth'
import { ZApiError } from '@common/schemas/common'
import { signInOnReply } from '../../../auth/sign-in'
import { consumeRateLimit } from '../../../lib/rate-limit'
import { registerClient } from './registration.service'

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register',
    {
      schema: {
        tags: ['session'],
        summary: 'Register a client organization and its first user, and sign them in',
        body: ZRegister,
        response: { 201: ZMe, 400: ZApiError, 409: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `sign-up:${request.ip}`, {
        max: app.config.SIGN_UP_RATE_LIMIT,
        windowSeconds: app.config.SIGN_UP_RATE_WINDOW_SECONDS,
      })
      const { user, organization } = await registerClient(app.db, request.body)
      await signInOnReply(request, reply, request.body)
      return reply.status(201).send({
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          role: 'client' as const,
          teamRole: null,
          churchRole: 'owner' as const,
        },
        can: {
          manageTeam: false,
          manageOrganizations: false,
          deleteComments: false,
          deleteSavedReplies: false,
          manageBackups: false,
          readReports: true,
          readOutbox: false,
          manageRules: false,
          manageReportSettings: false,
          manageChurch: true,
          resetTwoFactor: false,
          manageAccounts: true,
        },
        twoFactor: { enabled: false, setupRequired: false },
        organization: {
          id: organization.id,
          routeId: organizationRouteId(organization.slug),
          name: organization.name,
        },
      })
    },
  )
}
