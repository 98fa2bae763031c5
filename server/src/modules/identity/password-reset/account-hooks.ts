import { APIError } from 'better-auth/api'
import type { AuthHookContext } from '../../../auth/sign-in-throttle'
import { ACCOUNT_PATHS } from './account-paths'

// better-auth endpoints Flock does not offer: e-mail verification on request would let anyone
// mail any address Flock knows. The change-email confirmation goes out from /change-email.
// /update-user would save a name (or an image) past Flock's checks: a name changes through
// PUT /api/me/name, which validates it with ZPersonName.
const CLOSED = new Set(['/send-verification-email', '/update-user'])

export function applyAccountRules(ctx: AuthHookContext) {
  if (CLOSED.has(ctx.path)) {
    throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' })
  }
  if (ctx.path !== '/change-email') return undefined
  // The confirmation link always lands on the account page, whatever the client asked.
  const body = (ctx.body ?? {}) as Record<string, unknown>
  return { context: { body: { ...body, callbackURL: ACCOUNT_PATHS.emailChanged } } }
}
