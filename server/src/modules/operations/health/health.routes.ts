import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readJournal } from '../../../db/migration-level'
import { MIGRATIONS_DIR } from '../../../db/migrate'
import { checkReadiness } from './readiness'

const unavailable = z.object({
  status: z.literal('unavailable'),
  code: z.enum(['DATABASE_UNAVAILABLE', 'NOT_MIGRATED']),
  message: z.string(),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const newestMigration = readJournal(MIGRATIONS_DIR).at(-1)

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

  // Readiness, for a load balancer or an orchestrator: the database answers and is migrated.
  // /healthz stays the liveness check, so a process is never restarted for a database outage.
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and migrated to this version',
        response: { 200: z.object({ status: z.literal('ready') }), 503: unavailable },
      },
    },
    async (request, reply) => {
      let readiness
      try {
        readiness = await checkReadiness(app.db.$client, newestMigration)
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database unreachable')
        return reply.status(503).send({
          status: 'unavailable' as const,
          code: 'DATABASE_UNAVAILABLE' as const,
          message: 'The database is unreachable; Flock keeps trying to reach it.',
        })
      }
      if (!readiness.ready) {
        return reply.status(503).send({
          status: 'unavailable' as const,
          code: 'NOT_MIGRATED' as const,
          message: readiness.reason,
        })
      }
      return { status: 'ready' as const }
    },
  )
}
