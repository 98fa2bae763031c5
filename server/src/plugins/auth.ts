import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import type { Auth } from '../auth/better-auth'
import type { Actor } from '../auth/policy'
import { sessionCookieOf } from '../auth/policy'
import { createSessionCache, type SessionCache } from '../auth/session-cache'
import { rememberClientAddress } from '../auth/sign-in-throttle'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    // Actors resolved from session cookies; the realtime hub keeps it honest (auth/session-cache.ts).
    sessionCache: SessionCache<Actor>
    sessionCookieName: string
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
    app.decorate('sessionCache', createSessionCache<Actor>())
    app.decorate('sessionCookieName', (await options.auth.$context).authCookies.sessionToken.name)

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        // Sign-out, password and session changes must hold for this process's very next
        // request, before PostgreSQL's notification of them comes back.
        if (request.method !== 'GET') forgetCallerSession(request)
        // Errors better-auth did not expect are thrown (onAPIError.throw), so the error handler
        // answers them as every other route's: 503 when the database is away, else 500.
        const response = await options.auth.handler(toFetchRequest(request, options.publicUrl))
        if (request.method !== 'GET') forgetCallerSession(request)
        reply.status(response.status)
        for (const [name, value] of response.headers) {
          if (name !== 'set-cookie') reply.header(name, value)
        }
        const cookies = response.headers.getSetCookie()
        if (cookies.length > 0) reply.header('set-cookie', cookies)
        const text = await response.text()
        if (response.status >= 400)
          return reply.send(reword(request.url, toApiError(response.status, text)))
        return reply.send(text)
      },
    })
  },
)

function forgetCallerSession(request: FastifyRequest, knownUserId?: string): string | undefined {
  const cache = request.server.sessionCache
  const key = sessionCookieOf(request)
  if (!key) return knownUserId
  const userId = knownUserId ?? cache.lookup(key)?.actor.userId
  if (userId) cache.forgetUser(userId)
  cache.forgetKey(key)
  return userId
}

// better-auth's "Invalid password" does not say which: on a change of password it is the current.
function reword(url: string, error: { code: string; message: string }) {
  if (error.code === 'INVALID_PASSWORD' && url.split('?', 1)[0]!.endsWith('/change-password')) {
    return { code: error.code, message: 'Current password is wrong' }
  }
  return error
}

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
