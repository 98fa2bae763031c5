export interface JobDefinition<Data = unknown> {
  name: string
  // Standard five-field cron, in UTC; absent for jobs only ever sent on demand.
  cron?: string
  // Failures are retried with exponential backoff from retryDelaySeconds; a job whose worker
  // died is taken up again after expireInSeconds.
  retryLimit?: number
  retryDelaySeconds?: number
  expireInSeconds?: number
  run(data: Data): Promise<unknown>
}

export interface SendOptions {
  // At most one queued job per key (one sync per account at a time, one delivery per reply).
  singletonKey?: string
}

// What services use to hand work to a job: pg-boss in the product, inline in tests.
export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<void>
}
