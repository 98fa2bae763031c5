import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZSetHidden } from '@common/schemas/comment'
import { requireAdmin } from '../../auth/policy'
import { commentRouteErrors, ZId } from '../inbox/comment-route-schemas'
import { deleteCommentEverywhere, setCommentHidden } from './moderation.service'

// Hiding and deleting comments on Instagram. Admins only.
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
      await requireAdmin(request)
      return setCommentHidden(instagram(), request.params.id, request.body.hidden)
    },
  )

  app.delete(
    '/api/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment on Instagram and in Flock',
        params: ZId('Comment'),
        response: { 204: z.null(), ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request)
      await deleteCommentEverywhere(instagram(), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
