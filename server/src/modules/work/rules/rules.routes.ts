import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError, ZOk } from '@common/schemas/common'
import {
  ZDryRunInput,
  ZDryRunResult,
  ZHiddenWords,
  ZHiddenWordsInput,
  ZRule,
  ZRuleEnabled,
  ZRuleInput,
  ZRuleList,
  ZRuleOrder,
} from '@common/schemas/rules'
import {
  requireAgencyCapability,
  requireChurchOwnerForWords,
  requireUser,
} from '../../../auth/policy'
import { getAccessibleOrganization } from '../../churches/organizations/organizations.service'
import { findChurchWords, replaceChurchWords } from './rules.repository'
import { dryRunRule } from './rules-dry-run'
import {
  addStarterRules,
  createRule,
  editRule,
  getRules,
  removeRule,
  reorderRules,
  switchRule,
} from './rules.service'

const ZRuleParams = z.object({ id: z.uuid({ error: 'Rule not found' }) })
const ZChurchParams = z.object({ routeId: z.string().min(1).max(200) })
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

// The agency's moderation rules: Owners and Admins only. Agents are refused outright (decision
// 044): a rule acts on every church's comments unseen, and its words are a spam-fighting list.
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rules',
    {
      schema: {
        tags: ['rules'],
        summary: "The agency's moderation rules, in the order they run",
        response: { 200: ZRuleList, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageRules')
      return getRules(app.db)
    },
  )

  app.post(
    '/api/rules',
    {
      schema: {
        tags: ['rules'],
        summary: 'Add a moderation rule (it runs last)',
        body: ZRuleInput,
        response: { 201: ZRule, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireAgencyCapability(request, 'manageRules')
      return reply.status(201).send(await createRule(app.db, actor.userId, request.body))
    },
  )

  app.post(
    '/api/rules/dry-run',
    {
      schema: {
        tags: ['rules'],
        summary: "How many of the last 30 days' comments a rule would have matched, with examples",
        body: ZDryRunInput,
        response: { 200: ZDryRunResult, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageRules')
      return dryRunRule(app.db, request.body)
    },
  )

  app.post(
    '/api/rules/starter',
    {
      schema: {
        tags: ['rules'],
        summary: 'Add the starter rules (spam links, follower offers, crypto) the agency lacks',
        response: { 200: ZRuleList, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageRules')
      return addStarterRules(app.db, actor.userId)
    },
  )

  app.put(
    '/api/rules/order',
    {
      schema: {
        tags: ['rules'],
        summary: 'Set the order rules run in (every rule, once)',
        body: ZRuleOrder,
        response: { 200: ZRuleList, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageRules')
      return reorderRules(app.db, request.body.ids)
    },
  )

  app.put(
    '/api/rules/:id',
    {
      schema: {
        tags: ['rules'],
        summary: 'Edit a moderation rule',
        params: ZRuleParams,
        body: ZRuleInput,
        response: { 200: ZRule, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageRules')
      return editRule(app.db, request.params.id, request.body)
    },
  )

  app.put(
    '/api/rules/:id/enabled',
    {
      schema: {
        tags: ['rules'],
        summary: 'Turn a moderation rule on or off',
        params: ZRuleParams,
        body: ZRuleEnabled,
        response: { 200: ZRule, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageRules')
      return switchRule(app.db, request.params.id, request.body.enabled)
    },
  )

  app.delete(
    '/api/rules/:id',
    {
      schema: {
        tags: ['rules'],
        summary: 'Delete a moderation rule',
        params: ZRuleParams,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageRules')
      return removeRule(app.db, request.params.id)
    },
  )

  // A church's own hidden words: read by whoever may see the church, written by its Owner.
  app.get(
    '/api/organizations/:routeId/hidden-words',
    {
      schema: {
        tags: ['rules'],
        summary: "A church's hidden words: comments on its accounts containing one are hidden",
        params: ZChurchParams,
        response: { 200: ZHiddenWords, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const church = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return { words: await findChurchWords(app.db, church.id) }
    },
  )

  app.put(
    '/api/organizations/:routeId/hidden-words',
    {
      schema: {
        tags: ['rules'],
        summary: "Replace a church's hidden words (the church's Owner)",
        params: ZChurchParams,
        body: ZHiddenWordsInput,
        response: { 200: ZHiddenWords, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const church = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireChurchOwnerForWords(actor)
      const words = [...new Set(request.body.words)]
      await replaceChurchWords(app.db, church.id, words, actor.userId)
      return { words }
    },
  )
}
