import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZCommentDetail } from '@common/schemas/comment-detail'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import { getCommentDetail } from './comment-detail.service'

// One comment as the detail pane shows it. The agency's inbox only: a church never reads it
// (it holds the team's notes).
export const commentDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'A comment with its thread, post, notes, labels, activity and other comments',
        params: ZId('Comment'),
        response: { 200: ZCommentDetail, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return getCommentDetail(
        app.db,
        { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE },
        request.params.id,
      )
    },
  )
}
