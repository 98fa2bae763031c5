import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZOutgoing, ZComposeMessage, ZSetAssignee } from '@common/schemas/comment'
import { ZCommentNote, ZCommentNotes, ZCreateNote } from '@common/schemas/comment-detail'
import { ZPageQuery } from '@common/schemas/common'
import {
  ZDirectConversationPage,
  ZDirectMessage,
  ZDirectThread,
  ZDirectThreadQuery,
  ZMessagePrivacy,
  ZReactDirectMessage,
  ZSendDirectMessage,
  ZWorkItemState,
} from '@common/schemas/direct-messages'
import { ZLabel } from '@common/schemas/label'
import {
  requireAgencyCapability,
  requireChurchOwnerItself,
  requireUser,
} from '../../../auth/policy'
import { commentRouteErrors as errors, ZId } from '../comments/comment-route-schemas'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import { findAsset } from '../../churches/assets/assets.repository'
import { toAsset } from '../../churches/assets/asset-view'
import {
  getThread,
  listChurchConversations,
  reactToMessage,
  replyToMention,
  sendDirectMessage,
} from './direct-messages.service'
import {
  addNote,
  getNotes,
  getPrivacy,
  setAssignee,
  setDone,
  setLabel,
  setPrivacy,
  setRead,
} from './work-state.service'

const ZRouteParams = z.object({ routeId: z.string().min(1).max(120) })
const ZLabelParams = z.object({
  id: z.uuid({ error: 'Not found' }),
  labelId: z.uuid({ error: 'Label not found' }),
})

// Direct messages and mentions (decision 072): the agency's team reads and works them; a church's
// people read its conversations as its privacy setting says, and its Owner sets that.
export const directMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const humanAgentEnabled = app.config.INSTAGRAM_HUMAN_AGENT === 'on'
  const deps = {
    db: app.db,
    jobs: app.jobs,
    humanAgentEnabled,
    assetAttachment: async (organizationId: string, assetId: string) => {
      const row = await findAsset(app.db, organizationId, assetId)
      if (!row) return null
      const asset = toAsset(row, app.assetStorage, app.config.publicUrl)
      return { type: asset.kind, url: asset.publicUrl }
    },
  }

  app.get(
    '/api/direct-conversations/:id',
    {
      schema: {
        tags: ['direct messages'],
        summary:
          "A follower's direct-message conversation: its newest messages (older pages by `before`), reactions, seen state, attachments and Instagram's window",
        params: ZId('Conversation'),
        querystring: ZDirectThreadQuery,
        response: { 200: ZDirectThread, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      return getThread(deps, actor, request.params.id, request.query)
    },
  )

  app.post(
    '/api/direct-conversations/:id/messages',
    {
      schema: {
        tags: ['direct messages'],
        summary:
          'Send a direct message (text of at most 1,000 bytes, or an image or video of the church): checked against the window first, sent exactly once',
        params: ZId('Conversation'),
        body: ZSendDirectMessage,
        response: { 200: ZDirectMessage, 201: ZDirectMessage, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      const sent = await sendDirectMessage(deps, actor, request.params.id, request.body)
      return reply.status(sent.created ? 201 : 200).send(sent.message)
    },
  )

  app.post(
    '/api/direct-conversations/:id/reactions',
    {
      schema: {
        tags: ['direct messages'],
        summary: "Put the account's heart on a follower's message",
        params: ZId('Conversation'),
        body: ZReactDirectMessage,
        response: { 200: ZDirectMessage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reactToMessage(
        { db: app.db, instagram: app.instagram, cipher: app.tokenCipher },
        actor,
        request.params.id,
        request.body.messageId,
      )
    },
  )

  for (const [method, done] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/work-items/:id/done',
      schema: {
        tags: ['direct messages'],
        summary: done
          ? 'Mark a conversation or mention done (no reply needed)'
          : 'Reopen a done conversation or mention',
        params: ZId('Conversation or mention'),
        response: { 200: ZWorkItemState, ...errors },
      },
      handler: async (request) => {
        const actor = await requireAgencyCapability(request, 'workInbox')
        return setDone(app.db, actor, request.params.id, done)
      },
    })
  }

  for (const [method, read] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/work-items/:id/read',
      schema: {
        tags: ['direct messages'],
        summary: read
          ? 'Mark a conversation or mention read by the signed-in teammate'
          : 'Mark a conversation or mention unread again',
        params: ZId('Conversation or mention'),
        response: { 200: ZWorkItemState, ...errors },
      },
      handler: async (request) => {
        const actor = await requireAgencyCapability(request, 'workInbox')
        return setRead(app.db, actor, request.params.id, read)
      },
    })
  }

  app.put(
    '/api/work-items/:id/assignee',
    {
      schema: {
        tags: ['direct messages'],
        summary: 'Assign a conversation or mention to a teammate, or to nobody',
        params: ZId('Conversation or mention'),
        body: ZSetAssignee,
        response: { 200: ZWorkItemState, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return setAssignee(app.db, actor, request.params.id, request.body.assigneeId)
    },
  )

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/work-items/:id/labels/:labelId',
      schema: {
        tags: ['direct messages'],
        summary: on
          ? 'Put a label on a conversation or mention'
          : 'Take a label off a conversation or mention',
        params: ZLabelParams,
        response: { 200: ZLabel, ...errors },
      },
      handler: async (request) => {
        const actor = await requireAgencyCapability(request, 'workInbox')
        return setLabel(app.db, actor, request.params.id, request.params.labelId, on)
      },
    })
  }

  app.get(
    '/api/work-items/:id/notes',
    {
      schema: {
        tags: ['direct messages'],
        summary: "The team's internal notes on a conversation or mention, oldest first",
        params: ZId('Conversation or mention'),
        response: { 200: ZCommentNotes, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'workInbox')
      return getNotes(app.db, request.params.id)
    },
  )

  app.post(
    '/api/work-items/:id/notes',
    {
      schema: {
        tags: ['direct messages'],
        summary: 'Add an internal note to a conversation or mention (never sent to Instagram)',
        params: ZId('Conversation or mention'),
        body: ZCreateNote,
        response: { 201: ZCommentNote, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reply
        .status(201)
        .send(await addNote(app.db, actor, request.params.id, request.body.text))
    },
  )

  app.get(
    '/api/organizations/:routeId/message-privacy',
    {
      schema: {
        tags: ['direct messages'],
        summary: "Who among the church's people may read its direct messages",
        params: ZRouteParams,
        response: { 200: ZMessagePrivacy, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getPrivacy(app.db, organization.id)
    },
  )

  app.put(
    '/api/organizations/:routeId/message-privacy',
    {
      schema: {
        tags: ['direct messages'],
        summary: "Set who among the church's people may read its direct messages (its Owner)",
        params: ZRouteParams,
        body: ZMessagePrivacy,
        response: { 200: ZMessagePrivacy, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwnerItself(actor)
      return setPrivacy(app.db, organization.id, request.body.readers)
    },
  )

  app.get(
    '/api/organizations/:routeId/direct-conversations',
    {
      schema: {
        tags: ['direct messages'],
        summary: "A church's direct-message conversations, newest first",
        params: ZRouteParams,
        querystring: ZPageQuery.extend({ limit: ZPageQuery.shape.limit.default(20) }),
        response: { 200: ZDirectConversationPage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return listChurchConversations(deps, actor, organization, request.query)
    },
  )

  app.post(
    '/api/mentions/:id/reply',
    {
      schema: {
        tags: ['direct messages'],
        summary: 'Answer a mention under the comment or caption that mentioned the account',
        params: ZId('Mention'),
        body: ZComposeMessage,
        response: { 201: ZOutgoing, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'workInbox')
      return reply
        .status(201)
        .send(await replyToMention(deps, actor, request.params.id, request.body))
    },
  )
}
