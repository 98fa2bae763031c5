import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type TRealtimeEvent, ZRealtimeEvent } from '@common/events'
import { invalidationsFor } from '@common/realtime-invalidation'
import { createInvalidationBatcher } from './invalidation-batcher'
import { queryKeys } from './query-keys'
import { streamConnected, streamFailed } from './connection'

export const REALTIME_URL = '/api/events'
// Ours, not the browser's: a failed EventSource is closed and reopened after the next delay.
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000]
const EVENT_TYPES = ZRealtimeEvent.options.map((option) => option.shape.type.value)

export interface RealtimeHandlers {
  onEvent(event: TRealtimeEvent): void
  // Events may have been missed (a reconnect here, or the server's own): refetch everything.
  onResync(): void
  onError(): void
  // The stream is open (again).
  onReady?(): void
}

// Keeps one event stream open until the returned function is called.
export function openRealtime(url: string, handlers: RealtimeHandlers): () => void {
  let source: EventSource | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let connectedBefore = false
  let stopped = false

  const connect = () => {
    const current = new EventSource(url)
    source = current
    current.addEventListener('ready', () => {
      // Anything may have changed while no stream was open, including before the first one.
      if (connectedBefore || failures > 0) handlers.onResync()
      connectedBefore = true
      failures = 0
      handlers.onReady?.()
    })
    current.addEventListener('resync', () => handlers.onResync())
    for (const type of EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const parsed = ZRealtimeEvent.safeParse(parseJson(message.data))
        if (parsed.success) handlers.onEvent(parsed.data)
      })
    }
    current.onerror = () => {
      current.close()
      if (stopped || source !== current) return
      source = null
      handlers.onError()
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]
      failures += 1
      timer = setTimeout(connect, delay)
    }
  }

  connect()
  return () => {
    stopped = true
    clearTimeout(timer)
    source?.close()
    source = null
  }
}

// Streams changes to the signed-in user (one stream per user id) and refetches exactly the
// queries each change touches, gathered over a quarter of a second (invalidation-batcher.ts).
export function useRealtime(userId: string | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const batcher = createInvalidationBatcher(queryClient)
    const close = openRealtime(REALTIME_URL, {
      onEvent: (event) => batcher.add(invalidationsFor(event)),
      onResync: () => batcher.all(),
      // A stream refused because the session ended fails like any other; asking who is signed
      // in lets the app notice, which closes the stream for good.
      onError: () => {
        streamFailed()
        void queryClient.invalidateQueries({ queryKey: queryKeys.me() })
      },
      onReady: streamConnected,
    })
    return () => {
      close()
      batcher.stop()
      // Signed out or gone: nothing is lost any more.
      streamConnected()
    }
  }, [queryClient, userId])
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
