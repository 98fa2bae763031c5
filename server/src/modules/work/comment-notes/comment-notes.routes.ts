import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZCommentNote, ZCommentNotes, ZCreateNote } from '@common/schemas/comment-detail'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import { addCommentNote, getCommentNotes } from './comment-notes.service'

// Internal notes: the agency's whole team reads and writes them; a church never does.
export const commentNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comments/:id/notes',
    {
      schema: {
        tags: ['comments'],
        summary: "The team's internal notes on a comment, oldest first",
        params: ZId('Comment'),
        response: { 200: ZCommentNotes, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getCommentNotes(app.db, request.params.id)
    },
  )

  app.post(
    '/api/comments/:id/notes',
    {
      schema: {
        tags: ['comments'],
        summary: 'Add an internal note to a comment (never sent to Instagram)',
        params: ZId('Comment'),
        body: ZCreateNote,
        response: { 201: ZCommentNote, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      const note = await addCommentNote(app.db, actor, request.params.id, request.body.text)
      return reply.status(201).send(note)
    },
  )
}
