// Signed-in requests answered without a database round trip while nothing changed.
//
// Each process keeps the actors it resolved, keyed by the exact session cookie value that
// better-auth validated. PostgreSQL tells every process when a session, a user, a membership or
// an organization changes (a trigger NOTIFYs on `flock_session_changes`, which the realtime hub
// LISTENs to), and the process forgets the actors concerned at once. The cache fails closed:
// - it serves nothing unless the hub is listening (so no notification can be missed unseen);
//   losing the connection forgets everything, and it starts empty again once listening resumes;
// - an entry lives at most `ttlMs` and never past its session's expiry, which bounds the life
//   of a revoked session if the LISTEN connection is half-open without anyone noticing;
// - a change that arrives while an actor is being loaded from the database keeps that load's
//   result out of the cache (the read may predate the change).
// Decision 036 records the bounds.

export const SESSION_CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 10_000

export interface CachedSession<A> {
  actor: A
  // Anything else derived from the same rows (the /api/me answer), filled in lazily.
  extras: Map<string, unknown>
}

interface Entry<A> extends CachedSession<A> {
  userId: string
  organizationId: string | null
  expiresAt: number
}

export interface SessionCache<A> {
  lookup(key: string): CachedSession<A> | undefined
  // Call before reading from the database; pass the ticket to `store`.
  beginLoad(): number
  store(
    ticket: number,
    key: string,
    value: { actor: A; userId: string; organizationId: string | null; expiresAt: Date },
  ): void
  forgetUser(userId: string): void
  forgetOrganization(organizationId: string): void
  forgetKey(key: string): void
  forgetEveryone(): void
  // Whether changes are being heard; while not, nothing is served.
  setListening(listening: boolean): void
  readonly size: number
}

export function createSessionCache<A>(
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCache<A> {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry<A>>()
  let listening = false
  // Bumped by every change heard; a load that began before a change is not stored.
  let generation = 0

  function forgetWhere(matches: (entry: Entry<A>) => boolean) {
    generation += 1
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key)
  }

  return {
    lookup(key) {
      if (!listening) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry
    },
    beginLoad() {
      return generation
    },
    store(ticket, key, value) {
      if (!listening || ticket !== generation) return
      if (entries.size >= MAX_ENTRIES) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, {
        actor: value.actor,
        extras: new Map(),
        userId: value.userId,
        organizationId: value.organizationId,
        expiresAt: Math.min(now() + ttlMs, value.expiresAt.getTime()),
      })
    },
    forgetUser(userId) {
      forgetWhere((entry) => entry.userId === userId)
    },
    forgetOrganization(organizationId) {
      forgetWhere((entry) => entry.organizationId === organizationId)
    },
    forgetEveryone() {
      forgetWhere(() => true)
    },
    forgetKey(key) {
      generation += 1
      entries.delete(key)
    },
    setListening(next) {
      // Either way the entries may be stale: changes may have been missed while not listening.
      listening = next
      forgetWhere(() => true)
    },
    get size() {
      return entries.size
    },
  }
}

// The payloads of `flock_session_changes`, written by the trigger in migration 0015.
export const SESSION_CHANGES_CHANNEL = 'flock_session_changes'

export type SessionChange =
  | { kind: 'user'; userId: string }
  | { kind: 'organization'; id: string }
  // Something every actor carries changed (the team's two-factor requirement, migration 0044).
  | { kind: 'everyone' }

export function parseSessionChange(payload: string): SessionChange | null {
  const separator = payload.indexOf(':')
  if (separator < 0) return null
  const kind = payload.slice(0, separator)
  const id = payload.slice(separator + 1)
  if (!id) return null
  if (kind === 'user') return { kind: 'user', userId: id }
  if (kind === 'organization') return { kind: 'organization', id }
  if (kind === 'everyone') return { kind: 'everyone' }
  return null
}

export function applySessionChange<A>(cache: SessionCache<A>, change: SessionChange): void {
  if (change.kind === 'user') cache.forgetUser(change.userId)
  else if (change.kind === 'organization') cache.forgetOrganization(change.id)
  else cache.forgetEveryone()
}
