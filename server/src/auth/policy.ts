import type { FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { parseCookies } from 'better-auth/cookies'
import type { TRole } from '@common/schemas/auth'
import { AppError } from '../lib/app-error'
import { findMembership } from './memberships.repository'

export interface Actor {
  userId: string
  // The better-auth session the actor signed in with; open event streams re-check it.
  sessionId: string
  email: string
  role: TRole
  // The client's own organisation; null for admins, who see every organisation.
  organizationId: string | null
}

const actors = new WeakMap<FastifyRequest, Promise<Actor | null>>()

// The exact cookie better-auth reads the session from; its value keys the session cache.
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  return parseCookies(header).get(request.server.sessionCookieName)
}

async function loadActor(request: FastifyRequest): Promise<Actor | null> {
  const key = sessionCookieOf(request)
  if (!key) return null
  const cache = request.server.sessionCache
  // Reads may be answered from memory; a write always asks the database, so a session revoked
  // on another process can never change anything, even in the moment its notification travels.
  const reads = request.method === 'GET' || request.method === 'HEAD'
  const cached = reads ? cache.lookup(key) : undefined
  if (cached) return cached.actor
  const ticket = cache.beginLoad()
  const session = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  })
  if (!session) return null
  const role: TRole = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'client'
  const membership =
    role === 'client' ? await findMembership(request.server.db, session.user.id) : null
  const actor: Actor = {
    userId: session.user.id,
    sessionId: session.session.id,
    email: session.user.email,
    role,
    organizationId: membership?.organizationId ?? null,
  }
  cache.store(ticket, key, {
    actor,
    userId: actor.userId,
    organizationId: actor.organizationId,
    expiresAt: session.session.expiresAt,
  })
  return actor
}

// Something derived from the signed-in actor's rows (the /api/me answer), kept with the cached
// session and forgotten with it.
export async function cachedForSession<T>(
  request: FastifyRequest,
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  const key = sessionCookieOf(request)
  const cache = request.server.sessionCache
  const cached = key ? cache.lookup(key) : undefined
  if (cached?.extras.has(name)) return cached.extras.get(name) as T
  const value = await load()
  // Stored only into the same entry it was computed for: a change since then replaced it.
  if (key && cached && cache.lookup(key) === cached) cached.extras.set(name, value)
  return value
}

export function getActor(request: FastifyRequest): Promise<Actor | null> {
  let actor = actors.get(request)
  if (!actor) {
    actor = loadActor(request)
    actors.set(request, actor)
  }
  return actor
}

export async function requireUser(request: FastifyRequest): Promise<Actor> {
  const actor = await getActor(request)
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in')
  return actor
}

export async function requireAdmin(request: FastifyRequest): Promise<Actor> {
  const actor = await requireUser(request)
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Not authorized as admin')
  return actor
}

// The one place that decides whether an actor may touch an organisation's data. Anything an
// actor may not see answers 404, so another church's ids reveal nothing.
export function canAccessOrganization(actor: Actor, organizationId: string): boolean {
  return actor.role === 'admin' || actor.organizationId === organizationId
}

// The organisations an actor's lists draw from, for queries that filter a whole set at once:
// every one for admins; a client's own, or none once the membership is gone.
export type OrganizationScope = { all: true } | { all: false; organizationId: string | null }

export function organizationScope(actor: Actor): OrganizationScope {
  return actor.role === 'admin'
    ? { all: true }
    : { all: false, organizationId: actor.organizationId }
}

export function requireOrganizationAccess(actor: Actor, organizationId: string): void {
  if (!canAccessOrganization(actor, organizationId)) throw new AppError('NOT_FOUND', 'Not found')
}

// Granting and revoking the agency's access is the organization's own decision.
export function requireClientOfOrganization(
  actor: Actor,
): asserts actor is Actor & { organizationId: string } {
  if (actor.role !== 'client' || !actor.organizationId) {
    throw new AppError('FORBIDDEN', 'Only the organization itself can grant or revoke access')
  }
}
