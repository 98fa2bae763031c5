export interface JobDefinition {
  name: string
  // Standard five-field cron, in UTC; absent for jobs only ever sent on demand.
  cron?: string
  run(data: unknown): Promise<unknown>
}
