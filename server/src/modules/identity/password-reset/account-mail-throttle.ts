import { createHash } from 'node:crypto'
import { APIError } from 'better-auth/api'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { consumeRateLimit, type RateRule } from '../../../lib/rate-limit'
import { addressKey, type AuthHookContext, clientAddressOf } from '../../../auth/sign-in-throttle'

// A reset request sends an e-mail: per address it stops one client mailing many people, per
// e-mail it stops many clients flooding one inbox. Both answer 429 whether or not the e-mail
// belongs to anyone, so the limit reveals nothing.
export const RESET_RULES = {
  address: { max: 20, windowSeconds: 3600 },
  email: { max: 5, windowSeconds: 3600 },
  // An e-mail change mails the address typed in: a signed-in account must not become a mailer.
  changeEmail: { max: 10, windowSeconds: 3600 },
} satisfies Record<string, RateRule>

const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

export async function throttleAccountMail(ctx: AuthHookContext, db: Database): Promise<void> {
  if (!ctx.request) return
  if (ctx.path !== '/request-password-reset' && ctx.path !== '/change-email') return
  const address = addressKey(clientAddressOf(ctx.request))
  const email = (ctx.body as { email?: unknown } | undefined)?.email
  try {
    if (ctx.path === '/change-email') {
      await consumeRateLimit(db, `change-email:address:${address}`, RESET_RULES.changeEmail)
      return
    }
    await consumeRateLimit(db, `reset:address:${address}`, RESET_RULES.address)
    if (typeof email === 'string') {
      await consumeRateLimit(db, `reset:email:${emailKey(email)}`, RESET_RULES.email)
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: error.code, message: error.message },
      { 'retry-after': String(error.retryAfterSeconds ?? RESET_RULES.email.windowSeconds) },
    )
  }
}
