import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

// A page opened on another name for this server (http://127.0.0.1:3000 for
// http://localhost:3000) would work until Instagram's connect flow returns to PUBLIC_URL, where
// that browser has no session cookie. So pages move to PUBLIC_URL's host before anyone signs in.
// Only page navigations move: the API, Meta's webhooks and callbacks, health checks and assets
// answer on any host (a proxy or a probe may use another name on purpose).
export const canonicalHostPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const canonical = new URL(options.publicUrl)
    app.addHook('onRequest', async (request, reply) => {
      if (!isPageNavigation(request) || request.host === canonical.host) return
      // Joined as text, never resolved as a URL: a path such as //elsewhere.example must stay a
      // path on this server instead of becoming another site.
      return reply.redirect(`${canonical.origin}${request.url}`, 302)
    })
  },
)

function isPageNavigation(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.url.startsWith('/api/') || request.url === '/api') return false
  return (request.headers.accept ?? '').includes('text/html')
}
