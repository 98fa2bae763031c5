import type { QueuePolicy } from 'pg-boss'

export interface JobDefinition<Data = unknown> {
  name: string
  // Standard five-field cron, in UTC; absent for jobs only ever sent on demand.
  cron?: string
  // What the queue guarantees about duplicates, enforced by pg-boss with unique indexes:
  // - 'standard': every send is a job (webhook deliveries are all distinct).
  // - 'stately': per singletonKey at most one job queued and one active (one sync per account,
  //   one delivery per reply). A send while one is queued is dropped.
  // - 'singleton': per singletonKey at most one active (cron jobs: two processes never run the
  //   same sweep at once).
  policy?: Extract<QueuePolicy, 'standard' | 'stately' | 'singleton'>
  // How many jobs of this queue one process runs at once.
  concurrency?: number
  // Failures are retried with exponential backoff from retryDelaySeconds up to
  // retryDelayMaxSeconds; a job whose worker died is taken up again after expireInSeconds.
  retryLimit?: number
  retryDelaySeconds?: number
  retryDelayMaxSeconds?: number
  expireInSeconds?: number
  run(data: Data): Promise<unknown>
}

export interface SendOptions {
  // With a 'stately' queue: at most one queued job per key (one sync per account, one delivery
  // per reply). Ignored by 'standard' queues.
  singletonKey?: string
  // Do not start before this many seconds from now.
  startAfterSeconds?: number
}

// What services use to hand work to a job: pg-boss in the product, inline in tests.
export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<void>
}
