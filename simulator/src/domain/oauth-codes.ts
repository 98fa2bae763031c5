import type { SimContext } from '../context'
import { OAuthFormError } from '../graph/errors'
import { newAuthCode } from '../random'
import type { Account, Token } from '../store/types'
import { issueToken } from './tokens'

export const BASIC_SCOPE = 'instagram_business_basic'
export const KNOWN_SCOPES = [
  BASIC_SCOPE,
  'instagram_business_manage_comments',
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
  'instagram_business_manage_insights',
]
const CODE_LIFETIME_MS = 3_600_000

export const parseScopes = (raw: string | undefined) => [
  ...new Set((raw ?? '').split(/[,\s]+/).filter(Boolean)),
]

export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  scopes: string[]
  state: string | undefined
}

export type AuthorizeCheck =
  { ok: true; request: AuthorizeRequest } | { ok: false; title: string; message: string }

/** Problems here show an error page: Instagram never redirects to an unverified redirect_uri. */
export function checkAuthorizeRequest(ctx: SimContext, q: Record<string, string>): AuthorizeCheck {
  const fail = (title: string, message: string) => ({ ok: false as const, title, message })
  if (q.client_id !== ctx.options.appId) return fail('Invalid Request', 'Invalid platform app')
  const redirectUri = q.redirect_uri ?? ''
  if (!ctx.options.redirectUris.includes(redirectUri))
    return fail(
      'Invalid Request',
      `Invalid redirect_uri: "${redirectUri}" is not one of the app's valid OAuth redirect URIs` +
        (ctx.options.redirectUris.length ? '' : ' (none are configured; set SIM_REDIRECT_URIS)'),
    )
  if (q.response_type !== 'code')
    return fail('Invalid Request', 'Request parameters are invalid: response_type must be code')
  const scopes = parseScopes(q.scope)
  const unknown = scopes.filter((s) => !KNOWN_SCOPES.includes(s))
  if (unknown.length) return fail('Invalid Scopes', `Invalid scopes: ${unknown.join(', ')}`)
  if (!scopes.includes(BASIC_SCOPE))
    return fail('Invalid Scopes', `The ${BASIC_SCOPE} permission is required`)
  return { ok: true, request: { clientId: q.client_id, redirectUri, scopes, state: q.state } }
}

export function issueCode(ctx: SimContext, req: AuthorizeRequest, account: Account): string {
  const value = newAuthCode()
  ctx.store.codes.set(value, {
    value,
    clientId: req.clientId,
    redirectUri: req.redirectUri,
    userId: account.userId,
    scopes: req.scopes,
    expiresAt: ctx.clock.now() + CODE_LIFETIME_MS,
    used: false,
  })
  return value
}

const NOT_FOUND = 'Matching code was not found or was already used'
const REDIRECT_MISMATCH =
  'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request'

/** `POST /oauth/access_token`: a code is good once, for one hour, with its own redirect_uri. */
export function exchangeCode(ctx: SimContext, form: Record<string, string>): Token {
  if (form.client_id !== ctx.options.appId) throw new OAuthFormError('Invalid platform app')
  if (form.client_secret !== ctx.options.appSecret)
    throw new OAuthFormError('Error validating client secret.')
  if (form.grant_type !== 'authorization_code')
    throw new OAuthFormError('Invalid grant_type: use authorization_code')
  const code = ctx.store.codes.get(form.code ?? '')
  if (!code || code.used || code.clientId !== form.client_id) throw new OAuthFormError(NOT_FOUND)
  if (ctx.clock.now() >= code.expiresAt)
    throw new OAuthFormError('This authorization code has expired.')
  if (form.redirect_uri !== code.redirectUri) throw new OAuthFormError(REDIRECT_MISMATCH)
  code.used = true
  return issueToken(ctx, code.userId, 'short', code.scopes)
}
