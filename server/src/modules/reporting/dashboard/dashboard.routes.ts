import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@common/schemas/common'
import { ZDashboard } from '@common/schemas/dashboard'
import { requireAdmin } from '../../../auth/policy'
import { getDashboard } from './dashboard.service'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Totals across all organizations, with trends and definitions (admins only)',
        response: { 200: ZDashboard, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getDashboard(app.db, { now: new Date(), timeZone: app.config.AGENCY_TIMEZONE })
    },
  )
}
