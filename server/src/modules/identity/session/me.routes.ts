import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZMe } from '@common/schemas/auth'
import { cachedForSession, getActor } from '../../../auth/policy'
import { describeActor } from './me.service'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, their role and organization; null when signed out',
        response: { 200: ZMe.nullable() },
      },
    },
    // Signed out is a normal state for the web app, not an error, so it answers 200 null.
    async (request) => {
      const actor = await getActor(request)
      if (!actor) return null
      // The organization's name comes with the cached session; a rename forgets it.
      return cachedForSession(request, 'me', () => describeActor(app.db, actor))
    },
  )
}
