import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

export interface SecurityHeadersOptions {
  publicUrl: string
  // Where Instagram pictures come from besides https: the simulator in demo mode.
  imageOrigins: readonly string[]
}

// The same headers on every answer, page or API (decision 020). Only Flock's own scripts run;
// styles also allow inline ones because Radix and sonner insert <style> elements at run time.
// No page may be framed, so nothing can be clicked through an invisible Flock.
// The headers are the same for every answer, so helmet works them out once at start-up;
// @fastify/helmet built and parsed them again on every request (5% of an inbox request's CPU).
// They go on the raw response, as helmet's own middleware puts them, so that answers written
// past Fastify (better-auth's) carry them too.
// An API answer may hold what only its signed-in reader may see (sign-in links in the outbox, a
// church's comments): no browser or proxy keeps one. An answer that says otherwise wins.
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const headers = Object.entries(securityHeadersFor(options))
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value)
      if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store')
      done()
    })
  },
)

// The headers helmet's middleware sets, read off once; also sent on the answers Fastify writes
// before its hooks run (plugins/edge-errors.ts).
export function securityHeadersFor(options: SecurityHeadersOptions): Record<string, string> {
  const https = options.publicUrl.startsWith('https://')
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...options.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Instagram's pictures are other origins' images without CORP headers.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Over plain http (a local install) HSTS would be ignored at best and wrong at worst.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  })
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  }
  let done = false
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => (done = true))
  if (!done) throw new Error('helmet did not set its headers synchronously')
  return headers
}
