import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZAssigneePage,
  ZAssigneeQuery,
  ZCommentWorkState,
  ZSetAssignee,
} from '@common/schemas/comment'
import { requireAgencyCapability } from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import {
  listAssignees,
  markCommentDone,
  reopenComment,
  setCommentAssignee,
  setCommentRead,
} from './work-queue.service'

// The inbox as a work queue: done and reopened, read and unread, assigned. The agency's whole
// team works it (Agents included); churches never see it.
export const workQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = { 200: ZCommentWorkState, ...commentRouteErrors }

  app.post(
    '/api/comments/:id/done',
    {
      schema: {
        tags: ['comments'],
        summary: 'Mark a comment done: no reply needed',
        params: ZId('Comment'),
        response: state,
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return markCommentDone(app.db, actor.userId, request.params.id)
    },
  )

  app.delete(
    '/api/comments/:id/done',
    {
      schema: {
        tags: ['comments'],
        summary: 'Reopen a comment marked done',
        params: ZId('Comment'),
        response: state,
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reopenComment(app.db, actor.userId, request.params.id)
    },
  )

  app.put(
    '/api/comments/:id/read',
    {
      schema: {
        tags: ['comments'],
        summary: 'Mark a comment read for the signed-in teammate',
        params: ZId('Comment'),
        response: state,
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return setCommentRead(app.db, actor.userId, request.params.id, true)
    },
  )

  app.delete(
    '/api/comments/:id/read',
    {
      schema: {
        tags: ['comments'],
        summary: 'Mark a comment unread for the signed-in teammate',
        params: ZId('Comment'),
        response: state,
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return setCommentRead(app.db, actor.userId, request.params.id, false)
    },
  )

  app.put(
    '/api/comments/:id/assignee',
    {
      schema: {
        tags: ['comments'],
        summary: 'Assign a comment to a teammate, or to nobody',
        params: ZId('Comment'),
        body: ZSetAssignee,
        response: state,
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return setCommentAssignee(app.db, actor.userId, request.params.id, request.body.assigneeId)
    },
  )

  app.get(
    '/api/team/assignees',
    {
      schema: {
        tags: ['team'],
        summary: 'Active teammates a comment can be assigned to, by name',
        querystring: ZAssigneeQuery,
        response: { 200: ZAssigneePage, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return listAssignees(app.db, request.query)
    },
  )
}
