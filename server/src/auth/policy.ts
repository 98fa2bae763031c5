import type { FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import type { TRole } from '@common/schemas/auth'
import { AppError } from '../lib/app-error'
import { findMembership } from './memberships.repository'

export interface Actor {
  userId: string
  // The better-auth session the actor signed in with; open event streams re-check it.
  sessionId: string
  email: string
  role: TRole
  // The client's own organization; null for admins, who see every organization.
  organizationId: string | null
}

const actors = new WeakMap<FastifyRequest, Promise<Actor | null>>()

async function loadActor(request: FastifyRequest): Promise<Actor | null> {
  const session = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  })
  if (!session) return null
  const role: TRole = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'client'
  const membership =
    role === 'client' ? await findMembership(request.server.db, session.user.id) : null
  return {
    userId: session.user.id,
    sessionId: session.session.id,
    email: session.user.email,
    role,
    organizationId: membership?.organizationId ?? null,
  }
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

// The one place that decides whether an actor may touch an organization's data. Anything an
// actor may not see answers 404, so another church's ids reveal nothing.
export function canAccessOrganization(actor: Actor, organizationId: string): boolean {
  return actor.role === 'admin' || actor.organizationId === organizationId
}

// The organizations an actor's lists draw from, for queries that filter a whole set at once:
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
