import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { ZOrganization, ZOrganizationDetails } from '@common/schemas/organization'
import { requireUser } from '../../auth/policy'
import {
  getAccessibleOrganization,
  toOrganization,
  updateOrganizationDetails,
} from './organizations.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError }

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId',
    {
      schema: {
        tags: ['organizations'],
        summary: "An organization's details (its own members and admins only)",
        params: ZParams,
        response: { 200: ZOrganization, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      return toOrganization(await getAccessibleOrganization(app.db, actor, request.params.routeId))
    },
  )

  app.put(
    '/api/organizations/:routeId',
    {
      schema: {
        tags: ['organizations'],
        summary: "Update an organization's name and contact details",
        params: ZParams,
        body: ZOrganizationDetails,
        response: { 200: ZOrganization, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      return updateOrganizationDetails(app.db, actor, request.params.routeId, request.body)
    },
  )
}
