import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createInvalidationBatcher, INVALIDATION_WINDOW_MS } from './invalidation-batcher'
import { queryKeys } from './query-keys'

// Real TanStack queries with observers (as mounted screens have), counting their fetches.
function screens() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const fetches = { comments: 0, dashboard: 0 }
  let releaseSlow: (() => void) | undefined
  const observe = (key: readonly unknown[], name: keyof typeof fetches, slow = false) => {
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        fetches[name] += 1
        if (!slow || fetches[name] === 1) return Promise.resolve(fetches[name])
        return new Promise<number>((resolve) => (releaseSlow = () => resolve(fetches[name])))
      },
    })
    return observer.subscribe(() => {})
  }
  return { client, fetches, observe, release: () => releaseSlow?.() }
}

afterEach(() => vi.useRealTimers())

describe('invalidation batcher', () => {
  it('turns a burst of changes into one refetch per affected query', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, fetches, observe } = screens()
    const stop = [
      observe(queryKeys.comments.list({ status: 'all' }), 'comments'),
      observe(queryKeys.dashboard(), 'dashboard'),
    ]
    await vi.waitFor(() => expect(fetches).toEqual({ comments: 1, dashboard: 1 }))
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    const batcher = createInvalidationBatcher(client)
    for (let i = 0; i < 50; i += 1) {
      batcher.add([queryKeys.comments.all(), queryKeys.comments.list({ status: 'all' })])
      batcher.add([queryKeys.dashboard()])
    }
    await vi.advanceTimersByTimeAsync(INVALIDATION_WINDOW_MS - 1)
    expect(fetches).toEqual({ comments: 1, dashboard: 1 })
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(fetches).toEqual({ comments: 2, dashboard: 2 }))
    stop.forEach((unsubscribe) => unsubscribe())
  })
})
