import type { QueryClient } from '@tanstack/react-query'
import type { TQueryKey } from './query-keys'

// How long changes are gathered before the screens refetch: a busy Sunday's burst of comment
// events becomes one refetch per affected query rather than one per event.
export const INVALIDATION_WINDOW_MS = 250

export interface InvalidationBatcher {
  add(keys: readonly TQueryKey[]): void
  // Everything may have changed (a reconnect): refetch all at once, dropping what was gathered.
  all(): void
  stop(): void
}

// Gathers query keys for a window, drops keys covered by a shorter one gathered with them, and
// then invalidates each once. A refetch already on its way started before the change, so it is
// cancelled and started again (TanStack's default), never left to answer with stale data.
export function createInvalidationBatcher(
  queryClient: QueryClient,
  windowMs = INVALIDATION_WINDOW_MS,
): InvalidationBatcher {
  const pending = new Map<string, TQueryKey>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = () => {
    timer ??= setTimeout(flush, windowMs)
  }

  function flush() {
    timer = undefined
    const keys = withoutCovered([...pending.values()])
    pending.clear()
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
  }

  return {
    add(keys) {
      for (const key of keys) pending.set(JSON.stringify(key), key)
      schedule()
    },
    all() {
      pending.clear()
      clearTimeout(timer)
      timer = undefined
      void queryClient.invalidateQueries()
    },
    stop() {
      pending.clear()
      clearTimeout(timer)
      timer = undefined
    },
  }
}

// ['comments'] covers ['comments', 'list', …]: invalidating both would be the same work twice.
function withoutCovered(keys: TQueryKey[]): TQueryKey[] {
  return keys.filter(
    (key) =>
      !keys.some((other) => other !== key && other.length < key.length && isPrefix(other, key)),
  )
}

function isPrefix(prefix: TQueryKey, key: TQueryKey): boolean {
  return prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]))
}
