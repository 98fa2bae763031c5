import { APIError } from 'better-auth/api'
import { passwordProblem } from '../lib/password-rules'
import type { AuthHookContext } from './sign-in-throttle'

// better-auth's own password changes follow Flock's rules: the new password passes the same
// checks as at registration, and changing it signs out every other session of the user
// (a stolen session ends when its owner changes the password), whatever the client asked.
export function applyPasswordChangeRules(ctx: AuthHookContext) {
  if (ctx.path !== '/change-password' && ctx.path !== '/reset-password') return undefined
  const body = (ctx.body ?? {}) as Record<string, unknown>
  const problem = passwordProblem(body.newPassword)
  if (problem) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_FAILED',
      message: `newPassword: ${problem}`,
    })
  }
  if (ctx.path !== '/change-password') return undefined
  return { context: { body: { ...body, revokeOtherSessions: true } } }
}
