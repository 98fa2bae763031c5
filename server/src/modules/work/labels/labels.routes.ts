import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCreateLabel, ZLabel, ZLabelList, ZLabelQuery } from '@common/schemas/label'
import { requireAgencyCapability } from '../../../auth/policy'
import { ZApiError } from '@common/schemas/common'
import { createLabel, listLabels, setCommentLabel } from './labels.service'

// The inbox reads labels (inbox.service), so this module names its own error answers rather
// than borrowing the inbox's.
const commentRouteErrors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  429: ZApiError,
  503: ZApiError,
}

const ZCommentLabelParams = z.object({
  id: z.uuid({ error: 'Comment not found' }),
  labelId: z.uuid({ error: 'Label not found' }),
})

// The agency's labels ("Prayer", "Events"), shared by the whole team and made on the fly from
// the label picker. Churches never see them.
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/labels',
    {
      schema: {
        tags: ['labels'],
        summary: "The agency's labels, by name",
        querystring: ZLabelQuery,
        response: { 200: ZLabelList, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return listLabels(app.db, request.query.search)
    },
  )

  app.post(
    '/api/labels',
    {
      schema: {
        tags: ['labels'],
        summary: 'Create a label (or be given the one of that name, whatever its case)',
        body: ZCreateLabel,
        response: { 200: ZLabel, 201: ZLabel, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      const { label, created } = await createLabel(app.db, actor.userId, request.body)
      return reply.status(created ? 201 : 200).send(label)
    },
  )

  app.put(
    '/api/comments/:id/labels/:labelId',
    {
      schema: {
        tags: ['labels'],
        summary: 'Put a label on a comment',
        params: ZCommentLabelParams,
        response: { 200: ZLabel, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return setCommentLabel(app.db, actor.userId, request.params.id, request.params.labelId, true)
    },
  )

  app.delete(
    '/api/comments/:id/labels/:labelId',
    {
      schema: {
        tags: ['labels'],
        summary: 'Take a label off a comment',
        params: ZCommentLabelParams,
        response: { 200: ZLabel, ...commentRouteErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return setCommentLabel(app.db, actor.userId, request.params.id, request.params.labelId, false)
    },
  )
}
