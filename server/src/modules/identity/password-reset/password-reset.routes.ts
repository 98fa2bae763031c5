import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZResetTokenCheck, ZResetTokenStatus } from '@common/schemas/account-settings'
import { isResetTokenLive } from './password-reset.repository'

// The reset page asks first whether its link still works, so someone with an expired or used
// link is told at once instead of after choosing a password. The token travels in the body,
// not the URL, to stay out of request logs.
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/password-reset/check',
    {
      schema: {
        tags: ['session'],
        summary: 'Whether a password reset link can still be used',
        body: ZResetTokenCheck,
        response: { 200: ZResetTokenStatus },
      },
    },
    async (request) => ({ valid: await isResetTokenLive(app.db, request.body.token) }),
  )
}
