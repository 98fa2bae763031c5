import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import {
  ZAcceptedInvitation,
  ZAcceptInvitation,
  ZInvitationPreview,
  ZInviteTeammate,
  ZLinkToShare,
  ZSentInvitation,
} from '@common/schemas/team'
import {
  requireAgencyCapability,
  requireInvitationManager,
  requireUser,
} from '../../../auth/policy'
import { signInOnReply } from '../../../auth/sign-in'
import { notFound } from '../../../lib/app-error'
import { consumeRateLimit } from '../../../lib/rate-limit'
import { toPendingInvitation } from './invitation-view'
import { findInvitationById, revokeInvitation } from './invitations.repository'
import {
  acceptInvitation,
  inviteTeammate,
  previewInvitation,
  resendInvitation,
} from './invitations.service'

const ZIdParams = z.object({ id: z.uuid({ error: 'Invitation not found' }) })
const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  410: ZApiError,
  429: ZApiError,
}

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config })

  app.post(
    '/api/team/invitations',
    {
      schema: {
        tags: ['team'],
        summary:
          'Invite a teammate by e-mail with a role; the link works once, for 7 days (Owners only)',
        body: ZInviteTeammate,
        response: { 201: ZSentInvitation, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'manageTeam')
      const { invitation, linkToShare } = await inviteTeammate(deps(), actor, request.body)
      return reply.status(201).send({ ...toPendingInvitation(invitation), linkToShare })
    },
  )

  app.post(
    '/api/invitations/:id/resend',
    {
      schema: {
        tags: ['team'],
        summary:
          'Send a pending invitation again with a new link valid 7 days; the old link stops working. Without an e-mail server the new link comes back to pass on.',
        params: ZIdParams,
        response: { 200: ZLinkToShare, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const invitation = await findInvitationById(app.db, request.params.id)
      if (!invitation) throw notFound('Invitation not found')
      requireInvitationManager(actor, invitation)
      return resendInvitation(deps(), actor, invitation)
    },
  )

  app.post(
    '/api/invitations/:id/revoke',
    {
      schema: {
        tags: ['team'],
        summary: 'Withdraw a pending invitation: its link stops working',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const invitation = await findInvitationById(app.db, request.params.id)
      if (!invitation) throw notFound('Invitation not found')
      requireInvitationManager(actor, invitation)
      await revokeInvitation(app.db, invitation.id)
      return reply.status(204).send(null)
    },
  )

  // The token travels in the body, never in a URL the server would log.
  app.post(
    '/api/invitations/preview',
    {
      schema: {
        tags: ['session'],
        summary: 'What an invitation link offers, or why it no longer works (410)',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ZInvitationPreview, ...errors },
      },
    },
    async (request) => {
      await consumeRateLimit(app.db, `invitation-open:${request.ip}`, {
        max: app.config.SIGN_IN_RATE_LIMIT * 3,
        windowSeconds: app.config.SIGN_IN_RATE_WINDOW_SECONDS,
      })
      return previewInvitation(app.db, request.body.token)
    },
  )

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        tags: ['session'],
        summary: 'Accept an invitation: set a name and password, and be signed in with its role',
        body: ZAcceptInvitation,
        response: { 200: ZAcceptedInvitation, ...errors },
      },
    },
    async (request, reply) => {
      // Accepting is not registering: a team onboarded from one office accepts many invitations
      // from one address. The token (256 random bits) is what guessing would need, so the
      // accept step is throttled like opening a link, apart from the registrations' budget.
      await consumeRateLimit(app.db, `invitation-accept:${request.ip}`, {
        max: app.config.SIGN_IN_RATE_LIMIT * 3,
        windowSeconds: app.config.SIGN_IN_RATE_WINDOW_SECONDS,
      })
      const { user, invitation } = await acceptInvitation(app.db, request.body)
      await signInOnReply(request, reply, { email: user.email, password: request.body.password })
      return { kind: invitation.kind }
    },
  )
}
