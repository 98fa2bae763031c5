import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAdminStatus, ZCreateAdmin } from '@common/schemas/auth'
import { ZApiError } from '@common/schemas/common'
import { consumeRateLimit } from '../../../lib/rate-limit'
import { adminExists } from '../users/users.repository'
import { createAdminWithSetupCode } from './admin-setup.service'

export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin-setup',
    {
      schema: {
        tags: ['admin setup'],
        summary: 'Whether an admin account exists yet',
        response: { 200: ZAdminStatus },
      },
    },
    async () => ({ adminExists: await adminExists(app.db) }),
  )

  app.post(
    '/api/admin-setup',
    {
      schema: {
        tags: ['admin setup'],
        summary: 'Create the first admin with the one-time setup code from the server log',
        body: ZCreateAdmin,
        response: {
          201: z.object({ email: z.string() }),
          400: ZApiError,
          403: ZApiError,
          409: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      // Setup codes are guessable only by brute force; the limiter makes that hopeless.
      await consumeRateLimit(app.db, `admin-setup:${request.ip}`, {
        max: app.config.SIGN_IN_RATE_LIMIT,
        windowSeconds: app.config.SIGN_IN_RATE_WINDOW_SECONDS,
      })
      const admin = await createAdminWithSetupCode(app.db, request.body)
      return reply.status(201).send({ email: admin.email })
    },
  )
}
