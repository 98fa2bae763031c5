import type { SimContext } from './context'
import { defaultSettings } from './store/settings'
import { applySeed } from './store/seed'
import { clearStore } from './store/store'
import { cancelDeliveries } from './webhooks/deliveries'

/**
 * Back to a blank simulator (optionally with demo data). The webhook callback configuration
 * and callback URLs are set-up, not data, so they survive; pending deliveries do not.
 */
export function resetSimulator(ctx: SimContext, seed: boolean) {
  clearStore(ctx.store)
  Object.assign(ctx.settings, defaultSettings())
  ctx.faults.length = 0
  ctx.log.length = 0
  cancelDeliveries(ctx)
  ctx.clock.reset()
  if (seed) applySeed(ctx)
}
