import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { SimContext } from '../context'
import { requireAccount } from '../domain/accounts'
import { deauthorize, requestDataDeletion } from '../webhooks/app-callbacks'
import { cancelDeliveries, flushDeliveries } from '../webhooks/deliveries'
import { verifyCallback } from '../webhooks/verify'
import { deliveryView } from '../webhooks/webhook-state'

const ZWebhookConfig = z.object({ url: z.url(), verify_token: z.string().min(1) }).strict()
const ZAccountRef = z.object({ user_id: z.string().min(1) }).strict()
const ZCallbackUrls = z
  .object({ deauthorize_url: z.url().nullable(), data_deletion_url: z.url().nullable() })
  .partial()
  .strict()

export function webhookView(ctx: SimContext) {
  const config = ctx.webhooks.config
  return {
    config: config && { url: config.url, verification: config.verification },
    deliveries: ctx.webhooks.deliveries.map(deliveryView),
  }
}

/** Webhook callback set-up and delivery, and the Meta app callbacks (deauthorize, deletion). */
export function registerWebhookRoutes(app: FastifyInstance, ctx: SimContext) {
  app.get('/__sim/webhooks', async () => webhookView(ctx))

  app.post('/__sim/webhooks', async (req) => {
    const input = ZWebhookConfig.parse(req.body ?? {})
    ctx.webhooks.config = { url: input.url, verifyToken: input.verify_token, verification: null }
    const verification = await verifyCallback(ctx, ctx.webhooks.config)
    return { verified: verification.ok, verification }
  })

  app.delete('/__sim/webhooks', async () => {
    ctx.webhooks.config = null
    cancelDeliveries(ctx)
    return { success: true }
  })

  app.post('/__sim/webhooks/flush', async () => ({
    deliveries: (await flushDeliveries(ctx)).map(deliveryView),
  }))

  app.post('/__sim/callbacks', async (req) => {
    const input = ZCallbackUrls.parse(req.body ?? {})
    if (input.deauthorize_url !== undefined)
      ctx.options.deauthorizeUrl = input.deauthorize_url ?? undefined
    if (input.data_deletion_url !== undefined)
      ctx.options.dataDeletionUrl = input.data_deletion_url ?? undefined
    return {
      deauthorize_url: ctx.options.deauthorizeUrl ?? null,
      data_deletion_url: ctx.options.dataDeletionUrl ?? null,
    }
  })

  app.post('/__sim/deauthorize', async (req) => {
    const account = requireAccount(ctx, ZAccountRef.parse(req.body ?? {}).user_id)
    return { user_id: account.userId, ...(await deauthorize(ctx, account.userId)) }
  })

  app.post('/__sim/data-deletion', async (req) => {
    const account = requireAccount(ctx, ZAccountRef.parse(req.body ?? {}).user_id)
    return { user_id: account.userId, ...(await requestDataDeletion(ctx, account.userId)) }
  })
}
