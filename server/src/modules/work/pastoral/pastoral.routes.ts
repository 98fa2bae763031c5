import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import {
  ZFollowUpRequest,
  ZPastoralCasePage,
  ZPastoralCaseQuery,
  ZPastoralFollowUp,
  ZPastoralSettings,
  ZUpdatePastoralSettings,
} from '@common/schemas/pastoral'
import { requireChurchOwnerItself, requireChurchPerson, requireUser } from '../../../auth/policy'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import {
  followUpPastoralCase,
  getPastoralCases,
  getPastoralSettings,
  markPastoralCaseSeen,
  updatePastoralSettings,
} from './pastoral.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const ZCaseParams = z.object({ commentId: z.uuid({ error: 'commentId must be a comment id' }) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

// A church's pastoral care: its settings (its Owner's to change), the flagged comments routed to
// it, and their follow-up (its people's to do). The agency reads, and sees the follow-up on its
// inbox cards.
export const pastoralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId/pastoral-settings',
    {
      schema: {
        tags: ['pastoral care'],
        summary: "A church's pastoral contacts, routing switch and emergency guidance",
        params: ZParams,
        response: { 200: ZPastoralSettings, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getPastoralSettings(app.db, organization.id)
    },
  )

  app.put(
    '/api/organizations/:routeId/pastoral-settings',
    {
      schema: {
        tags: ['pastoral care'],
        summary:
          "Name a church's pastoral contacts, turn routing on or off, write its emergency guidance (the church's Owner)",
        params: ZParams,
        body: ZUpdatePastoralSettings,
        response: { 200: ZPastoralSettings, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwnerItself(actor)
      return updatePastoralSettings(app.db, actor, organization.id, request.body)
    },
  )

  app.get(
    '/api/organizations/:routeId/pastoral-care',
    {
      schema: {
        tags: ['pastoral care'],
        summary: 'The flagged comments routed to a church, newest first, with their follow-up',
        params: ZParams,
        querystring: ZPastoralCaseQuery,
        response: { 200: ZPastoralCasePage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getPastoralCases(app.db, organization.id, request.query)
    },
  )

  app.post(
    '/api/pastoral-care/:commentId/seen',
    {
      schema: {
        tags: ['pastoral care'],
        summary: 'Record that the church has opened a flagged comment (its first opening counts)',
        params: ZCaseParams,
        response: { 200: ZPastoralFollowUp, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requireChurchPerson(actor)
      return markPastoralCaseSeen(app.db, actor, request.params.commentId)
    },
  )

  app.post(
    '/api/pastoral-care/:commentId/follow-up',
    {
      schema: {
        tags: ['pastoral care'],
        summary: 'Mark a flagged comment followed up, with an optional private note to the agency',
        params: ZCaseParams,
        body: ZFollowUpRequest,
        response: { 200: ZPastoralFollowUp, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requireChurchPerson(actor)
      return followUpPastoralCase(app.db, actor, request.params.commentId, request.body)
    },
  )
}
