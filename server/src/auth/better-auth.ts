import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { LIMITS } from '@common/schemas/auth'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import type { RateRule } from '../lib/rate-limit'
import { isDatabaseUnavailable } from '../lib/pg-errors'
import { isDeactivated } from './actor.repository'
import { hashPassword, verifyPassword } from './password'
import { applyPasswordChangeRules } from './password-change'
import { type AuthHookContext, throttleSignIn } from './sign-in-throttle'

interface AuthOptions {
  db: Database
  secret: string
  publicUrl: string
  signInRule: RateRule
  // Password resets and e-mail changes (modules/identity/password-reset/account-flows.ts).
  accountFlows: AccountFlows
}

// What the account flows add to better-auth: their messages, their throttle, their rules.
export interface AccountFlows {
  sendResetPassword(data: { user: { email: string }; token: string }): Promise<void>
  sendVerificationEmail(data: {
    user: { email: string }
    url: string
    token: string
  }): Promise<void>
  throttle(ctx: AuthHookContext): Promise<void>
  rules(ctx: AuthHookContext): { context: { body: Record<string, unknown> } } | undefined
}

// A reset link works for an hour and once (better-auth consumes it in the transaction that sets
// the password); an e-mail change link works for an hour.
const ACCOUNT_LINK_SECONDS = 60 * 60

export function createAuth({ db, secret, publicUrl, signInRule, accountFlows }: AuthOptions) {
  const mail = accountFlows
  return betterAuth({
    appName: 'Flock',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.signInAccount,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through POST /api/register, which creates the user together with their
      // organization in one transaction; a user without an organization must never exist.
      disableSignUp: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: mail.sendResetPassword,
      resetPasswordTokenExpiresIn: ACCOUNT_LINK_SECONDS,
    },
    // Only for an e-mail change: the link goes to the new address, and the address changes when
    // it is followed (modules/identity/password-reset/account-mail.ts).
    emailVerification: {
      sendVerificationEmail: mail.sendVerificationEmail,
      expiresIn: ACCOUNT_LINK_SECONDS,
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'client', input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    // A deactivated teammate cannot sign in. Checked where every session is born, after the
    // password was verified (as better-auth's admin plugin checks a ban), so the refusal tells
    // nothing to someone who does not know the password.
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            if (await isDeactivated(db, session.userId)) {
              throw APIError.from('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message:
                  'This account has been deactivated. Ask an Owner of your team to reactivate it.',
              })
            }
          },
        },
      },
    },
    // Authenticator codes and recovery codes after the password (decision 073). Flock offers no
    // "trust this device": every sign-in asks for the code (forbidTrustedDevice below).
    plugins: [
      twoFactor({
        issuer: 'Flock',
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    // Flock's own limiter (lib/rate-limit.ts) guards sign-in with atomic counters in
    // PostgreSQL, shared by every process; better-auth's would be a second, racier copy.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await throttleSignIn(ctx, db, signInRule)
        await accountFlows.throttle(ctx)
        return applyPasswordChangeRules(ctx) ?? accountFlows.rules(ctx) ?? forbidTrustedDevice(ctx)
      }),
      // Some endpoints catch a failed query and answer a 500 whose cause is the real error;
      // rethrown, it reaches Flock's error handler, which answers 503 for an outage.
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned
        if (returned instanceof Error && isDatabaseUnavailable(returned)) {
          throw new Error('better-auth could not reach the database', { cause: returned })
        }
      }),
    },
    advanced: {
      cookiePrefix: 'flock',
      useSecureCookies: publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    // Errors it did not expect are thrown to Flock's error handler (plugins/auth.ts) rather
    // than logged to the console and answered with a bare 500.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
    logger: { disabled: true },
  })
}

export type Auth = ReturnType<typeof createAuth>

// A trusted device would skip the code for 30 days on whatever browser kept the cookie; an agency
// holding fifty churches' accounts asks for the code every time.
function forbidTrustedDevice(ctx: AuthHookContext) {
  if (!ctx.path.startsWith('/two-factor/')) return undefined
  const body = ctx.body as Record<string, unknown> | undefined
  if (!body || typeof body !== 'object' || !('trustDevice' in body)) return undefined
  return { context: { body: { ...body, trustDevice: false } } }
}

// Sign-in checks the Origin header; on a local install localhost and 127.0.0.1 are one machine.
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  if (url.hostname !== 'localhost') return [url.origin]
  const loopback = new URL(publicUrl)
  loopback.hostname = '127.0.0.1'
  return [url.origin, loopback.origin]
}
