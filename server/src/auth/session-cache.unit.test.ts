import { describe, expect, it } from 'vitest'
import {
  applySessionChange,
  createSessionCache,
  parseSessionChange,
  SESSION_CACHE_TTL_MS,
} from './session-cache'

function cacheAt(start = 1_000_000) {
  let now = start
  const cache = createSessionCache<string>({ now: () => now })
  cache.setListening(true)
  return { cache, advance: (ms: number) => (now += ms), now: () => now }
}

const farFuture = new Date(Date.now() + 86_400_000 * 365)

function put(
  cache: ReturnType<typeof cacheAt>['cache'],
  key: string,
  actor = key,
  organizationId: string | null = 'org-1',
  expiresAt = farFuture,
) {
  cache.store(cache.beginLoad(), key, { actor, userId: `user-${actor}`, organizationId, expiresAt })
}

describe('session cache', () => {
  it('serves what it stored, for at most its time to live', () => {
    const { cache, advance } = cacheAt()
    put(cache, 'a')
    expect(cache.lookup('a')?.actor).toBe('a')
    advance(SESSION_CACHE_TTL_MS - 1)
    expect(cache.lookup('a')?.actor).toBe('a')
    advance(1)
    expect(cache.lookup('a')).toBeUndefined()
  })

  it('never serves a session past its own expiry', () => {
    const { cache, advance, now } = cacheAt()
    put(cache, 'a', 'a', 'org-1', new Date(now() + 5_000))
    advance(5_000)
    expect(cache.lookup('a')).toBeUndefined()
  })

  it('keeps a load that raced a change out of the cache', () => {
    const { cache } = cacheAt()
    const ticket = cache.beginLoad()
    cache.forgetUser('someone')
    cache.store(ticket, 'a', {
      actor: 'a',
      userId: 'user-a',
      organizationId: null,
      expiresAt: farFuture,
    })
    expect(cache.lookup('a')).toBeUndefined()
  })

  it('serves and stores nothing while not listening, and forgets everything on either change', () => {
    const { cache } = cacheAt()
    put(cache, 'a')
    cache.setListening(false)
    expect(cache.lookup('a')).toBeUndefined()
    put(cache, 'b')
    cache.setListening(true)
    expect(cache.lookup('a')).toBeUndefined()
    expect(cache.lookup('b')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('forgets by user and by organization', () => {
    const { cache } = cacheAt()
    put(cache, 'a', 'a', 'org-1')
    put(cache, 'b', 'b', 'org-2')
    put(cache, 'c', 'c', 'org-2')
    applySessionChange(cache, parseSessionChange('user:user-a')!)
    expect(cache.lookup('a')).toBeUndefined()
    expect(cache.lookup('b')).toBeDefined()
    applySessionChange(cache, parseSessionChange('organization:org-2')!)
    expect(cache.size).toBe(0)
  })

  it('reads only the payloads the database trigger writes', () => {
    expect(parseSessionChange('user:abc')).toEqual({ kind: 'user', userId: 'abc' })
    expect(parseSessionChange('organization:o-1')).toEqual({ kind: 'organization', id: 'o-1' })
    expect(parseSessionChange('user:')).toBeNull()
    expect(parseSessionChange('session:abc')).toBeNull()
    expect(parseSessionChange('garbage')).toBeNull()
  })
})
