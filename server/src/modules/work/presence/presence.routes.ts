import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZPresenceList } from '@common/schemas/comment-detail'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import { getPresence, heartbeat, release } from './presence.service'

// "Sam is replying…": who of the team has a comment's reply box, or a conversation's send box,
// open. The team only.
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/presence',
    {
      schema: {
        tags: ['comments'],
        summary: 'Teammates replying to a comment right now',
        response: { 200: ZPresenceList, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getPresence(app.db)
    },
  )

  app.put(
    '/api/comments/:id/presence',
    {
      schema: {
        tags: ['comments'],
        summary: 'I am replying to this comment (a heartbeat; lapses after 30 s without one)',
        params: ZId('Comment'),
        response: { 200: ZPresenceList, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return heartbeat(app.db, actor.userId, 'comment', request.params.id)
    },
  )

  app.delete(
    '/api/comments/:id/presence',
    {
      schema: {
        tags: ['comments'],
        summary: 'I stopped replying to this comment',
        params: ZId('Comment'),
        response: { 200: ZPresenceList, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return release(app.db, actor.userId, 'comment', request.params.id)
    },
  )

  app.put(
    '/api/direct-conversations/:id/presence',
    {
      schema: {
        tags: ['direct-messages'],
        summary: 'I am writing in this conversation (a heartbeat; lapses after 30 s without one)',
        params: ZId('Conversation'),
        response: { 200: ZPresenceList, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return heartbeat(app.db, actor.userId, 'conversation', request.params.id)
    },
  )

  app.delete(
    '/api/direct-conversations/:id/presence',
    {
      schema: {
        tags: ['direct-messages'],
        summary: 'I stopped writing in this conversation',
        params: ZId('Conversation'),
        response: { 200: ZPresenceList, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return release(app.db, actor.userId, 'conversation', request.params.id)
    },
  )
}
