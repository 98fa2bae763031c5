import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZPresenceList } from '@common/schemas/comment-detail'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import { getPresence, heartbeat, type PresenceTarget, release } from './presence.service'

// Where a teammate can be answering, and how the API names it.
const TARGETS: { target: PresenceTarget; base: string; name: string; tag: string; box: string }[] =
  [
    {
      target: 'comment',
      base: '/api/comments',
      name: 'Comment',
      tag: 'comments',
      box: 'replying to this comment',
    },
    {
      target: 'conversation',
      base: '/api/direct-conversations',
      name: 'Conversation',
      tag: 'direct-messages',
      box: 'writing in this conversation',
    },
  ]

// "Sam is replying…": who of the team has a comment's reply box, or a conversation's send box,
// open. The team only.
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/presence',
    {
      schema: {
        tags: ['comments'],
        summary: 'Teammates replying to a comment or writing in a conversation right now',
        response: { 200: ZPresenceList, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getPresence(app.db)
    },
  )

  for (const { target, base, name, tag, box } of TARGETS) {
    const schema = {
      tags: [tag],
      params: ZId(name),
      response: { 200: ZPresenceList, ...commentRouteErrors },
    }
    app.put(
      `${base}/:id/presence`,
      {
        schema: {
          ...schema,
          summary: `I am ${box} (a heartbeat; lapses after 30 s without one)`,
        },
      },
      async (request) => {
        const actor = await requireAgencyCapability(request, 'workInbox')
        return heartbeat(app.db, actor.userId, target, request.params.id)
      },
    )
    app.delete(
      `${base}/:id/presence`,
      { schema: { ...schema, summary: `I stopped ${box}` } },
      async (request) => {
        const actor = await requireAgencyCapability(request, 'workInbox')
        return release(app.db, actor.userId, target, request.params.id)
      },
    )
  }
}
