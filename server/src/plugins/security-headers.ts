import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface SecurityHeadersOptions {
  publicUrl: string
  // Where Instagram pictures come from besides https: the simulator in demo mode.
  imageOrigins: readonly string[]
}

// The same headers on every answer, page or API (decision 020). Only Flock's own scripts run;
// styles also allow inline ones because Radix and sonner insert <style> elements at run time.
// No page may be framed, so nothing can be clicked through an invisible Flock.
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const https = options.publicUrl.startsWith('https://')
    await app.register(helmet, {
      global: true,
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
  },
)
