import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { SimContext } from '../context'
import { GraphError, OAuthFormError } from '../graph/errors'
import { isControlPath, logCall } from './call-log'
import { FAULT_PRESETS, PRESET_NAMES } from './fault-presets'

const ZFaultError = z.object({
  status: z.number().int().min(400).max(599).default(500),
  code: z.number().int().default(2),
  message: z.string().default('An unexpected error has occurred. Please retry your request later.'),
  type: z
    .enum(['OAuthException', 'IGApiException', 'GraphMethodException'])
    .default('OAuthException'),
  error_subcode: z.number().int().optional(),
  is_transient: z.boolean().optional(),
})

export const ZFault = z
  .object({
    /** glob on the path without version prefix (`*` matches anything), or `/regex/` */
    path: z.string().min(1).optional(),
    method: z.string().toUpperCase().optional(),
    error_rate: z.number().min(0).max(1).optional(),
    status_codes: z.array(z.number().int().min(400).max(599)).min(1).optional(),
    errors: z.array(ZFaultError).min(1).optional(),
    latency_ms: z.number().int().min(0).max(60_000).optional(),
    drop_response_after_write: z.boolean().optional(),
    drop_request: z.boolean().optional(),
    count: z.number().int().positive().optional(),
    /** the handler runs (its write lands), then the error is answered instead of its result */
    after_write: z.boolean().optional(),
    /** on `POST /{id}/media`: the container is made, and its processing ends in ERROR */
    container_error_subcode: z.number().int().optional(),
    /** a named recipe (fault-presets.ts); fields given with it override the recipe's */
    preset: z.enum(PRESET_NAMES).optional(),
    /** a webhook fault instead of an HTTP one: the next event is sent twice, or held back */
    webhook: z.enum(['duplicate', 'out_of_order']).optional(),
    /** with `webhook`: only events of this field (`messages`, `comments`, …) */
    field: z.string().min(1).optional(),
  })
  .strict()

export type TFault = z.infer<typeof ZFault>
export type FaultRule = TFault & { id: number; fired: number }

const TRANSIENT_CODES: Record<number, number> = { 429: 4, 500: 2, 502: 2, 503: 2, 504: 2 }

function statusError(status: number) {
  return ZFaultError.parse({ status, code: TRANSIENT_CODES[status] ?? 1, is_transient: true })
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.webhook) return false
  if (rule.method && rule.method !== method) return false
  if (!rule.path) return true
  const pattern = rule.path
  if (pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/'))
    return new RegExp(pattern.slice(1, -1)).test(path)
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`).test(path)
}

function errorFor(rule: FaultRule) {
  if (rule.errors) return rule.errors[rule.fired % rule.errors.length]
  if (rule.status_codes)
    return statusError(rule.status_codes[rule.fired % rule.status_codes.length] ?? 500)
  return ZFaultError.parse({ is_transient: true })
}

function fire(ctx: SimContext, rule: FaultRule) {
  rule.fired += 1
  if (rule.count !== undefined && rule.fired >= rule.count)
    ctx.faults.splice(ctx.faults.indexOf(rule), 1)
}

async function applyFault(ctx: SimContext, req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0] ?? '/'
  if (isControlPath(path)) return
  const rule = ctx.faults.find((r) => matches(r, req.method, path))
  if (!rule) return
  const wantsError =
    rule.errors ||
    rule.status_codes ||
    rule.after_write ||
    rule.container_error_subcode !== undefined
  const rate = rule.error_rate ?? (wantsError ? 1 : 0)
  const failNow = rate > 0 && Math.random() < rate
  if (!failNow && !rule.latency_ms && !rule.drop_response_after_write && !rule.drop_request) return
  fire(ctx, rule)
  req.fault = `rule ${rule.id}`
  if (rule.latency_ms) await new Promise((r) => setTimeout(r, rule.latency_ms))
  if (rule.drop_request) {
    logCall(ctx, req, 0, true)
    reply.hijack()
    req.raw.socket.destroy()
    return
  }
  if (failNow && rule.container_error_subcode !== undefined)
    req.containerErrorSubcode = rule.container_error_subcode
  else if (failNow) {
    const e = errorFor(rule)
    if (!e) return
    if (path === '/oauth/access_token') throw new OAuthFormError(e.message, e.status)
    const error = new GraphError({ ...e, subcode: e.error_subcode, isTransient: e.is_transient })
    if (!rule.after_write) throw error
    req.errorAfterWrite = error
  }
  if (rule.drop_response_after_write) req.dropAfterWrite = true
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by a `container_error_subcode` fault: the new container's processing fails */
    containerErrorSubcode?: number
    /** set by an `after_write` fault: answered in place of the handler's result */
    errorAfterWrite?: GraphError
  }
}

/** Faults apply to the Instagram hosts only, never to the control API. */
export function registerFaults(app: FastifyInstance, ctx: SimContext) {
  app.addHook('preHandler', (req, reply) => applyFault(ctx, req, reply))
  app.addHook('preSerialization', async (req, reply, payload) => {
    // An after-write fault replaces a successful answer only: a failed write stays failed.
    const error = req.errorAfterWrite
    if (!error || reply.statusCode >= 400) return payload
    reply.code(error.status)
    return error.toBody()
  })
  app.addHook('onSend', async (req, _reply, payload) => {
    // The handler already did its write; the client only loses the answer.
    if (req.dropAfterWrite) req.raw.socket.destroy()
    return payload
  })
}

/** The webhook fault for an event of this field, if a rule fires (and is used up like any). */
export function takeWebhookFault(ctx: SimContext, field: string) {
  const rule = ctx.faults.find((r) => r.webhook && (!r.field || r.field === field))
  if (!rule || Math.random() >= (rule.error_rate ?? 1)) return undefined
  fire(ctx, rule)
  return rule.webhook
}

let nextRuleId = 1
export function addFault(ctx: SimContext, fault: TFault): FaultRule {
  const preset = fault.preset ? FAULT_PRESETS[fault.preset] : {}
  const rule = { ...preset, ...fault, id: nextRuleId++, fired: 0 }
  ctx.faults.push(rule)
  return rule
}
