import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { organizationNameKey } from '@common/organization-name'
import { requireAgencyCapability, requireChurchOwner, requireUser } from '../../../auth/policy'
import { AppError } from '../../../lib/app-error'
import { getAccessibleOrganization } from '../organizations/organizations.service'
import { deleteOrganization } from './organization-deletion.service'
import { exportOrganization } from './organization-export.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }
const ZDeletion = z.object({
  organizationId: z.string(),
  members: z.number(),
  accounts: z.number(),
  posts: z.number(),
  comments: z.number(),
})

export const departureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId/export',
    {
      schema: {
        tags: ['organizations'],
        summary:
          "Everything Flock holds of an organization, as a zip of JSON and CSV (the church's Owner, the agency's Owners and Admins)",
        params: ZParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      // Taking the church's data away is part of leaving: its Owner's decision.
      requireChurchOwner(actor)
      const zip = await exportOrganization(app.db, organization.id)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="flock-export-${organization.slug}-${day}.zip"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip))
    },
  )

  app.delete(
    '/api/organizations/:routeId',
    {
      schema: {
        tags: ['organizations'],
        summary:
          'Delete an organization and everything it owns, after revoking its Instagram access (Owners and Admins of the agency)',
        params: ZParams,
        // The organization's name, typed again: a deletion cannot be undone.
        body: z.object({ confirmName: z.string().min(1).max(200) }),
        response: { 200: ZDeletion, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageOrganizations')
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      if (organizationNameKey(request.body.confirmName) !== organization.nameKey)
        throw new AppError('VALIDATION_FAILED', 'Type the organization’s name to confirm.')
      return deleteOrganization(app.db, app.assetStorage, actor, organization)
    },
  )
}
