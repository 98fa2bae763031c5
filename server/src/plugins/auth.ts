import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import type { Auth } from '../auth/better-auth'
import { consumeRateLimit } from '../lib/rate-limit'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body != null
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  })
}

// Mounts better-auth under /api/auth (sign-in, sign-out, session) behind Flock's own limiter.
export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth; publicUrl: string }) => {
    app.decorate('auth', options.auth)
    const { config } = app

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        if (request.method === 'POST' && request.url.startsWith('/api/auth/sign-in/')) {
          await consumeRateLimit(app.db, `sign-in:${request.ip}`, {
            max: config.SIGN_IN_RATE_LIMIT,
            windowSeconds: config.SIGN_IN_RATE_WINDOW_SECONDS,
          })
        }
        const response = await options.auth.handler(toFetchRequest(request, options.publicUrl))
        reply.status(response.status)
        for (const [name, value] of response.headers) {
          if (name !== 'set-cookie') reply.header(name, value)
        }
        const cookies = response.headers.getSetCookie()
        if (cookies.length > 0) reply.header('set-cookie', cookies)
        const text = await response.text()
        if (response.status >= 400) return reply.send(toApiError(response.status, text))
        return reply.send(text)
      },
    })
  },
)

// better-auth answers errors as { code, message } already, but not always; normalise them.
function toApiError(status: number, text: string): { code: string; message: string } {
  try {
    const body = JSON.parse(text) as { code?: string; message?: string }
    return {
      code: body.code ?? (status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST'),
      message: body.message ?? 'Request failed',
    }
  } catch {
    return { code: status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST', message: 'Request failed' }
  }
}
