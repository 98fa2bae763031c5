import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import {
  ZAccountsPermission,
  ZChurchMembers,
  ZInviteChurchMember,
  ZSentInvitation,
} from '@common/schemas/team'
import { requireChurchOwner, requireUser } from '../../../auth/policy'
import { toPendingInvitation } from '../invitations/invitation-view'
import { inviteChurchMember } from '../invitations/invitations.service'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import { AppError } from '../../../lib/app-error'
import {
  getChurchMembers,
  removeChurchMember,
  setAccountsPermission,
} from './church-members.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const ZMemberParams = ZParams.extend({ userId: z.string().min(1).max(100) })
const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
}

// A church's people: everyone in it sees the list; its Owner (and the agency's Owners and Admins)
// invites and removes members.
export const churchMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId/members',
    {
      schema: {
        tags: ['organizations'],
        summary: "An organization's members and, for those who manage it, pending invitations",
        params: ZParams,
        response: { 200: ZChurchMembers, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getChurchMembers(app.db, actor, organization.id)
    },
  )

  app.post(
    '/api/organizations/:routeId/invitations',
    {
      schema: {
        tags: ['organizations'],
        summary:
          "Invite someone to an organization by e-mail; the first person of a church with no members becomes its Owner (the church's Owner, the agency's Owners and Admins)",
        params: ZParams,
        body: ZInviteChurchMember,
        response: { 201: ZSentInvitation, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwner(actor)
      const { invitation, linkToShare } = await inviteChurchMember(
        { db: app.db, jobs: app.jobs, config: app.config },
        actor,
        organization.id,
        request.body.email,
      )
      return reply.status(201).send({ ...toPendingInvitation(invitation), linkToShare })
    },
  )

  app.delete(
    '/api/organizations/:routeId/members/:userId',
    {
      schema: {
        tags: ['organizations'],
        summary:
          "Remove a member from an organization (the church's Owner, the agency's Owners and Admins)",
        params: ZMemberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwner(actor)
      await removeChurchMember(app.db, organization.id, request.params.userId)
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/organizations/:routeId/members/:userId/accounts-permission',
    {
      schema: {
        tags: ['organizations'],
        summary:
          "Let a Member connect and revoke the church's Instagram accounts, or stop them (the church's Owner)",
        params: ZMemberParams,
        body: ZAccountsPermission,
        response: { 200: ZAccountsPermission, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      // The church's own decision about its accounts: not the agency's.
      if (actor.role !== 'client' || actor.churchRole !== 'owner') {
        throw new AppError(
          'FORBIDDEN',
          "Only the church's Owner decides who connects and revokes its accounts.",
        )
      }
      return setAccountsPermission(
        app.db,
        organization.id,
        request.params.userId,
        request.body.allowed,
      )
    },
  )
}
