import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZPublishingFreeze,
  ZPublishingLimit,
  ZPublishingSettings,
  ZUpdatePublishingSettings,
} from '@common/schemas/posts'
import {
  requireAgencyCapability,
  requireCapability,
  requireOrganizationAccess,
  requireUser,
} from '../../../auth/policy'
import { notFound } from '../../../lib/app-error'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import { postErrors, publishingContextOf } from './posts.routes'
import {
  freezeAll,
  freezeChurch,
  getAgencyFreeze,
  getPublishingSettings,
  setPostsNeedApproval,
} from './publishing-settings.service'
import { quotaAt } from './quota'

const ZRouteParams = z.object({ routeId: z.string().min(1).max(120) })
const ZAccountParams = z.object({ id: z.uuid({ error: 'Account not found' }) })
const ZEmpty = z.object({}).default({})

// A church's sign-off and freeze (the agency's Owners and Admins set them; the church reads
// them), the agency's freeze of every church, and an account's place in Instagram's 50 a day.
export const publishingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations/:routeId/publishing-settings',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Whether a church signs off its posts, and whether it is frozen',
        params: ZRouteParams,
        response: { 200: ZPublishingSettings, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getPublishingSettings(app.db, organization.id)
    },
  )

  app.put(
    '/api/organizations/:routeId/publishing-settings',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'Set whether a church’s posts wait for its approval (the agency’s Owners and Admins)',
        params: ZRouteParams,
        body: ZUpdatePublishingSettings,
        response: { 200: ZPublishingSettings, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireCapability(actor, 'publishPosts')
      return setPostsNeedApproval(app.db, actor, organization.id, request.body.postsNeedApproval)
    },
  )

  for (const [path, frozen] of [
    ['freeze', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/organizations/:routeId/publishing/${path}`,
      {
        schema: {
          tags: ['publishing'],
          summary: frozen
            ? 'Freeze a church: none of its posts is published until it is resumed'
            : 'Resume a frozen church: posts that came due meanwhile go now',
          params: ZRouteParams,
          body: ZEmpty,
          response: { 200: ZPublishingSettings, ...postErrors },
        },
      },
      async (request) => {
        const actor = await requireUser(request)
        const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
        requireCapability(actor, 'publishPosts')
        return freezeChurch(app, actor, organization.id, frozen)
      },
    )

    app.post(
      `/api/publishing/${path}`,
      {
        schema: {
          tags: ['publishing'],
          summary: frozen
            ? 'Freeze every church: nothing is published until resumed'
            : 'Resume publishing for every church',
          body: ZEmpty,
          response: { 200: ZPublishingFreeze, ...postErrors },
        },
      },
      async (request) => {
        const actor = await requireAgencyCapability(request, 'publishPosts')
        return freezeAll(app, actor, frozen)
      },
    )
  }

  app.get(
    '/api/publishing/freeze',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Whether every church is frozen',
        response: { 200: ZPublishingFreeze, ...postErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'draftPosts')
      return getAgencyFreeze(app.db)
    },
  )

  app.get(
    '/api/instagram-accounts/:id/publishing-limit',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'An account’s posts in Instagram’s rolling 24 hours, its limit, and when the next slot frees',
        params: ZAccountParams,
        response: { 200: ZPublishingLimit, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const account = await findAccountById(app.db, request.params.id)
      if (!account) throw notFound('Account not found')
      requireOrganizationAccess(actor, account.organizationId)
      return quotaAt(publishingContextOf(app), account, new Date())
    },
  )
}
