import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZAccountPosts } from '@common/schemas/comment'
import { requireAdmin } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import { getAccountPosts } from './account-posts.service'

// The agency's page of one Instagram account: admins only.
export const accountPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/accounts/:id/posts',
    {
      schema: {
        tags: ['comments'],
        summary: "An account's recent posts with their comments, and its sync status",
        params: ZId('Account'),
        response: { 200: ZAccountPosts, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getAccountPosts(app.db, request.params.id)
    },
  )
}
