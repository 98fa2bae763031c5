import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'
import { queryKeys } from './query-keys'
import { INVALIDATION_WINDOW_MS } from './invalidation-batcher'
import { REALTIME_URL, useRealtime } from './realtime'
import { LOST_AFTER_MS } from './connection'
import { ConnectionLost } from '../components/connection-lost'

// jsdom has no EventSource; this stand-in records what the hook opens and lets the test play
// the server's part: named events, and errors.
class FakeEventSource {
  static opened: FakeEventSource[] = []
  closed = false
  onerror: (() => void) | null = null
  private listeners = new Map<string, ((message: { data: string }) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) })
  }
  fail() {
    this.onerror?.()
  }
}

// The n-th stream the hook opened (0 is the first).
function stream(n: number): FakeEventSource {
  const source = FakeEventSource.opened[n]
  if (!source) throw new Error(`stream ${n} was never opened`)
  return source
}

const KEYS = {
  comments: queryKeys.comments.list({ status: 'all' }),
  // The inbox filtered to a church the event is not about.
  otherChurchComments: queryKeys.comments.list({ organizationIds: ['org-2'] }),
  backups: queryKeys.backups(),
  me: queryKeys.me(),
}

function setup() {
  const queryClient = createQueryClient()
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { cached: true })
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useRealtime('user-1'), { wrapper })
  return { stale, hook }
}

beforeEach(() => {
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => vi.useRealTimers())

describe('useRealtime', () => {
  it('refreshes exactly the queries an event touches', () => {
    const { stale } = setup()
    const source = stream(0)
    expect(source.url).toBe(REALTIME_URL)
    source.emit('ready')
    expect(stale(KEYS.comments)).toBe(false)

    source.emit('comment.changed', {
      type: 'comment.changed',
      organizationId: 'org-1',
      accountId: 'acc-1',
      commentId: 'c-1',
      change: 'created',
    })
    // Changes are gathered for a quarter of a second, then refreshed together.
    vi.advanceTimersByTime(INVALIDATION_WINDOW_MS - 1)
    expect(stale(KEYS.comments)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(stale(KEYS.comments)).toBe(true)
    expect(stale(KEYS.otherChurchComments)).toBe(false)
    expect(stale(KEYS.backups)).toBe(false)
  })

  it('reopens the stream after an error and then refreshes everything it may have missed', () => {
    const { stale, hook } = setup()
    const first = stream(0)
    first.emit('ready')
    first.fail()
    expect(first.closed).toBe(true)
    // Asking who is signed in is how the app notices a session that ended.
    expect(stale(KEYS.me)).toBe(true)
    expect(stale(KEYS.backups)).toBe(false)

    vi.advanceTimersByTime(999)
    expect(FakeEventSource.opened).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeEventSource.opened).toHaveLength(2)

    const second = stream(1)
    second.emit('ready')
    expect(stale(KEYS.backups)).toBe(true)
    expect(stale(KEYS.comments)).toBe(true)

    hook.unmount()
    expect(second.closed).toBe(true)
  })

  it('waits longer after each failure in a row', () => {
    setup()
    stream(0).fail()
    vi.advanceTimersByTime(1_000)
    stream(1).fail()
    vi.advanceTimersByTime(1_999)
    expect(FakeEventSource.opened).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeEventSource.opened).toHaveLength(3)
  })
})

describe('a lost connection', () => {
  it('is shown once the stream stays failed, and hidden when it is back', () => {
    const { unmount } = render(<ConnectionLost />)
    setup()
    stream(0).emit('ready')
    expect(screen.queryByText(/Connection to Flock lost/)).toBeNull()
    act(() => stream(0).fail())
    // A reconnect within a moment shows nothing.
    act(() => vi.advanceTimersByTime(LOST_AFTER_MS - 100))
    expect(screen.queryByText(/Connection to Flock lost/)).toBeNull()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByText(/Connection to Flock lost/)).toBeTruthy()
    // The reconnect after 1 s fails too (the server is still down); the notice stays.
    act(() => stream(1).fail())
    expect(screen.getByText(/Connection to Flock lost/)).toBeTruthy()
    act(() => vi.advanceTimersByTime(2_000))
    act(() => stream(2).emit('ready'))
    expect(screen.queryByText(/Connection to Flock lost/)).toBeNull()
    unmount()
  })
})
