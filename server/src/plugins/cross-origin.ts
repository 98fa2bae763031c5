import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

declare module 'fastify' {
  interface FastifyContextConfig {
    // Called by Meta's servers, never by a browser: trusted through its signature alone.
    signedCallback?: boolean
  }
}

// Reading is never refused; everything else may change something.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// Why a state-changing request is refused as cross-site, or null when it may go on.
// - An Origin header must be one of Flock's own origins.
// - Without one, Sec-Fetch-Site (sent by every current browser) must say same-origin.
// - With neither, the caller is not a browser (curl, scripts, tests): no cookie was sent on
//   anyone's behalf, so there is nothing to forge. This is the rule Go's CrossOriginProtection
//   and the OWASP cheat sheet use.
export function crossSiteReason(
  headers: FastifyRequest['headers'],
  ownOrigins: ReadonlySet<string>,
): string | null {
  const origin = headers.origin
  const fetchSite = headers['sec-fetch-site']
  if (typeof origin === 'string' && !ownOrigins.has(origin)) return `Origin ${origin}`
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return `Sec-Fetch-Site ${fetchSite}`
  return null
}

// CSRF protection for every route, with or without a body: a page elsewhere cannot make the
// browser change anything in Flock with the signed-in person's cookie.
export const crossOriginPlugin = fp(
  async (app: FastifyInstance, options: { ownOrigins: readonly string[] }) => {
    const ownOrigins = new Set(options.ownOrigins)
    const [publicOrigin] = options.ownOrigins
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return
      if (request.routeOptions.config?.signedCallback) return
      const reason = crossSiteReason(request.headers, ownOrigins)
      if (!reason) return
      request.log.warn({ reason, url: request.url }, 'refused a cross-site request')
      throw new AppError(
        'CROSS_SITE_REQUEST',
        `This request came from another site and was refused. Open Flock at ${publicOrigin} and try again.`,
      )
    })
  },
)
