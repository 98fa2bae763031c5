import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import {
  ZApprovePost,
  ZChurchPostListQuery,
  ZCreatePost,
  ZDeclinePost,
  ZPostDetail,
  ZPostListQuery,
  ZPostPage,
  ZPublishNow,
  ZSchedulePost,
  ZUpdatePost,
} from '@common/schemas/posts'
import {
  requireAgencyCapability,
  requireCapability,
  requirePostReviewer,
  requireUser,
} from '../../../auth/policy'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import { approvePostAsChurch, declinePostAsChurch } from './post-approval.service'
import { submitForPublishing, unscheduleForDraft } from './post-submit.service'
import { createPost, deletePost, getPost, listPosts, updatePost } from './posts.service'
import type { PublishingContext } from './publishing-context'

const ZRouteParams = z.object({ routeId: z.string().min(1).max(120) })
const ZPostParams = z.object({ id: z.uuid({ error: 'Post not found' }) })
const ZVersionBody = z.object({ version: z.number().int().optional() }).default({})
export const postErrors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
  503: ZApiError,
}

export const publishingContextOf = (app: {
  db: PublishingContext['db']
  jobs: PublishingContext['jobs']
  assetStorage: PublishingContext['storage']
  config: { publicUrl: string }
  instagram: PublishingContext['instagram']
  tokenCipher: PublishingContext['cipher']
}): PublishingContext => ({
  db: app.db,
  jobs: app.jobs,
  storage: app.assetStorage,
  publicUrl: app.config.publicUrl,
  instagram: app.instagram,
  cipher: app.tokenCipher,
})

// Posts Flock publishes (decision 071): the agency composes (the whole team drafts; Owners and
// Admins schedule, publish and delete); the church reads its own and approves or declines.
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => publishingContextOf(app)

  app.get(
    '/api/publishing/posts',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'The agency’s calendar and list of posts across churches, by scheduled time (unscheduled=true: drafts without a time)',
        querystring: ZPostListQuery,
        response: { 200: ZPostPage, ...postErrors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'draftPosts')
      return listPosts(context(), request.query)
    },
  )

  app.get(
    '/api/organizations/:routeId/posts',
    {
      schema: {
        tags: ['publishing'],
        summary: 'One church’s posts, by scheduled time (unscheduled=true: drafts without a time)',
        params: ZRouteParams,
        querystring: ZChurchPostListQuery,
        response: { 200: ZPostPage, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return listPosts(context(), { ...request.query, organizationId: organization.id })
    },
  )

  app.post(
    '/api/organizations/:routeId/posts',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Write a draft post for a church from files of its media library',
        params: ZRouteParams,
        body: ZCreatePost,
        response: { 201: ZPostDetail, ...postErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireCapability(actor, 'draftPosts')
      return reply
        .status(201)
        .send(await createPost(context(), actor, organization.id, request.body))
    },
  )

  app.get(
    '/api/posts/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'One post with its ledger (each step of its way to Instagram)',
        params: ZPostParams,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => getPost(context(), await requireUser(request), request.params.id),
  )

  app.patch(
    '/api/posts/:id',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'Edit a post (draft, waiting, scheduled or failed); content the church approved is sent for approval again',
        params: ZPostParams,
        body: ZUpdatePost,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'draftPosts')
      return updatePost(context(), actor, request.params.id, request.body)
    },
  )

  app.delete(
    '/api/posts/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Delete a post that is not publishing or published',
        params: ZPostParams,
        response: { 204: z.null(), ...postErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'publishPosts')
      await deletePost(context(), actor, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/posts/:id/schedule',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'Schedule a post (held for the church’s approval when it asks for it); refused past Instagram’s 50 a day',
        params: ZPostParams,
        body: ZSchedulePost,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'publishPosts')
      return submitForPublishing(context(), actor, request.params.id, {
        scheduledAt: new Date(request.body.scheduledAt),
        version: request.body.version,
      })
    },
  )

  app.post(
    '/api/posts/:id/publish-now',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Publish a post now (or as soon as the church approves it, when it asks to)',
        params: ZPostParams,
        body: ZPublishNow,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'publishPosts')
      return submitForPublishing(context(), actor, request.params.id, {
        scheduledAt: 'now',
        version: request.body.version,
      })
    },
  )

  app.post(
    '/api/posts/:id/unschedule',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Take a scheduled (or waiting) post back to draft',
        params: ZPostParams,
        body: ZVersionBody,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'draftPosts')
      return unscheduleForDraft(context(), actor, request.params.id, request.body.version)
    },
  )

  app.post(
    '/api/posts/:id/approve',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'Approve a post for the church (optionally with its own caption or first comment); it is then published at its time',
        params: ZPostParams,
        body: ZApprovePost,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requirePostReviewer(actor)
      return approvePostAsChurch(context(), actor, request.params.id, request.body)
    },
  )

  app.post(
    '/api/posts/:id/decline',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Decline a post with a reason: it goes back to the agency as a draft',
        params: ZPostParams,
        body: ZDeclinePost,
        response: { 200: ZPostDetail, ...postErrors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      requirePostReviewer(actor)
      return declinePostAsChurch(context(), actor, request.params.id, request.body)
    },
  )
}
