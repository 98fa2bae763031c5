import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isoTime, type SimContext } from '../context'

export interface CallLogEntry {
  seq: number
  time: string
  method: string
  path: string
  query: Record<string, unknown>
  body: unknown
  status: number
  dropped?: boolean
  fault?: string
}

const SECRET_KEYS = new Set(['access_token', 'client_secret'])

export function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value ?? null
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEYS.has(k) && typeof v === 'string' ? `${v.slice(0, 8)}…` : v,
    ]),
  )
}

export const isControlPath = (url: string) => url.startsWith('/__sim') || url === '/favicon.ico'

export function logCall(ctx: SimContext, req: FastifyRequest, status: number, dropped = false) {
  const [path = '/', search = ''] = req.originalUrl.split('?')
  ctx.log.push({
    seq: ctx.log.length + 1,
    time: isoTime(ctx.clock.now()),
    method: req.method,
    path,
    query: redact(Object.fromEntries(new URLSearchParams(search))) as Record<string, unknown>,
    body: redact(req.body),
    status,
    ...(dropped ? { dropped } : {}),
    ...(req.fault ? { fault: req.fault } : {}),
  })
}

declare module 'fastify' {
  interface FastifyRequest {
    fault?: string
    dropAfterWrite?: boolean
  }
}

/** Records every call Flock makes (everything outside /__sim) in the order received. */
export function registerCallLog(app: FastifyInstance, ctx: SimContext) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isControlPath(req.url)) return payload
    logCall(ctx, req, reply.statusCode, req.dropAfterWrite === true)
    return payload
  })
}
