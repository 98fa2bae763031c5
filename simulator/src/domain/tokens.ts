import type { SimContext } from '../context'
import { newAccessToken } from '../random'
import type { Account, Token } from '../store/types'
import { expiredToken, invalidToken, missingToken, revokedToken } from '../graph/token-errors'

export const SHORT_LIVED_SECONDS = 3600
/** The `expires_in` Meta returns for a fresh long-lived token (just under 60 days). */
export const LONG_LIVED_SECONDS = 5_183_944
export const REFRESH_MIN_AGE_SECONDS = 24 * 3600

export function issueToken(
  ctx: SimContext,
  userId: string,
  kind: Token['kind'],
  scopes: string[],
): Token {
  const now = ctx.clock.now()
  const lifetime = kind === 'short' ? SHORT_LIVED_SECONDS : LONG_LIVED_SECONDS
  const token: Token = {
    value: newAccessToken(),
    kind,
    userId,
    scopes,
    issuedAt: now,
    expiresAt: now + lifetime * 1000,
    revoked: false,
  }
  ctx.store.tokens.set(token.value, token)
  return token
}

/** For a token just issued: its whole lifetime, whatever time passed while answering. */
export const lifetimeSeconds = (token: Token) =>
  Math.round((token.expiresAt - token.issuedAt) / 1000)

export interface Auth {
  token: Token
  account: Account
}

/** Resolves a token string into its account, or throws the Graph 190 error Instagram gives. */
export function authenticate(ctx: SimContext, value: string | undefined): Auth {
  if (!value) throw missingToken()
  const token = ctx.store.tokens.get(value)
  const account = token && ctx.store.accounts.get(token.userId)
  if (!token || !account) throw invalidToken()
  if (token.revoked) throw revokedToken()
  const now = ctx.clock.now()
  if (now >= token.expiresAt)
    throw expiredToken(token.expiresAt, now, ctx.settings.expiredTokenSubcode)
  return { token, account }
}

export function expireTokens(ctx: SimContext, match: (t: Token) => boolean): number {
  const now = ctx.clock.now()
  let count = 0
  for (const token of ctx.store.tokens.values()) {
    if (!match(token) || token.expiresAt <= now) continue
    token.expiresAt = now
    count += 1
  }
  return count
}

export function revokeTokens(ctx: SimContext, userId: string): number {
  let count = 0
  for (const token of ctx.store.tokens.values()) {
    if (token.userId !== userId || token.revoked) continue
    token.revoked = true
    count += 1
  }
  return count
}

export function bearerFrom(header: string | undefined): string | undefined {
  const match = header?.match(/^(?:Bearer|OAuth)\s+(\S+)$/i)
  return match?.[1]
}
