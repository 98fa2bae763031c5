import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({
            status: z.literal('unavailable'),
            code: z.literal('DATABASE_UNAVAILABLE'),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`)
        return { status: 'ok' as const }
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable')
        // The same {code, message} as every other error, so monitors and the app read one shape.
        return reply.status(503).send({
          status: 'unavailable' as const,
          code: 'DATABASE_UNAVAILABLE' as const,
          message: 'The database is unreachable; Flock keeps trying to reach it.',
        })
      }
    },
  )
}
