import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { getActor } from '../auth/policy'
import { AppError } from '../lib/app-error'

// What a teammate who must still set up two-factor sign-in may call: who they are, the site's
// name, signing out and the setup itself. Matched on the exact path, so no other spelling of a
// URL slips through (a strange spelling of an allowed one is refused, which costs nothing).
const ALLOWED = new Set([
  'GET /api/me',
  'GET /api/site',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-out',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/verify-totp',
  'POST /api/auth/two-factor/get-totp-uri',
])

function requestKey(request: FastifyRequest): string {
  let path: string
  try {
    path = decodeURIComponent(new URL(request.url, 'http://flock.invalid').pathname)
  } catch {
    path = request.url
  }
  return `${request.method} ${path}`
}

// The agency's requirement of a second factor holds on the server for every API route, not only
// in the web app's screens (decision 073): until the teammate has set it up, anything else
// answers 403 TWO_FACTOR_SETUP_REQUIRED, and the web app sends them to the setup.
export const twoFactorRequiredPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    if (!request.headers.cookie) return
    if (ALLOWED.has(requestKey(request))) return
    const actor = await getActor(request)
    if (!actor?.twoFactorSetupRequired) return
    throw new AppError(
      'TWO_FACTOR_SETUP_REQUIRED',
      'Your agency requires two-factor sign-in. Set it up in your account settings to continue.',
    )
  })
})
