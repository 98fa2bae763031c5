import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SimContext } from '../context'
import { isEndedLive } from '../domain/live'
import { rateLimited, recordCall } from '../domain/rate-limit'
import { authenticate, bearerFrom, type Auth } from '../domain/tokens'
import { paramsOf } from '../http/body-parsers'
import type { EdgeTable, GraphCall, Handler, Target } from './call'
import { commentEdges, mediaEdges } from './comment-edges'
import { objectNotFound, unknownField } from './errors'
import { publishingRoute } from './publishing/routes'
import { conversationEdges, directMessageEdges } from './messaging/conversation-nodes'
import { isMessagingCall, messagingTarget } from './messaging/targets'
import { userEdges } from './user-edges'

export const VERSION_PREFIX = /^\/v\d+(?:\.\d+)?(?=\/|$|\?)/

/** Only the token's own account, its media and their comments are visible, as on Instagram. */
function resolveTarget(ctx: SimContext, auth: Auth, ref: string, method: string): Target {
  const { account } = auth
  if (ref === 'me' || ref === account.appScopedId || ref === account.userId)
    return { kind: 'user', account }
  const messaging = messagingTarget(ctx, account, ref)
  if (messaging) return messaging
  const media = ctx.store.media.get(ref)
  // A live broadcast is readable while on air; afterwards Instagram no longer finds it.
  if (media?.ownerId === account.userId && !isEndedLive(media)) return { kind: 'media', media }
  const comment = ctx.store.comments.get(ref)
  const parentMedia = comment && ctx.store.media.get(comment.mediaId)
  if (comment && parentMedia?.ownerId === account.userId) return { kind: 'comment', comment }
  throw objectNotFound(ref, method.toLowerCase())
}

function pick<T>(table: EdgeTable<T>, type: string, ref: string, edge: string, method: string) {
  const route = table[edge]
  if (!route) throw unknownField(edge, type)
  const handler = route[method]
  if (!handler) throw objectNotFound(edge ? `${ref}/${edge}` : ref, method.toLowerCase())
  return handler as Handler<T>
}

function dispatch(call: GraphCall, target: Target, ref: string, edge: string, method: string) {
  switch (target.kind) {
    case 'conversation':
      return pick(conversationEdges, 'IGConversation', ref, edge, method)(call, target.conversation)
    case 'message':
      return pick(directMessageEdges, 'IGMessage', ref, edge, method)(call, target.message)
    case 'user':
      return pick(userEdges, 'IGUser', ref, edge, method)(call, target.account)
    case 'media':
      return pick(mediaEdges, 'IGMedia', ref, edge, method)(call, target.media)
    case 'comment':
      return pick(commentEdges, 'IGComment', ref, edge, method)(call, target.comment)
  }
}

async function handleGraph(ctx: SimContext, req: FastifyRequest, reply: FastifyReply) {
  const { node, edge = '' } = req.params as { node: string; edge?: string }
  const params = paramsOf(req)
  const auth = authenticate(ctx, params.access_token ?? bearerFrom(req.headers.authorization))
  const usage = recordCall(ctx, auth.account, !isMessagingCall(ctx, node, edge))
  reply.headers(usage.headers)
  if (usage.exhausted) throw rateLimited(ctx.settings.rateLimitStatus)
  const versionPrefix = VERSION_PREFIX.exec(req.originalUrl)?.[0] ?? ''
  const call: GraphCall = { ctx, auth, env: { ctx, auth, versionPrefix }, params, versionPrefix }
  const publishing = publishingRoute(call, req, node, edge, req.method)
  if (publishing) return publishing()
  const target = resolveTarget(ctx, auth, node, req.method)
  return dispatch(call, target, node, edge, req.method)
}

export function registerGraphRoutes(app: FastifyInstance, ctx: SimContext) {
  const method = ['GET', 'POST', 'DELETE']
  const handler = (req: FastifyRequest, reply: FastifyReply) => handleGraph(ctx, req, reply)
  app.route({ method, url: '/:node', handler })
  app.route({ method, url: '/:node/:edge', handler })
}
