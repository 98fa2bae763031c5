import type { Clock } from './clock'
import type { CallLogEntry } from './http/call-log'
import type { FaultRule } from './http/faults'
import type { ResolvedOptions } from './options'
import type { Settings } from './store/settings'
import type { Store } from './store/store'
import type { WebhookState } from './webhooks/webhook-state'

/** Everything a route or service needs; one per simulator instance. */
export interface SimContext {
  options: ResolvedOptions
  clock: Clock
  store: Store
  settings: Settings
  faults: FaultRule[]
  log: CallLogEntry[]
  webhooks: WebhookState
  listenUrl: string | undefined
}

export function baseUrl(ctx: SimContext): string {
  const url = ctx.options.publicUrl ?? ctx.listenUrl
  if (!url) throw new Error('The simulator is not listening yet; call start() first')
  return url
}

export const isoTime = (ms: number) => new Date(ms).toISOString()

/** Graph's timestamp format: `2017-08-31T18:10:30+0000`. */
export const graphTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000')

export const unixSeconds = (ms: number) => Math.floor(ms / 1000)
