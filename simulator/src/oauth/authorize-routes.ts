import type { FastifyInstance, FastifyReply } from 'fastify'
import type { SimContext } from '../context'
import { findAccount, listAccounts, profilePictureUrl } from '../domain/accounts'
import { checkAuthorizeRequest, issueCode, type AuthorizeRequest } from '../domain/oauth-codes'
import { paramsOf } from '../http/body-parsers'
import { consentPage } from './consent-page'
import { errorPage } from './html'

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body)

function redirectWith(reply: FastifyReply, req: AuthorizeRequest, params: Record<string, string>) {
  const url = new URL(req.redirectUri)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return reply.redirect(url.toString(), 302)
}

/** Business Login's authorize step: a consent page, then a redirect back with a code. */
export function registerAuthorizeRoutes(app: FastifyInstance, ctx: SimContext) {
  app.get('/oauth/authorize', async (request, reply) => {
    const check = checkAuthorizeRequest(ctx, paramsOf(request))
    if (!check.ok) return html(reply, 400, errorPage(check.title, check.message))
    const accounts = listAccounts(ctx).map((a) => ({
      userId: a.userId,
      username: a.username,
      name: a.name,
      pictureUrl: profilePictureUrl(ctx, a),
    }))
    return html(reply, 200, consentPage(ctx.options.appName, check.request, accounts))
  })

  app.post('/oauth/authorize', async (request, reply) => {
    const form = paramsOf({ query: {}, body: request.body })
    const check = checkAuthorizeRequest(ctx, form)
    if (!check.ok) return html(reply, 400, errorPage(check.title, check.message))
    const req = check.request
    const state: Record<string, string> = req.state === undefined ? {} : { state: req.state }
    if (form.decision !== 'allow') {
      return redirectWith(reply, req, {
        error: 'access_denied',
        error_reason: 'user_denied',
        error_description: 'The user denied your request',
        ...(ctx.settings.stateOnDenial ? state : {}),
      })
    }
    const account = form.account ? findAccount(ctx, form.account) : undefined
    if (!account) return html(reply, 400, errorPage('Invalid Request', 'Choose an account'))
    const code = issueCode(ctx, req, account)
    const url = new URL(req.redirectUri)
    url.searchParams.set('code', code)
    if (req.state !== undefined) url.searchParams.set('state', req.state)
    // Instagram appends `#_` to the redirect; it is not part of the code.
    return reply.redirect(`${url.toString()}#_`, 302)
  })
}
