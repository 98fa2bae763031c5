import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError } from 'zod'
import { ConflictError, NotFoundError } from '../domain/accounts'
import {
  GraphError,
  invalidParam,
  OAuthFormError,
  unexpectedError,
  unknownPath,
} from '../graph/errors'

function controlError(error: unknown): [number, { code: string; message: string }] {
  if (error instanceof ZodError) {
    const issue = error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    return [400, { code: 'invalid_body', message: `${where}${issue?.message ?? 'invalid'}` }]
  }
  if (error instanceof GraphError)
    return [400, { code: 'invalid_body', message: error.message.replace(/^\(#\d+\) /, '') }]
  if (error instanceof NotFoundError) return [404, { code: 'not_found', message: error.message }]
  if (error instanceof ConflictError) return [409, { code: 'conflict', message: error.message }]
  const fastifyError = error as FastifyError
  if (fastifyError.statusCode && fastifyError.statusCode < 500)
    return [fastifyError.statusCode, { code: 'bad_request', message: fastifyError.message }]
  return [500, { code: 'internal', message: 'Simulator error; see its output' }]
}

function instagramError(error: unknown): GraphError {
  if (error instanceof GraphError) return error
  if (error instanceof NotFoundError) return invalidParam(error.message)
  const fastifyError = error as FastifyError
  if (fastifyError.statusCode && fastifyError.statusCode < 500)
    return invalidParam(fastifyError.message)
  return unexpectedError()
}

/** Instagram hosts answer with Graph envelopes; the control API answers `{ code, message }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    if (req.url.startsWith('/__sim')) {
      const [status, body] = controlError(error)
      if (status >= 500) req.log.error(error)
      return reply.status(status).send(body)
    }
    if (error instanceof OAuthFormError) return reply.status(error.status).send(error.toBody())
    const graphError = instagramError(error)
    if (graphError.status >= 500 && !(error instanceof GraphError)) req.log.error(error)
    return reply.status(graphError.status).send(graphError.toBody())
  })
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/__sim'))
      return reply.status(404).send({ code: 'not_found', message: `No control route ${req.url}` })
    const error = unknownPath(req.url.split('?')[0] ?? '/')
    return reply.status(error.status).send(error.toBody())
  })
}
