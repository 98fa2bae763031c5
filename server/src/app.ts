import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { type Auth, trustedOrigins } from './auth/better-auth'
import { getActor } from './auth/policy'
import type { Env } from './config/env'
import { fastifyTrustProxy } from './config/trust-proxy'
import { loggerOptions, requestIdFor } from './lib/logging'
import type { Database } from './db/client'
import type { InstagramClient } from './integrations/instagram/client'
import { type AssetStorage, createAssetStorage } from './integrations/asset-storage'
import type { JobQueue } from './lib/jobs'
import type { TokenCipher } from './lib/token-cipher'
import { assetRoutes } from './modules/churches/assets/assets.routes'
import { assetCropRoutes } from './modules/churches/assets/asset-crop.routes'
import { publicFileRoutes } from './modules/churches/assets/public-files.routes'
import { postRoutes } from './modules/publishing/posts/posts.routes'
import { publishingSettingsRoutes } from './modules/publishing/posts/publishing-settings.routes'
import { accountPostsRoutes } from './modules/work/account-posts/account-posts.routes'
import { accountRoutes } from './modules/instagram/instagram-accounts/accounts.routes'
import { backupRoutes } from './modules/operations/backups/backups.routes'
import { departureRoutes } from './modules/churches/departures/departures.routes'
import { dashboardRoutes } from './modules/reporting/dashboard/dashboard.routes'
import { reportRoutes } from './modules/reporting/reports/reports.routes'
import { reportSettingsRoutes } from './modules/reporting/report-settings/report-settings.routes'
import { businessHoursRoutes } from './modules/churches/business-hours/business-hours.routes'
import { appCallbackRoutes } from './modules/instagram/instagram-app-callbacks/app-callbacks.routes'
import { connectRoutes } from './modules/instagram/instagram-connect/connect.routes'
import { webhookRoutes } from './modules/work/webhooks/webhook.routes'
import { twoFactorRequiredPlugin } from './plugins/two-factor-required'
import { twoFactorRoutes } from './modules/identity/two-factor/two-factor.routes'
import { composeRoutes } from './modules/work/outgoing/compose.routes'
import { inboxRoutes } from './modules/work/inbox/inbox.routes'
import { moderationRoutes } from './modules/work/moderation/moderation.routes'
import { workQueueRoutes } from './modules/work/work-queue/work-queue.routes'
import { commentDetailRoutes } from './modules/work/comment-detail/comment-detail.routes'
import { commentNoteRoutes } from './modules/work/comment-notes/comment-notes.routes'
import { labelRoutes } from './modules/work/labels/labels.routes'
import { directMessageRoutes } from './modules/work/direct-messages/direct-messages.routes'
import { postSearchRoutes } from './modules/work/post-search/post-search.routes'
import { presenceRoutes } from './modules/work/presence/presence.routes'
import { bulkRoutes } from './modules/work/bulk/bulk.routes'
import { adminSetupRoutes } from './modules/identity/admin-setup/admin-setup.routes'
import { metricsPlugin } from './plugins/metrics'
import { healthRoutes } from './modules/operations/health/health.routes'
import { organizationRoutes } from './modules/churches/organizations/organizations.routes'
import { registrationRoutes } from './modules/identity/registration/registration.routes'
import { meRoutes } from './modules/identity/session/me.routes'
import { notificationRoutes } from './modules/reporting/notifications/notifications.routes'
import { churchMemberRoutes } from './modules/identity/church-members/church-members.routes'
import { conversationRoutes } from './modules/work/conversations/conversations.routes'
import { pastoralRoutes } from './modules/work/pastoral/pastoral.routes'
import { replyApprovalRoutes } from './modules/work/reply-approval/reply-approval.routes'
import { ruleRoutes } from './modules/work/rules/rules.routes'
import { invitationRoutes } from './modules/identity/invitations/invitations.routes'
import { teamRoutes } from './modules/identity/team/team.routes'
import { savedReplyRoutes } from './modules/work/saved-replies/saved-replies.routes'
import { outboxRoutes } from './modules/operations/mail/outbox.routes'
import { siteRoutes } from './modules/operations/site/site.routes'
import { passwordResetRoutes } from './modules/identity/password-reset/password-reset.routes'
import { authPlugin } from './plugins/auth'
import { canonicalHostPlugin } from './plugins/canonical-host'
import { crossOriginPlugin } from './plugins/cross-origin'
import { errorHandlerPlugin } from './plugins/error-handler'
import { nulInputPlugin } from './plugins/nul-input'
import { openApiPlugin } from './plugins/openapi'
import { realtimePlugin } from './plugins/realtime'
import { securityHeadersFor, securityHeadersPlugin } from './plugins/security-headers'
import { edgeErrorHandlers } from './plugins/edge-errors'
import { webAppPlugin } from './plugins/web-app'

declare module 'fastify' {
  interface FastifyInstance {
    config: Env
    db: Database
    instagram: InstagramClient
    tokenCipher: TokenCipher
    jobs: JobQueue
    assetStorage: AssetStorage
  }
}

export interface AppDependencies {
  env: Env
  db: Database
  // The LISTEN connection of the realtime hub is its own, outside the Drizzle pool.
  databaseUrl: string
  auth: Auth
  instagram: InstagramClient
  tokenCipher: TokenCipher
  jobs: JobQueue
  // The media library's files; from the environment (DATA_DIR/assets or a bucket) when not given.
  assetStorage?: AssetStorage
  logger?: FastifyServerOptions['logger']
}

// Plugins first (errors, docs, auth, web app, realtime), then the feature modules' routes.
export async function buildApp({
  env,
  db,
  databaseUrl,
  auth,
  instagram,
  tokenCipher,
  jobs,
  assetStorage,
  logger,
}: AppDependencies) {
  const securityHeaders = {
    publicUrl: env.publicUrl,
    // Without a Meta app, pictures come from the built-in simulator (integrations/instagram/setup).
    imageOrigins: env.INSTAGRAM_APP_ID ? [] : [`http://localhost:${env.SIMULATOR_PORT}`],
  }
  const app = Fastify({
    ...edgeErrorHandlers(securityHeadersFor(securityHeaders)),
    logger: logger ?? loggerOptions(env.LOG_LEVEL),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // lib/logging.ts reads X-Request-Id itself, and keeps it only when it is a safe token.
    requestIdHeader: false,
    genReqId: requestIdFor,
    routerOptions: { ignoreTrailingSlash: true },
  })
  // The API speaks JSON only; anything else is refused with 415 instead of half-parsed.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', env)
  app.decorate('db', db)
  app.decorate('instagram', instagram)
  app.decorate('tokenCipher', tokenCipher)
  app.decorate('jobs', jobs)
  app.decorate('assetStorage', assetStorage ?? createAssetStorage(env))
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(errorHandlerPlugin)
  // Before every route, so its latency hook sees them all.
  if (env.METRICS === 'on') {
    await app.register(metricsPlugin, {
      token: env.METRICS_TOKEN,
      openEventStreams: () => app.openEventStreams(),
    })
  }
  await app.register(nulInputPlugin)
  await app.register(canonicalHostPlugin, { publicUrl: env.publicUrl })
  await app.register(securityHeadersPlugin, securityHeaders)
  await app.register(crossOriginPlugin, { ownOrigins: trustedOrigins(env.publicUrl) })
  await app.register(openApiPlugin)
  await app.register(authPlugin, { auth, publicUrl: env.publicUrl })
  await app.register(twoFactorRequiredPlugin)
  await app.register(webAppPlugin, {
    root: env.WEB_DIST_DIR,
    site: { agencyName: env.AGENCY_NAME, timeZone: env.AGENCY_TIMEZONE },
    isSignedIn: async (request) => (await getActor(request)) !== null,
  })
  await app.register(realtimePlugin, {
    databaseUrl,
    heartbeatMs: env.SSE_HEARTBEAT_SECONDS * 1000,
    // Sessions are re-checked with the heartbeat (capped at 30 s), never more than 4 times a second.
    sessionCheckMs: Math.max(env.SSE_HEARTBEAT_SECONDS * 1000, 250),
  })

  await app.register(healthRoutes)
  await app.register(meRoutes)
  await app.register(registrationRoutes)
  await app.register(adminSetupRoutes)
  await app.register(organizationRoutes)
  await app.register(departureRoutes)
  await app.register(backupRoutes)
  await app.register(accountRoutes)
  await app.register(accountPostsRoutes)
  await app.register(dashboardRoutes)
  await app.register(reportRoutes)
  await app.register(reportSettingsRoutes)
  await app.register(businessHoursRoutes)
  await app.register(connectRoutes)
  await app.register(appCallbackRoutes)
  await app.register(webhookRoutes)
  await app.register(inboxRoutes)
  await app.register(composeRoutes)
  await app.register(moderationRoutes)
  await app.register(workQueueRoutes)
  await app.register(commentDetailRoutes)
  await app.register(commentNoteRoutes)
  await app.register(labelRoutes)
  await app.register(directMessageRoutes)
  await app.register(postSearchRoutes)
  await app.register(presenceRoutes)
  await app.register(bulkRoutes)
  await app.register(notificationRoutes)
  await app.register(teamRoutes)
  await app.register(twoFactorRoutes)
  await app.register(savedReplyRoutes)
  await app.register(invitationRoutes)
  await app.register(churchMemberRoutes)
  await app.register(pastoralRoutes)
  await app.register(replyApprovalRoutes)
  await app.register(ruleRoutes)
  await app.register(conversationRoutes)
  await app.register(outboxRoutes)
  await app.register(siteRoutes)
  await app.register(passwordResetRoutes)
  await app.register(assetRoutes)
  await app.register(assetCropRoutes)
  await app.register(publicFileRoutes)
  await app.register(postRoutes)
  await app.register(publishingSettingsRoutes)
  return app
}
