import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAccountPage, ZPageQuery } from '@common/schemas/account'
import { ZApiError } from '@common/schemas/common'
import {
  ZOrganization,
  ZOrganizationDetails,
  ZOrganizationUpdate,
  ZOrganizationListQuery,
  ZOrganizationPage,
  ZOrganizationTotals,
} from '@common/schemas/organization'
import {
  requireAdmin,
  requireAgencyCapability,
  requireOrganizationEditor,
  requireUser,
} from '../../../auth/policy'
import { listOrganizationAccounts } from './organization-accounts.service'
import {
  createOrganization,
  getOrganizationTotals,
  listOrganizations,
} from './organization-directory.service'
import {
  getAccessibleOrganization,
  toOrganization,
  updateOrganizationDetails,
} from './organizations.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Every organization by name, with its counts, a page at a time (admins only)',
        querystring: ZOrganizationListQuery,
        response: { 200: ZOrganizationPage, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return listOrganizations(app.db, request.query)
    },
  )

  app.post(
    '/api/organizations',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Add an organization (Owners and Admins of the agency)',
        body: ZOrganizationDetails,
        response: { 201: ZOrganization, ...errors },
      },
    },
    async (request, reply) => {
      await requireAgencyCapability(request, 'manageOrganizations')
      return reply.status(201).send(await createOrganization(app.db, request.body))
    },
  )

  app.get(
    '/api/organizations/:routeId/summary',
    {
      schema: {
        tags: ['organizations'],
        summary: "An organization's accounts, followers and comments awaiting a reply",
        params: ZParams,
        response: { 200: ZOrganizationTotals, ...errors },
      },
    },
    async (request) =>
      getOrganizationTotals(app.db, await requireUser(request), request.params.routeId),
  )

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
        summary: "Update an organization's name, contact details and logo",
        params: ZParams,
        body: ZOrganizationUpdate,
        response: { 200: ZOrganization, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requireOrganizationEditor(actor)
      return updateOrganizationDetails(app.db, actor, request.params.routeId, request.body)
    },
  )

  app.get(
    '/api/organizations/:routeId/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: "An organization's Instagram accounts, by username, a page at a time",
        params: z.object({ routeId: z.string().min(1).max(120) }),
        querystring: ZPageQuery,
        response: { 200: ZAccountPage, ...errors },
      },
    },
    async (request) =>
      listOrganizationAccounts(
        app.db,
        await requireUser(request),
        request.params.routeId,
        request.query,
      ),
  )
}
