import { createHash } from 'node:crypto'
import { isIPv4 } from 'node:net'
import { APIError } from 'better-auth/api'
import type { Env } from '../config/env'
import type { Database } from '../db/client'
import { AppError } from '../lib/app-error'
import { consumeRateLimit, type RateRule } from '../lib/rate-limit'

// What Flock's hooks read of better-auth's endpoint context.
export interface AuthHookContext {
  path: string
  body?: unknown
  request?: Request
}

// The address Fastify worked out for each request handed to better-auth (TRUST_PROXY applied).
const clientAddresses = new WeakMap<Request, string>()

export function rememberClientAddress(request: Request, address: string): void {
  clientAddresses.set(request, address)
}

export const clientAddressOf = (request: Request) => clientAddresses.get(request) ?? 'unknown'

// One IPv6 client usually holds a whole /64, so that is what one counter covers.
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)
  if (mapped) return mapped[1]!
  if (isIPv4(plain) || !plain.includes(':')) return plain
  const [head = '', tail] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0')
  const groups = [...left, ...missing, ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

// The second step of sign-in and everything else of two-factor that checks a code or the
// password (decision 073): counted against the address with the passwords. Per account, the
// two-factor plugin also ends a challenge after 5 wrong codes and locks the account's second
// factor for 15 minutes after 10 in a row.
const isThrottled = (path: string) =>
  path.startsWith('/sign-in/') || path.startsWith('/two-factor/')

// Runs inside better-auth, on the endpoint its router resolved, so no spelling of the URL
// (dot segments, encoded characters, trailing slashes) reaches sign-in without being counted.
// Each attempt counts against the client's address and against the email tried: the first stops
// one client guessing many accounts, the second many clients guessing one.
export async function throttleSignIn(
  ctx: AuthHookContext,
  db: Database,
  rule: RateRule,
): Promise<void> {
  if (!isThrottled(ctx.path)) return
  // Flock's own calls (signing a new registrant in) come without an HTTP request.
  if (!ctx.request) return
  const address = clientAddressOf(ctx.request)
  const email = (ctx.body as { email?: unknown } | undefined)?.email
  try {
    await consumeRateLimit(db, `sign-in:address:${addressKey(address)}`, rule)
    if (typeof email === 'string') {
      await consumeRateLimit(db, `sign-in:email:${emailKey(email)}`, rule)
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: error.code, message: error.message },
      { 'retry-after': String(error.retryAfterSeconds ?? rule.windowSeconds) },
    )
  }
}

export function signInRule(env: Pick<Env, 'SIGN_IN_RATE_LIMIT' | 'SIGN_IN_RATE_WINDOW_SECONDS'>) {
  return { max: env.SIGN_IN_RATE_LIMIT, windowSeconds: env.SIGN_IN_RATE_WINDOW_SECONDS }
}
