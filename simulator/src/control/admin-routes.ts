import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { isoTime, unixSeconds, type SimContext } from '../context'
import { requireAccount } from '../domain/accounts'
import { addFault, ZFault } from '../http/faults'
import { resetSimulator } from '../reset'
import { applyPublishingSettings } from '../store/publishing-settings'
import { applyMessagingSettings } from '../store/messaging-settings'
import { settingsView, ZSettingsUpdate } from '../store/settings'
import { dumpState } from './state-dump'

const ZReset = z.object({ seed: z.boolean().optional() }).strict()
const ZClock = z
  .object({
    advance_seconds: z.number().optional(),
    now: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()

function clockView(ctx: SimContext) {
  const now = ctx.clock.now()
  return { now: isoTime(now), unix: unixSeconds(now) }
}

function applySettings(ctx: SimContext, input: z.infer<typeof ZSettingsUpdate>) {
  const s = ctx.settings
  applyMessagingSettings(s, input)
  if (input.token_response_shape) s.tokenResponseShape = input.token_response_shape
  if (input.hidden_comments) s.hiddenComments = input.hidden_comments
  if (input.app_usage_header !== undefined) s.appUsageHeader = input.app_usage_header
  if (input.webhook_payload) s.webhookPayload = input.webhook_payload
  if (input.state_on_denial !== undefined) s.stateOnDenial = input.state_on_denial
  if (input.expired_token_subcode !== undefined) s.expiredTokenSubcode = input.expired_token_subcode
  if (input.rate_limit_status) s.rateLimitStatus = input.rate_limit_status
  if (input.default_call_budget) s.defaultCallBudget = input.default_call_budget
  if (input.replies_page_size) s.repliesPageSize = input.replies_page_size
  for (const [ref, budget] of Object.entries(input.call_budgets ?? {}))
    s.callBudgets[requireAccount(ctx, ref).userId] = budget
  applyPublishingSettings(s.publishing, input)
}

/** Control API for the simulator itself: faults, call log, clock, switches, reset, state. */
export function registerAdminRoutes(app: FastifyInstance, ctx: SimContext) {
  app.get('/__sim/faults', async () => ({ faults: ctx.faults }))
  app.post('/__sim/faults', async (req, reply) => {
    const rule = addFault(ctx, ZFault.parse(req.body ?? {}))
    return reply.status(201).send({ fault: rule, faults: ctx.faults })
  })
  app.delete('/__sim/faults', async () => {
    ctx.faults.length = 0
    return { faults: [] }
  })

  app.get('/__sim/log', async () => ({ calls: ctx.log }))
  app.delete('/__sim/log', async () => {
    const cleared = ctx.log.length
    ctx.log.length = 0
    return { cleared }
  })

  app.get('/__sim/clock', async () => clockView(ctx))
  app.post('/__sim/clock', async (req) => {
    const input = ZClock.parse(req.body ?? {})
    if (input.now) ctx.clock.set(Date.parse(input.now))
    if (input.advance_seconds) ctx.clock.advance(input.advance_seconds)
    return clockView(ctx)
  })

  app.get('/__sim/settings', async () => settingsView(ctx.settings))
  app.post('/__sim/settings', async (req) => {
    applySettings(ctx, ZSettingsUpdate.parse(req.body ?? {}))
    return settingsView(ctx.settings)
  })

  app.post('/__sim/reset', async (req) => {
    const input = ZReset.parse(req.body ?? {})
    resetSimulator(ctx, input.seed ?? ctx.options.seed)
    return { success: true, accounts: ctx.store.accounts.size }
  })

  app.get('/__sim/state', async () => dumpState(ctx))
}
