import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { cleanStrings } from '@common/clean-text'
import { AppError } from '../lib/app-error'

// PostgreSQL refuses U+0000 in text, so a NUL that reaches a query turns a request into a 500
// (decision 068). Free text is cleaned by its schema (ZText in common/schemas/common.ts: NUL
// dropped, as in text from Instagram). What is left holding a NUL once a request is validated
// is an id, a token, a state or a name of something: no real one has a NUL, so the request is
// refused here, for every route, before any handler reads it. Meta's signed callbacks are
// cleaned instead: a follower's comment is never refused for what is in its text.
const NUL = '\u0000'
const PARTS = ['params', 'query', 'body'] as const

// Where the first string (or object key) holding a NUL is, as `a.b.0`; null when there is none.
export function findNul(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? at : null
  if (!value || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key
    if (key.includes(NUL)) return path
    const found = findNul(item, path)
    if (found !== null) return found
  }
  return null
}

function refuseNul(request: FastifyRequest) {
  for (const part of PARTS) {
    const found = findNul(request[part])
    if (found === null) continue
    const field = found || part
    throw new AppError('VALIDATION_FAILED', `${field}: must not contain the NUL character (U+0000)`)
  }
}

export const nulInputPlugin = fp(async (app: FastifyInstance) => {
  // After validation, so that free text has been cleaned by its schema and is let through.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.signedCallback) {
      request.body = cleanStrings(request.body)
      return
    }
    refuseNul(request)
  })
})
