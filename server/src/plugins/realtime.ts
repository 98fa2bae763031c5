import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { requireUser } from '../auth/policy'
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub'

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub
  }
}

export interface RealtimePluginOptions {
  databaseUrl: string
  heartbeatMs: number
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

// The one server-sent-events stream per signed-in user, fed by the process's realtime hub.
export const realtimePlugin = fp(async (app: FastifyInstance, options: RealtimePluginOptions) => {
  const hub = createRealtimeHub({ databaseUrl: options.databaseUrl, log: app.log })
  app.decorate('realtime', hub)
  const streams = new Set<ServerResponse>()
  let heartbeat: NodeJS.Timeout | undefined

  app.addHook('onReady', async () => {
    await hub.start()
    // One timer for all streams; comments keep proxies and browsers from timing the stream out.
    heartbeat = setInterval(() => {
      for (const stream of streams) write(stream, ': heartbeat\n\n')
    }, options.heartbeatMs)
    heartbeat.unref()
  })
  // Open streams never finish by themselves, so closing the server would wait for ever.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat)
    for (const stream of streams) stream.end()
  })
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
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
      streams.add(stream)
      const unsubscribe = hub.subscribe(actor, {
        onEvent: (event, json) => write(stream, `event: ${event.type}\ndata: ${json}\n\n`),
        onResync: () => write(stream, 'event: resync\ndata: {}\n\n'),
      })
      stream.once('close', () => {
        streams.delete(stream)
        unsubscribe()
      })
    },
  )
})
