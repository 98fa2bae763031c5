import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZSetHidden } from '@common/schemas/comment'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import { deleteCommentEverywhere, setCommentHidden } from './moderation.service'

// Hiding and deleting comments on Instagram: the whole team hides and unhides; only Owners and
// Admins delete.
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const instagram = () => ({ db: app.db, instagram: app.instagram, cipher: app.tokenCipher })

  app.post(
    '/api/comments/:id/hide',
    {
      schema: {
        tags: ['comments'],
        summary: 'Hide or unhide a comment on Instagram',
        params: ZId('Comment'),
        body: ZSetHidden,
        response: { 200: z.object({ id: z.string(), hidden: z.boolean() }), ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      const { id, hidden } = await setCommentHidden(
        instagram(),
        actor.userId,
        request.params.id,
        request.body.hidden,
      )
      return { id, hidden }
    },
  )

  app.delete(
    '/api/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment on Instagram and in Flock (Owners and Admins)',
        params: ZId('Comment'),
        response: { 204: z.null(), ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'deleteComments')
      await deleteCommentEverywhere(instagram(), actor.userId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
