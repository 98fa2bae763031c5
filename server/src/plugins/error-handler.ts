import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error'
import { isDatabaseUnavailable } from '../lib/pg-errors'

// Fastify's own client errors, in the words a person can act on.
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_JSON', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_JSON', message: 'Request body is not valid JSON' },
}

function describeValidation(error: { validation: { instancePath: string; message?: string }[] }) {
  const first = error.validation[0]
  if (!first) return 'Invalid request'
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const message = first.message ?? 'is invalid'
  return field ? `${field}: ${message}` : message
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Flock cannot reach its database right now. Please try again in a moment.'

// One error shape for the whole API: { code, message }. A 5xx never says more than that it failed.
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send({ code: error.code, message: error.message })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: describeValidation(error) })
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
    if (known) return reply.status(error.statusCode ?? 400).send(known)
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return reply.status(400).send({ code: 'BAD_JSON', message: 'Request body is not valid JSON' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'BAD_REQUEST', message: error.message })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unreachable')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side' })
  })

  app.setNotFoundHandler((request, reply) => {
    if (app.hasDecorator('serveWebApp') && app.serveWebApp(request, reply)) return
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` })
  })
})
