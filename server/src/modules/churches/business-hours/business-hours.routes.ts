import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZBusinessHours, ZBusinessHoursUpdate } from '@common/schemas/business-hours'
import { ZApiError } from '@common/schemas/common'
import { requireChurchOwner, requireUser } from '../../../auth/policy'
import { getAccessibleOrganization } from '../organizations/organizations.service'
import { getBusinessHours, setBusinessHours } from './business-hours.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }

// A church's business hours: read by whoever may see the church, set by the agency's Owners and
// Admins or the church's Owner.
export const businessHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId/business-hours',
    {
      schema: {
        tags: ['reports'],
        summary: "A church's business hours, in its own time zone (null: every hour counts)",
        params: ZParams,
        response: { 200: ZBusinessHours, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getBusinessHours(app.db, organization.id)
    },
  )

  app.put(
    '/api/organizations/:routeId/business-hours',
    {
      schema: {
        tags: ['reports'],
        summary:
          "Set or clear a church's business hours (the agency's Owners and Admins, the church's Owner)",
        params: ZParams,
        body: ZBusinessHoursUpdate,
        response: { 200: ZBusinessHours, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwner(actor)
      return setBusinessHours(app.db, actor, organization.id, request.body)
    },
  )
}
