import { ZWebhookPayload } from '../modules/webhooks/webhook-payload'
import { processWebhook, type WebhookDeps } from '../modules/webhooks/webhook.service'
import type { JobDefinition } from './job-definition'

export const PROCESS_WEBHOOK = 'process-instagram-webhook'

export const processInstagramWebhookJob = (deps: WebhookDeps): JobDefinition => ({
  name: PROCESS_WEBHOOK,
  retryLimit: 5,
  retryDelaySeconds: 10,
  run: (data) => processWebhook(deps, ZWebhookPayload.parse(data)),
})
