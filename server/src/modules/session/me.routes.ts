import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZMe } from '@common/schemas/auth'
import { ZApiError } from '@common/schemas/common'
import { requireUser } from '../../auth/policy'
import { describeActor } from './me.service'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, their role and organisation',
        response: { 200: ZMe, 401: ZApiError },
      },
    },
    async (request) => describeActor(app.db, await requireUser(request)),
  )
}
