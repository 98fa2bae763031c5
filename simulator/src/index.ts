import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { createClock, type Clock } from './clock'
import { baseUrl, type SimContext } from './context'
import { resolveOptions, type ResolvedOptions, type SimulatorOptions } from './options'
import { resetSimulator } from './reset'
import { defaultSettings, type Settings } from './store/settings'
import { createStateSaver, loadState, type StateSaver } from './store/persistence'
import { createStore, type Store } from './store/store'
import { cancelDeliveries, flushDeliveries } from './webhooks/deliveries'
import { verifyCallback } from './webhooks/verify'
import { createWebhookState } from './webhooks/webhook-state'
import type { FastifyInstance } from 'fastify'

export type { SimulatorOptions, WebhookOptions } from './options'
export type { Store } from './store/store'
export type { Settings } from './store/settings'
export type { Account, Comment, Media, Token } from './store/types'
export { hubSignature, signedRequest } from './webhooks/signing'
export { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from './options'

export interface Simulator {
  /** Base URL for all three Instagram hosts; available after start(). */
  readonly url: string
  readonly app: FastifyInstance
  readonly store: Store
  readonly clock: Clock
  readonly settings: Settings
  readonly options: ResolvedOptions
  start(): Promise<string>
  stop(): Promise<void>
  reset(opts?: { seed?: boolean }): void
  flushWebhooks(): Promise<void>
}

export function createSimulator(input: SimulatorOptions = {}): Simulator {
  const options = resolveOptions(input)
  const ctx: SimContext = {
    options,
    clock: createClock(options.now),
    store: createStore(),
    settings: defaultSettings(),
    faults: [],
    log: [],
    webhooks: createWebhookState(),
    listenUrl: undefined,
  }
  if (options.webhook) ctx.webhooks.config = { ...options.webhook, verification: null }
  resetSimulator(ctx, options.seed)
  const app = buildApp(ctx)
  let saver: StateSaver | undefined
  // Any request may change state (a token exchange is a GET, every Graph call counts against
  // the rate limit); the saver batches the writes.
  app.addHook('onResponse', async () => saver?.changed())

  return {
    get url() {
      return baseUrl(ctx)
    },
    app,
    store: ctx.store,
    clock: ctx.clock,
    settings: ctx.settings,
    options,
    async start() {
      if (options.stateFile && !saver) {
        const loaded = await loadState(ctx, options.stateFile)
        saver = createStateSaver(ctx, options.stateFile)
        // A first start keeps its demo data (and their timestamps) from now on.
        if (!loaded) saver.changed()
      }
      await app.listen({ port: options.port, host: options.host })
      const { port } = app.server.address() as AddressInfo
      const host = ['0.0.0.0', '::'].includes(options.host) ? '127.0.0.1' : options.host
      ctx.listenUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
      // A receiver that is not up yet is verified again before the first delivery.
      if (ctx.webhooks.config) await verifyCallback(ctx, ctx.webhooks.config)
      return baseUrl(ctx)
    },
    async stop() {
      cancelDeliveries(ctx)
      await app.close()
      await saver?.close()
      saver = undefined
    },
    reset: (opts = {}) => {
      resetSimulator(ctx, opts.seed ?? options.seed)
      saver?.changed()
    },
    flushWebhooks: async () => {
      await flushDeliveries(ctx)
    },
  }
}
