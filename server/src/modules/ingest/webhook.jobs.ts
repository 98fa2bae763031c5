import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import { type TWebhookPayload, ZWebhookPayload } from './webhook-payload'
import { processWebhook, type WebhookDeps } from './webhook.service'

const PROCESS_WEBHOOK = 'process-instagram-webhook'

// Every delivery is its own job (no dedupe): two events about one comment are both applied.
export const enqueueWebhook = (jobs: JobQueue, payload: TWebhookPayload) =>
  jobs.send(PROCESS_WEBHOOK, payload)

export const processInstagramWebhookJob = (
  deps: WebhookDeps,
  concurrency: number,
): JobDefinition => ({
  name: PROCESS_WEBHOOK,
  policy: 'standard',
  concurrency,
  retryLimit: 5,
  retryDelaySeconds: 10,
  run: (data) => processWebhook(deps, ZWebhookPayload.parse(data)),
})
