import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { LoggerOptions } from 'pino'
import { loggableError, safeErrorMessage } from './error-redaction'

// A client's own X-Request-Id is kept (it ties Flock's log to a proxy's) only when it is a
// short token that cannot forge or flood a log line; anything else gets a fresh id.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID()
}

// Links that carry a secret (a password reset, an e-mail confirmation, Instagram's one-time
// code, Meta's verify token) would otherwise leave it in every request log line.
const SECRET_QUERY = /([?&](?:token|code|hub\.verify_token)=)[^&#]*/gi
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]')

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

// Fastify's own request serializer, with the URL's secrets taken out; and errors without the
// parameters of a failed query (lib/error-redaction.ts).
export const serializers = {
  err: loggableError,
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
}

// `log.error(error)` makes the error's own message the line's message: use the safe one.
const errorFirstSafely: NonNullable<LoggerOptions['hooks']>['logMethod'] = function (args, method) {
  const [first, ...rest] = args as unknown[]
  if (first instanceof Error && typeof rest[0] !== 'string') {
    return method.apply(this, [{ err: first }, safeErrorMessage(first)])
  }
  return method.apply(this, args)
}

// People read a terminal; machines read everything else. JSON lines unless stdout is a TTY.
export function loggerOptions(level: string, terminal = Boolean(process.stdout.isTTY)) {
  const options: LoggerOptions = { level, serializers, hooks: { logMethod: errorFirstSafely } }
  if (terminal) {
    options.transport = {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    }
  }
  return options
}
