import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FLOCK_BULK_ACTIONS,
  type TBulkActionType,
  ZBulkApplied,
  ZBulkJob,
  ZBulkRequest,
} from '@common/schemas/bulk'
import {
  type AgencyCapability,
  requireAdmin,
  requireAgencyCapability,
  requireCapability,
} from '../../../auth/policy'
import { commentRouteErrors, ZId } from '../comments/comment-route-schemas'
import {
  applyFlockAction,
  findBulkKind,
  getBulkJob,
  retryFailures,
  startInstagramAction,
} from './bulk.service'

// Deleting asks what deleting one comment asks; everything else is working the inbox.
const capabilityFor = (type: TBulkActionType): AgencyCapability =>
  type === 'delete' ? 'deleteComments' : 'workInbox'

const isFlockAction = (type: TBulkActionType): type is (typeof FLOCK_BULK_ACTIONS)[number] =>
  (FLOCK_BULK_ACTIONS as readonly string[]).includes(type)

// Many comments at once: Flock-side changes answered when committed, Instagram-side ones as a
// job whose progress the browser follows.
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/comments/bulk',
    {
      // 5,000 ids of 36 characters and their quotes: about 200 KiB, above the usual 64 KiB.
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['comments'],
        summary: 'Mark done, reopen, assign, label, hide, unhide or delete many comments',
        body: ZBulkRequest,
        response: { 200: ZBulkApplied, 202: ZBulkJob, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const { selection, action } = request.body
      const actor = await requireAgencyCapability(request, capabilityFor(action.type))
      const type = action.type
      const context = { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE }
      if (isFlockAction(type))
        return reply
          .status(200)
          .send(await applyFlockAction(app.db, context, selection, { ...action, type }))
      const job = await startInstagramAction(app.db, app.jobs, context, selection, type)
      return reply.status(202).send(job)
    },
  )

  app.get(
    '/api/comments/bulk/:id',
    {
      schema: {
        tags: ['comments'],
        summary: "A bulk hide, unhide or delete's progress and result",
        params: ZId('Bulk action'),
        response: { 200: ZBulkJob, ...commentRouteErrors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return getBulkJob(app.db, request.params.id)
    },
  )

  app.post(
    '/api/comments/bulk/:id/retry',
    {
      schema: {
        tags: ['comments'],
        summary: 'Try the failed comments of a bulk hide, unhide or delete again',
        params: ZId('Bulk action'),
        response: { 202: ZBulkJob, ...commentRouteErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request)
      requireCapability(actor, capabilityFor(await findBulkKind(app.db, request.params.id)))
      return reply.status(202).send(await retryFailures(app.db, app.jobs, request.params.id))
    },
  )
}
