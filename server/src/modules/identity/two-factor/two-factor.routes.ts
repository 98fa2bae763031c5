import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { ZTeammate, ZTwoFactorRequirement } from '@common/schemas/team'
import { requireAgencyCapability } from '../../../auth/policy'
import { resetTeammateTwoFactor, setTeamRequirement } from './two-factor.service'

const ZMemberParams = z.object({ userId: z.string().min(1).max(100) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

// The agency's side of two-factor sign-in (decision 073); each person's own setup, codes and
// sign-in step are better-auth's two-factor endpoints under /api/auth/two-factor.
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/team/two-factor-requirement',
    {
      schema: {
        tags: ['team'],
        summary:
          'Require two-factor sign-in of the whole team, or stop requiring it (Owners, who have it themselves)',
        body: ZTwoFactorRequirement,
        response: { 200: ZTwoFactorRequirement, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageTeam')
      return setTeamRequirement(app.db, actor, request.body.required)
    },
  )

  app.post(
    '/api/team/members/:userId/reset-two-factor',
    {
      schema: {
        tags: ['team'],
        summary:
          "Take away a locked-out teammate's second factor; they are told by e-mail (Owners and Admins)",
        params: ZMemberParams,
        response: { 200: ZTeammate, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'resetTwoFactor')
      return resetTeammateTwoFactor(
        { db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl },
        actor,
        request.params.userId,
      )
    },
  )
}
