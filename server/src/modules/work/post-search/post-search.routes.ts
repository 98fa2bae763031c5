import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZPostSearchPage, ZPostSearchQuery } from '@common/schemas/post'
import { requireAdmin } from '../../../auth/policy'
import { commentRouteErrors } from '../comments/comment-route-schemas'
import { findPosts } from './post-search.service'

// The inbox's post filter searches here: the agency's team only, like the inbox itself.
export const postSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts',
    {
      schema: {
        tags: ['comments'],
        summary: "The agency's posts, newest first, by account, church and caption",
        querystring: ZPostSearchQuery,
        response: { 200: ZPostSearchPage, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return findPosts(app.db, request.query)
    },
  )
}
