import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import type { Auth } from '../auth/better-auth'
import { rememberClientAddress } from '../auth/sign-in-throttle'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body != null
  const fetchRequest = new Request(new URL(request.url, origin), {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  })
  // The sign-in limiter inside better-auth keys on the address Fastify derived (TRUST_PROXY).
  rememberClientAddress(fetchRequest, request.ip)
  return fetchRequest
}

// Mounts better-auth under /api/auth (sign-in, sign-out, session); its sign-in is throttled
// from inside better-auth (auth/sign-in-throttle.ts), on the route it actually resolved.
export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth; publicUrl: string }) => {
    app.decorate('auth', options.auth)

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        // Errors better-auth did not expect are thrown (onAPIError.throw), so the error handler
        // answers them as every other route's: 503 when the database is away, else 500.
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
