import type { QueryClient } from '@tanstack/react-query'
import { covers, type Invalidation, reaches } from '@common/realtime-invalidation'

// How long changes are gathered before the screens refetch: a busy Sunday's burst of comment
// events becomes one refetch per affected query rather than one per event.
export const INVALIDATION_WINDOW_MS = 250

export interface InvalidationBatcher {
  add(invalidations: readonly Invalidation[]): void
  // Everything may have changed (a reconnect): refetch all at once, dropping what was gathered.
  all(): void
  stop(): void
}

// Gathers what events make stale for a window, drops duplicates and whatever a broader one
// gathered with it covers, and then invalidates every query any of them reaches, once, in one
// call. A refetch already on its way started before the change, so it is cancelled and started
// again (TanStack's default), never left to answer with stale data.
export function createInvalidationBatcher(
  queryClient: QueryClient,
  windowMs = INVALIDATION_WINDOW_MS,
): InvalidationBatcher {
  const pending = new Map<string, Invalidation>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = () => {
    timer ??= setTimeout(flush, windowMs)
  }

  function flush() {
    timer = undefined
    const gathered = withoutCovered([...pending.values()])
    pending.clear()
    const read = (queryKey: readonly unknown[]) => queryClient.getQueryData(queryKey)
    // One call per family of keys: each query is still refetched once, and the client sees which
    // family it invalidates (lib/query-client.ts asks who is signed in again only for `me`).
    const families = new Map<unknown, Invalidation[]>()
    for (const each of gathered) {
      const family = families.get(each.queryKey[0]) ?? []
      if (family.length === 0) families.set(each.queryKey[0], family)
      family.push(each)
    }
    for (const [family, ofFamily] of families) {
      void queryClient.invalidateQueries({
        queryKey: [family],
        predicate: (query) => ofFamily.some((invalidation) => reaches(invalidation, query, read)),
      })
    }
  }

  return {
    add(invalidations) {
      for (const invalidation of invalidations)
        pending.set(JSON.stringify(invalidation), invalidation)
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

// ['comments'] covers ['comments', 'list', …]: checking both would be the same work twice.
function withoutCovered(invalidations: Invalidation[]): Invalidation[] {
  return invalidations.filter(
    (invalidation) =>
      !invalidations.some((other) => other !== invalidation && covers(other, invalidation)),
  )
}
