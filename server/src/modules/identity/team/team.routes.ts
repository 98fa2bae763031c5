import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { ZTeam, ZTeammate, ZTeamRoleChange } from '@common/schemas/team'
import { requireAgencyCapability } from '../../../auth/policy'
import { changeTeamRole, deactivateTeammate, getTeam, reactivateTeammate } from './team.service'

const ZMemberParams = z.object({ userId: z.string().min(1).max(100) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

// The agency's team: who is on it, their roles, and who may sign in. Owners only.
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team',
    {
      schema: {
        tags: ['team'],
        summary: "The agency's teammates and pending invitations (Owners and Admins)",
        response: { 200: ZTeam, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'readTeam')
      return getTeam(app.db)
    },
  )

  app.patch(
    '/api/team/members/:userId',
    {
      schema: {
        tags: ['team'],
        summary: "Change a teammate's role; the last active Owner stays one (Owners only)",
        params: ZMemberParams,
        body: ZTeamRoleChange,
        response: { 200: ZTeammate, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageTeam')
      return changeTeamRole(app.db, actor, request.params.userId, request.body.teamRole)
    },
  )

  app.post(
    '/api/team/members/:userId/deactivate',
    {
      schema: {
        tags: ['team'],
        summary:
          'Deactivate a teammate: signed out everywhere at once, cannot sign in (Owners only)',
        params: ZMemberParams,
        response: { 200: ZTeammate, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageTeam')
      return deactivateTeammate(app.db, actor, request.params.userId)
    },
  )

  app.post(
    '/api/team/members/:userId/reactivate',
    {
      schema: {
        tags: ['team'],
        summary: 'Let a deactivated teammate sign in again (Owners only)',
        params: ZMemberParams,
        response: { 200: ZTeammate, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageTeam')
      return reactivateTeammate(app.db, actor, request.params.userId)
    },
  )
}
