import type { JobDefinition } from '../../../lib/jobs'
import { PROCESS_WEBHOOK } from '../../../jobs/contracts'
import { processWebhook, type WebhookDeps } from './webhook.service'

export const processInstagramWebhookJob = (
  deps: WebhookDeps,
  concurrency: number,
): JobDefinition => ({
  name: PROCESS_WEBHOOK.name,
  policy: 'standard',
  concurrency,
  retryLimit: 5,
  retryDelaySeconds: 10,
  run: (data) => processWebhook(deps, PROCESS_WEBHOOK.payload.parse(data)),
})
