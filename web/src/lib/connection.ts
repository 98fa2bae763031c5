import { useSyncExternalStore } from 'react'

// Whether the live-update stream is connected. A stream that fails stays failed a moment before
// it counts as lost, so a reconnect within a second or two shows nothing; a server that is down
// or a network that is gone shows at once after that.
export const LOST_AFTER_MS = 2_000

let lost = false
let pending: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function publish(next: boolean) {
  if (lost === next) return
  lost = next
  for (const listener of listeners) listener()
}

export function streamFailed() {
  if (lost || pending) return
  pending = setTimeout(() => {
    pending = undefined
    publish(true)
  }, LOST_AFTER_MS)
}

export function streamConnected() {
  clearTimeout(pending)
  pending = undefined
  publish(false)
}

export function useConnectionLost(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => lost,
    () => false,
  )
}
