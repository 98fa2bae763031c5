import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { signingSecrets } from '../../../integrations/instagram/config'
import { webhookPath } from '../../../integrations/instagram/setup'
import { enqueueWebhook } from '../../../jobs/contracts'
import { AppError } from '../../../lib/app-error'
import { ZWebhookPayload } from '../../../integrations/instagram/webhook-payload'
import { hubSignatureSecret } from './webhook-signature'

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer
  }
}

// Meta's webhook: the verification handshake, then signed comment events. Events are checked and
// queued, and Meta gets its 200 at once; a job applies them.
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes Meta sent, so keep them next to the parsed body.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (request, body, done) => {
      request.rawBody = body as Buffer
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')))
      } catch {
        done(new AppError('BAD_JSON', 'Request body is not valid JSON'))
      }
    },
  )

  app.get(
    webhookPath,
    {
      schema: {
        tags: ['instagram callbacks'],
        summary: "Meta: verify Flock's webhook callback",
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.challenge': z.string().max(256).optional(),
          'hub.verify_token': z.string().max(256).optional(),
        }),
        response: { 200: z.string(), 403: ZApiError },
      },
    },
    async (request, reply) => {
      const query = request.query
      const expected = app.instagram.config.webhookVerifyToken
      if (
        query['hub.mode'] !== 'subscribe' ||
        !expected ||
        query['hub.verify_token'] !== expected
      ) {
        throw new AppError('FORBIDDEN', 'Webhook verification failed')
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '')
    },
  )

  app.post(
    webhookPath,
    {
      config: { signedCallback: true },
      schema: {
        tags: ['instagram callbacks'],
        summary: 'Meta: comment events for connected accounts (signed with the app secret)',
        body: z.unknown(),
        response: { 200: z.object({ received: z.literal(true) }), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const signature = request.headers['x-hub-signature-256']
      const secret = request.rawBody
        ? hubSignatureSecret(
            request.rawBody,
            typeof signature === 'string' ? signature : undefined,
            signingSecrets(app.instagram.config),
          )
        : null
      if (!secret) {
        throw new AppError(
          'INVALID_SIGNATURE',
          'The X-Hub-Signature-256 signature is missing or wrong',
        )
      }
      request.log.info({ secret }, `webhook signed with the ${secret} app secret`)
      const payload = ZWebhookPayload.safeParse(request.body)
      if (!payload.success)
        throw new AppError('VALIDATION_FAILED', 'Not an Instagram webhook payload')
      await enqueueWebhook(app.jobs, payload.data)
      return { received: true as const }
    },
  )
}
