import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { type Actor, requireUser } from '../auth/policy'
import { applySessionChange, parseSessionChange, type SessionChange } from '../auth/session-cache'
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub'
import { actorsStillValid } from '../realtime/stream-sessions'

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub
    // Live-update streams open in this process (for /metrics).
    openEventStreams: () => number
  }
}

export interface RealtimePluginOptions {
  databaseUrl: string
  heartbeatMs: number
  // How often open streams re-check their session; at most 30 s, so a stream ends within a
  // minute of sign-out, expiry, a role change or removal from the organization.
  sessionCheckMs?: number
}

// Tabs of one person; a leaked or forgotten stream is closed, oldest first, beyond this.
export const MAX_STREAMS_PER_USER = 5
const SESSION_CHECK_MS = 30_000

interface OpenStream {
  stream: ServerResponse
  actor: Actor
}

// Only the browser's first retry uses this: the web app closes a failed stream and reconnects
// on its own schedule.
const RETRY_MS = 1_000
// A stream that stops reading is dropped rather than buffered for without limit; the browser
// reconnects and refetches.
const MAX_BUFFERED_BYTES = 1024 * 1024

function write(stream: ServerResponse, text: string) {
  if (stream.writableEnded || stream.destroyed) return
  if (stream.writableLength > MAX_BUFFERED_BYTES) {
    stream.destroy()
    return
  }
  stream.write(text)
}

function affects(change: SessionChange, actor: Actor): boolean {
  if (change.kind === 'user') return actor.userId === change.userId
  if (change.kind === 'organization') return actor.organizationId === change.id
  // The team's two-factor requirement: what a stream may carry does not change with it.
  return false
}

// The one server-sent-events stream per signed-in user, fed by the process's realtime hub.
export const realtimePlugin = fp(async (app: FastifyInstance, options: RealtimePluginOptions) => {
  const streams = new Set<OpenStream>()
  const hub = createRealtimeHub({
    databaseUrl: options.databaseUrl,
    log: app.log,
    onListeningChange: (listening) => app.sessionCache.setListening(listening),
    onSessionChange(payload) {
      const change = parseSessionChange(payload)
      if (!change) return
      applySessionChange(app.sessionCache, change)
      // A revoked session, a deactivated user or a lost membership ends its streams now rather
      // than at the next periodic check.
      if ([...streams].some((entry) => affects(change, entry.actor))) void endStaleStreams()
    },
  })
  app.decorate('realtime', hub)
  app.decorate('openEventStreams', () => streams.size)
  let heartbeat: NodeJS.Timeout | undefined
  let sessionCheck: NodeJS.Timeout | undefined
  let checking = false
  let recheck = false
  const sessionCheckMs = Math.min(options.sessionCheckMs ?? SESSION_CHECK_MS, SESSION_CHECK_MS)

  // Ends every stream whose session no longer allows it; the browser's reconnect then gets 401.
  async function endStaleStreams() {
    if (checking) {
      // A change arrived mid-check: check again right after, so it is not left for the timer.
      recheck = true
      return
    }
    if (streams.size === 0) return
    checking = true
    recheck = false
    try {
      const open = [...streams]
      const isValid = await actorsStillValid(
        app.db,
        open.map((entry) => entry.actor),
      )
      for (const entry of open) if (!isValid(entry.actor)) entry.stream.end()
    } catch (error) {
      // The database is away; streams are checked again next time rather than all dropped.
      app.log.warn({ err: error }, 'realtime: could not re-check the sessions of open streams')
    } finally {
      checking = false
      if (recheck) void endStaleStreams()
    }
  }

  function limitStreamsOf(userId: string) {
    const own = [...streams].filter((entry) => entry.actor.userId === userId)
    // Set iteration order is insertion order: the first are the oldest.
    for (const entry of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) {
      streams.delete(entry)
      entry.stream.end()
    }
  }

  // Read your own writes: a request that may have changed a session, a role or a membership
  // (any write, and better-auth's own routes such as an e-mail confirmation link) answers only
  // once this process has heard PostgreSQL's notifications of it, so the next request, here,
  // never meets a cached session that the write made stale (auth/session-cache.ts).
  app.addHook('onSend', async (request) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD'
    if (!writes && !request.url.startsWith('/api/auth/')) return
    try {
      await hub.flush()
    } catch {
      // The LISTEN connection is failing: the cache is already off until it is back.
    }
  })

  app.addHook('onReady', async () => {
    await hub.start()
    // One timer for all streams; comments keep proxies and browsers from timing the stream out.
    heartbeat = setInterval(() => {
      for (const { stream } of streams) write(stream, ': heartbeat\n\n')
    }, options.heartbeatMs)
    heartbeat.unref()
    sessionCheck = setInterval(() => void endStaleStreams(), sessionCheckMs)
    sessionCheck.unref()
  })
  // Open streams never finish by themselves, so closing the server would wait for ever.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat)
    clearInterval(sessionCheck)
    for (const { stream } of streams) stream.end()
  })
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    clearInterval(sessionCheck)
    await hub.stop()
  })

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Server-sent events about the organizations the signed-in user may see',
        description:
          'Opens with `event: ready`; then `event: <type>` with `data: <RealtimeEvent JSON>` for ' +
          'each change, `event: resync` when events may have been missed (refetch everything), ' +
          'and a comment line as heartbeat.',
        hide: false,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream'), 401: ZApiError },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      reply.hijack()
      const stream = reply.raw
      // The browser may have gone while the session was looked up; nothing would say so later.
      if (!stream.socket || stream.socket.destroyed) return
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      })
      stream.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`)
      limitStreamsOf(actor.userId)
      const entry = { stream, actor }
      streams.add(entry)
      const unsubscribe = hub.subscribe(actor, {
        onEvent: (event, json) => write(stream, `event: ${event.type}\ndata: ${json}\n\n`),
        onResync: () => write(stream, 'event: resync\ndata: {}\n\n'),
      })
      stream.once('close', () => {
        streams.delete(entry)
        unsubscribe()
      })
    },
  )
})
