import Fastify, { type FastifyInstance } from 'fastify'
import type { SimContext } from './context'
import { registerAdminRoutes } from './control/admin-routes'
import { registerDataRoutes } from './control/data-routes'
import { registerPublishingRoutes } from './control/publishing-routes'
import { registerMessagingRoutes } from './control/messaging-routes'
import { registerWebhookRoutes } from './control/webhook-routes'
import { registerGraphRoutes, VERSION_PREFIX } from './graph/router'
import { registerBodyParsers } from './http/body-parsers'
import { registerCallLog } from './http/call-log'
import { registerErrorHandling } from './http/error-handler'
import { registerFaults } from './http/faults'
import { registerLocalControl } from './http/local-control'
import { registerImageRoutes } from './images/image-routes'
import { registerAuthorizeRoutes } from './oauth/authorize-routes'
import { registerTokenRoutes } from './oauth/token-routes'

/** One server for www.instagram.com, api.instagram.com and graph.instagram.com, plus /__sim. */
export function buildApp(ctx: SimContext): FastifyInstance {
  const app = Fastify({
    logger: ctx.options.logger,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Any /vNN.N prefix reaches the same routes; Instagram routes expired versions to a live one.
    rewriteUrl: (req) => (req.url ?? '/').replace(VERSION_PREFIX, '') || '/',
  })
  registerBodyParsers(app)
  registerErrorHandling(app)
  registerLocalControl(app)
  registerCallLog(app, ctx)
  registerFaults(app, ctx)
  app.get('/favicon.ico', async (_req, reply) => reply.status(204).send())
  registerAuthorizeRoutes(app, ctx)
  registerTokenRoutes(app, ctx)
  registerImageRoutes(app, ctx)
  registerDataRoutes(app, ctx)
  registerMessagingRoutes(app, ctx)
  registerAdminRoutes(app, ctx)
  registerPublishingRoutes(app, ctx)
  registerWebhookRoutes(app, ctx)
  registerGraphRoutes(app, ctx)
  return app
}
