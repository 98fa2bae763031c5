import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZOutgoing } from '@common/schemas/comment'
import { ZApiError } from '@common/schemas/common'
import {
  ZApprovalDecisionPage,
  ZApprovalSettings,
  ZApproveReply,
  ZDeclineReply,
  ZPendingApprovalPage,
  ZPendingApprovalQuery,
  ZPendingMessageApprovalPage,
  ZUpdateApprovalSettings,
} from '@common/schemas/reply-approval'
import {
  requireChurchOwnerForApproval,
  requireChurchReviewer,
  requireUser,
} from '../../../auth/policy'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import {
  approveReply,
  declineReply,
  getApprovalSettings,
  listApprovalDecisions,
  listPendingApprovals,
  updateApprovalSettings,
} from './reply-approval.service'
import { listPendingMessageApprovals, mayReadMessages } from './held-messages.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const ZReplyParams = z.object({ id: z.uuid({ error: 'id must be a reply id' }) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

// "Replies need our approval" (decision 043): the church's setting (its Owner's to change, the
// agency reads it), the replies waiting for it, and its decision on each (anyone in the church).
export const replyApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    humanAgentEnabled: app.config.INSTAGRAM_HUMAN_AGENT === 'on',
  }

  app.get(
    '/api/organizations/:routeId/approval-settings',
    {
      schema: {
        tags: ['reply approval'],
        summary: 'Whether replies written for a church wait for its approval, and its reminder',
        params: ZParams,
        response: { 200: ZApprovalSettings, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getApprovalSettings(
        app.db,
        organization.id,
        await mayReadMessages(app.db, actor, organization),
      )
    },
  )

  app.put(
    '/api/organizations/:routeId/approval-settings',
    {
      schema: {
        tags: ['reply approval'],
        summary: "Set whether replies need the church's approval (the church's Owner)",
        params: ZParams,
        body: ZUpdateApprovalSettings,
        response: { 200: ZApprovalSettings, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwnerForApproval(actor)
      return updateApprovalSettings(app.db, actor, organization.id, request.body)
    },
  )

  app.get(
    '/api/organizations/:routeId/approvals',
    {
      schema: {
        tags: ['reply approval'],
        summary: "Replies awaiting a church's approval, longest waiting first, with their comments",
        params: ZParams,
        querystring: ZPendingApprovalQuery,
        response: { 200: ZPendingApprovalPage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return listPendingApprovals(app.db, organization.id, request.query)
    },
  )

  // Held direct messages (decision 075): only for the church's people allowed to read its
  // direct messages (and the agency); anyone else is told the church is not found.
  app.get(
    '/api/organizations/:routeId/message-approvals',
    {
      schema: {
        tags: ['reply approval'],
        summary:
          "Direct messages awaiting a church's approval, longest waiting first, with the follower's last messages",
        params: ZParams,
        querystring: ZPendingApprovalQuery,
        response: { 200: ZPendingMessageApprovalPage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return listPendingMessageApprovals(deps, actor, organization, request.query)
    },
  )

  app.get(
    '/api/organizations/:routeId/approval-decisions',
    {
      schema: {
        tags: ['reply approval'],
        summary:
          "A church's decisions on replies (approved, edited and approved, declined), newest first",
        params: ZParams,
        querystring: ZPendingApprovalQuery,
        response: { 200: ZApprovalDecisionPage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return listApprovalDecisions(
        app.db,
        organization.id,
        request.query,
        await mayReadMessages(app.db, actor, organization),
      )
    },
  )

  app.post(
    '/api/approvals/:id/approve',
    {
      schema: {
        tags: ['reply approval'],
        summary: 'Approve a reply (optionally with edited text); it is then posted exactly once',
        params: ZReplyParams,
        body: ZApproveReply,
        response: { 200: ZOutgoing, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requireChurchReviewer(actor)
      return approveReply(deps, actor, request.params.id, request.body)
    },
  )

  app.post(
    '/api/approvals/:id/decline',
    {
      schema: {
        tags: ['reply approval'],
        summary: 'Decline a reply with a reason for the agency; nothing is posted',
        params: ZReplyParams,
        body: ZDeclineReply,
        response: { 200: ZOutgoing, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requireChurchReviewer(actor)
      return declineReply(deps, actor, request.params.id, request.body)
    },
  )
}
