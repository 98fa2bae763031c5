import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SimContext } from '../context'
import { exchangeCode } from '../domain/oauth-codes'
import {
  authenticate,
  bearerFrom,
  issueToken,
  REFRESH_MIN_AGE_SECONDS,
  lifetimeSeconds,
} from '../domain/tokens'
import { GraphError, invalidParam, unsupportedMethod } from '../graph/errors'
import { paramsOf } from '../http/body-parsers'
import type { Token } from '../store/types'

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Written by hand: user_id is a bare number above 2^53, which JSON.stringify cannot produce. */
function codeExchangeBody(ctx: SimContext, token: Token): string {
  const account = ctx.store.accounts.get(token.userId)
  const userId = account?.appScopedId ?? '0'
  if (ctx.settings.tokenResponseShape === 'data') {
    const row = { access_token: token.value, user_id: userId, permissions: token.scopes.join(',') }
    return JSON.stringify({ data: [row] })
  }
  return `{"access_token":${JSON.stringify(token.value)},"user_id":${userId},"permissions":${JSON.stringify(token.scopes)}}`
}

const longLivedBody = (token: Token) => ({
  access_token: token.value,
  token_type: 'bearer',
  expires_in: lifetimeSeconds(token),
})

function getOnly(handler: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET') throw unsupportedMethod(req.method)
    return handler(req, reply)
  }
}

function tokenParam(req: FastifyRequest, params: Record<string, string>) {
  return params.access_token ?? bearerFrom(req.headers.authorization)
}

export function registerTokenRoutes(app: FastifyInstance, ctx: SimContext) {
  app.post('/oauth/access_token', async (req, reply) => {
    const token = exchangeCode(ctx, paramsOf({ query: {}, body: req.body }))
    return reply.type('application/json; charset=utf-8').send(codeExchangeBody(ctx, token))
  })

  app.route({
    method: [...ALL_METHODS],
    url: '/access_token',
    handler: getOnly(async (req) => {
      const params = paramsOf(req)
      if (params.grant_type !== 'ig_exchange_token')
        throw invalidParam('Unsupported grant_type: use ig_exchange_token')
      if (params.client_secret !== ctx.options.appSecret)
        throw new GraphError({ message: 'Error validating client secret.', code: 101 })
      const { token } = authenticate(ctx, tokenParam(req, params))
      if (token.kind !== 'short')
        throw invalidParam('ig_exchange_token needs a short-lived access token')
      return longLivedBody(issueToken(ctx, token.userId, 'long', token.scopes))
    }),
  })

  app.route({
    method: [...ALL_METHODS],
    url: '/refresh_access_token',
    handler: getOnly(async (req) => {
      const params = paramsOf(req)
      if (params.grant_type !== 'ig_refresh_token')
        throw invalidParam('Unsupported grant_type: use ig_refresh_token')
      const { token } = authenticate(ctx, tokenParam(req, params))
      if (token.kind !== 'long')
        throw invalidParam('ig_refresh_token needs a long-lived access token')
      if (ctx.clock.now() - token.issuedAt < REFRESH_MIN_AGE_SECONDS * 1000)
        throw invalidParam('The access token must be at least 24 hours old to be refreshed')
      // A new string; the old one keeps working until its own expiry (see README).
      return longLivedBody(issueToken(ctx, token.userId, 'long', token.scopes))
    }),
  })
}
