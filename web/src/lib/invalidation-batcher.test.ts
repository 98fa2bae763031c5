import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TRealtimeEvent } from '@common/events'
import { type Invalidation, invalidationsFor } from '@common/realtime-invalidation'
import { createInvalidationBatcher, INVALIDATION_WINDOW_MS } from './invalidation-batcher'
import { queryKeys } from './query-keys'

// Real TanStack queries with observers (as mounted screens have), counting their fetches.
function screens() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const fetches: Record<string, number> = {}
  const observe = (name: string, key: readonly unknown[], answer: unknown = name) => {
    fetches[name] = 0
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        fetches[name] = (fetches[name] ?? 0) + 1
        return Promise.resolve(answer)
      },
    })
    return observer.subscribe(() => {})
  }
  const settled = async () => {
    await vi.waitFor(() => expect(Object.values(fetches).every((count) => count > 0)).toBe(true))
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
  }
  // Fetches since `before`, by screen.
  const since = (before: Record<string, number>) =>
    Object.fromEntries(Object.entries(fetches).map(([name, n]) => [name, n - (before[name] ?? 0)]))
  return { client, fetches, observe, settled, since }
}

afterEach(() => vi.useRealTimers())

const GRACE = 'org-id-grace'
const HOPE = 'org-id-hope'
const inbox = (organizationIds: string[]) => ({
  view: 'all',
  organizationIds,
  accountIds: [],
  sort: 'newest',
})

// An agency user working on Hope's inbox, with one of Grace's comments open in another tab.
function hopeDesk(observe: ReturnType<typeof screens>['observe']) {
  return [
    observe('inboxHope', queryKeys.comments.list(inbox([HOPE]))),
    observe('countsHope', queryKeys.comments.counts(inbox([HOPE]))),
    observe('inboxAll', queryKeys.comments.list(inbox([]))),
    observe('detailGrace', queryKeys.comments.detail('c-1')),
    observe('detailHope', queryKeys.comments.detail('c-hope')),
    observe('hope', queryKeys.organizations.one('org-hope'), { id: HOPE }),
    observe('hopeSummary', queryKeys.organizations.summary('org-hope')),
    observe('hopeAccount', queryKeys.accounts.one('acc-hope')),
    observe('dashboard', queryKeys.dashboard()),
  ]
}

// Fifty comments arriving on Grace's two accounts within one window.
const graceBurst: TRealtimeEvent[] = Array.from({ length: 50 }, (_, i) => ({
  type: 'comment.changed',
  organizationId: GRACE,
  accountId: i % 2 ? 'acc-grace-youth' : 'acc-grace-main',
  commentId: `c-${i + 1}`,
  change: 'created',
}))

// What every comment event made stale before decision 056: whole families of queries.
const BROAD: Invalidation[] = [
  { queryKey: queryKeys.comments.all() },
  { queryKey: queryKeys.accounts.all() },
  { queryKey: queryKeys.organizations.all() },
  { queryKey: queryKeys.dashboard() },
  { queryKey: queryKeys.notifications() },
]

async function burst(add: (batcher: ReturnType<typeof createInvalidationBatcher>) => void) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { client, fetches, observe, settled, since } = screens()
  const stop = hopeDesk(observe)
  await settled()
  const before = { ...fetches }
  const batcher = createInvalidationBatcher(client)
  add(batcher)
  await vi.advanceTimersByTimeAsync(INVALIDATION_WINDOW_MS - 1)
  expect(since(before)).toEqual(Object.fromEntries(Object.keys(fetches).map((n) => [n, 0])))
  await vi.advanceTimersByTimeAsync(1)
  await vi.waitFor(() => expect(client.isFetching()).toBe(0))
  stop.forEach((unsubscribe) => unsubscribe())
  return since(before)
}

describe('invalidation batcher', () => {
  it('refetches, after a burst on one church, only the screens that may show it, once each', async () => {
    const refetched = await burst((batcher) => {
      for (const event of graceBurst) batcher.add(invalidationsFor(event))
    })
    expect(refetched).toEqual({
      inboxHope: 0,
      countsHope: 0,
      inboxAll: 1,
      detailGrace: 1,
      detailHope: 0,
      hope: 0,
      hopeSummary: 0,
      hopeAccount: 0,
      dashboard: 1,
    })
  })

  it('refetched every screen under the broad keys comment events used to name', async () => {
    // The measure decision 056 compares against: the same desk, the same burst.
    const refetched = await burst((batcher) => {
      for (let i = 0; i < graceBurst.length; i += 1) batcher.add(BROAD)
    })
    expect(Object.values(refetched)).toEqual(Array(9).fill(1))
  })

  it('lets a broad invalidation stand for the narrower ones gathered with it', async () => {
    const refetched = await burst((batcher) => {
      for (const event of graceBurst) batcher.add(invalidationsFor(event))
      batcher.add([{ queryKey: queryKeys.comments.all() }])
    })
    expect(refetched).toMatchObject({ inboxHope: 1, detailHope: 1, detailGrace: 1, hope: 0 })
  })

  it('names each family it invalidates, so only a church change asks who is signed in again', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const batcher = createInvalidationBatcher(client)
    const families = async (events: TRealtimeEvent[]) => {
      invalidate.mockClear()
      for (const event of events) batcher.add(invalidationsFor(event))
      await vi.advanceTimersByTimeAsync(INVALIDATION_WINDOW_MS)
      return invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]).sort()
    }
    expect(await families(graceBurst)).toEqual([
      'accounts',
      'comments',
      'dashboard',
      'notifications',
      'organizations',
    ])
    expect(await families([{ type: 'organization.updated', organizationId: GRACE }])).toContain(
      'me',
    )
    batcher.stop()
  })
})
