import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import { type TRealtimeEvent, ZRealtimeEvent } from '@common/events'
import { type Actor, canReceiveEvent } from '../auth/policy'
import { createClient } from '../db/pg-connections'
import { SESSION_CHANGES_CHANNEL } from '../auth/session-cache'
import { EVENTS_CHANNEL } from './publish'

export interface RealtimeSubscriber {
  // `json` is the event serialised once for all subscribers, ready to write to a stream.
  onEvent(event: TRealtimeEvent, json: string): void
  // The hub lost its connection and may have missed events: the subscriber should refetch.
  onResync(): void
}

export interface RealtimeHub {
  start(): Promise<void>
  stop(): Promise<void>
  // Delivers every later event of an organization the actor may see; returns the unsubscribe.
  subscribe(actor: Actor, subscriber: RealtimeSubscriber): () => void
  readonly subscriberCount: number
  readonly listening: boolean
  // Resolves once every notification committed before the call has been handled (a round trip
  // on the LISTEN connection: PostgreSQL sends pending notifications before the answer).
  flush(): Promise<void>
}

export interface RealtimeHubOptions {
  databaseUrl: string
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
  // Waits between reconnect attempts; the last one repeats until the database is back.
  reconnectDelaysMs?: readonly number[]
  // A session, user, membership or organization changed (payload `user:<id>` or
  // `organization:<id>`); see auth/session-cache.ts.
  onSessionChange?: (payload: string) => void
  // Whether every change is being heard right now: false from the moment the connection is
  // lost until LISTEN is back.
  onListeningChange?: (listening: boolean) => void
}

const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000, 10_000]

// One LISTEN connection per process, whatever the number of open streams. Every Flock process
// on the database runs one, which is how an event committed anywhere reaches every browser.
export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const { log } = options
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS
  const subscriptions = new Set<{ actor: Actor; subscriber: RealtimeSubscriber }>()
  let client: pg.Client | null = null
  let stopped = true
  let failures = 0
  let timer: NodeJS.Timeout | undefined

  function deliver(payload: string) {
    const parsed = ZRealtimeEvent.safeParse(parseJson(payload))
    if (!parsed.success) {
      log.warn({ payload: payload.slice(0, 200) }, 'realtime: ignored an invalid event')
      return
    }
    const event = parsed.data
    const json = JSON.stringify(event)
    for (const { actor, subscriber } of subscriptions) {
      if (canReceiveEvent(actor, event)) subscriber.onEvent(event, json)
    }
  }

  async function open(): Promise<void> {
    const next: pg.Client = createClient(
      {
        connectionString: options.databaseUrl,
        application_name: 'flock-realtime',
        // Notices a half-open connection (a vanished database host) instead of waiting for ever.
        keepAlive: true,
      },
      (error) => lose(next, error),
    )
    let ended = false
    next.on('notification', (message) => {
      if (!message.payload) return
      if (message.channel === EVENTS_CHANNEL) deliver(message.payload)
      else if (message.channel === SESSION_CHANGES_CHANNEL)
        options.onSessionChange?.(message.payload)
    })
    next.on('end', () => {
      ended = true
      lose(next)
    })
    try {
      await next.connect()
      await next.query(`listen ${EVENTS_CHANNEL}; listen ${SESSION_CHANGES_CHANNEL}`)
      if (ended) throw new Error('connection ended while subscribing')
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    if (stopped) {
      await next.end().catch(() => {})
      return
    }
    client = next
    options.onListeningChange?.(true)
  }

  function lose(lost: pg.Client, error?: Error) {
    if (lost !== client) return
    client = null
    options.onListeningChange?.(false)
    lost.end().catch(() => {})
    if (stopped) return
    log.warn({ err: error }, 'realtime: lost the database connection; reconnecting')
    scheduleReconnect()
  }

  function scheduleReconnect() {
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 1_000
    failures += 1
    timer = setTimeout(() => {
      timer = undefined
      open().then(
        () => {
          if (!client) return
          failures = 0
          log.info('realtime: reconnected; asking streams to resync')
          for (const { subscriber } of subscriptions) subscriber.onResync()
        },
        (error: unknown) => {
          if (stopped) return
          log.warn({ err: error }, 'realtime: reconnect failed')
          scheduleReconnect()
        },
      )
    }, delay)
  }

  return {
    async start() {
      if (!stopped) return
      stopped = false
      failures = 0
      // Failing to listen at start fails the start: a server that cannot push must not boot.
      await open().catch((error: unknown) => {
        stopped = true
        throw error
      })
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      const current = client
      client = null
      options.onListeningChange?.(false)
      await current?.end().catch(() => {})
    },
    subscribe(actor, subscriber) {
      const subscription = { actor, subscriber }
      subscriptions.add(subscription)
      return () => subscriptions.delete(subscription)
    },
    get subscriberCount() {
      return subscriptions.size
    },
    get listening() {
      return client !== null
    },
    async flush() {
      await client?.query('select 1')
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
