import type { FastifyRequest } from 'fastify'
import { fromNodeHeaders } from 'better-auth/node'
import { parseCookies } from 'better-auth/cookies'
import { AGENCY_ONLY_EVENT_TYPES } from '@common/events'
import type { TRole } from '@common/schemas/auth'
import type { TChurchRole, TTeamRole } from '@common/schemas/roles'
import { AppError } from '../lib/app-error'
import { findActorRow } from './actor.repository'

export interface Actor {
  userId: string
  // The better-auth session the actor signed in with; open event streams re-check it.
  sessionId: string
  email: string
  name: string
  role: TRole
  // The agency staff's place in the team; null for church people.
  teamRole: TTeamRole | null
  // The client's own organization; null for admins, who see every organization.
  organizationId: string | null
  // The client's place in their church; null for admins, and for a client without one.
  churchRole: TChurchRole | null
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
  const row = await findActorRow(request.server.db, session.user.id)
  // Deactivation deletes the sessions too; this covers a request already past that moment.
  if (!row || row.deactivatedAt) return null
  const role: TRole = row.role === 'admin' ? 'admin' : 'client'
  const actor: Actor = {
    userId: session.user.id,
    sessionId: session.session.id,
    email: session.user.email,
    name: row.name,
    role,
    teamRole: role === 'admin' ? (row.teamRole ?? 'agent') : null,
    organizationId: role === 'client' ? (row.organizationId ?? null) : null,
    churchRole: role === 'client' ? (row.churchRole ?? null) : null,
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

// Any member of the agency's team, whatever their role: reading the agency's screens and
// working the inbox. Anything more asks requireCapability.
export async function requireAdmin(request: FastifyRequest): Promise<Actor> {
  const actor = await requireUser(request)
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Not authorized as admin')
  return actor
}

// What each agency team role may do beyond reading. Owners: everything; Admins: everything but
// the team; Agents: the inbox only (read, reply, hide, unhide). Decided here and nowhere else.
export const AGENCY_CAPABILITIES = {
  workInbox: ['owner', 'admin', 'agent'],
  deleteComments: ['owner', 'admin'],
  // Agents write and edit saved replies as they work; removing one the team relies on is not theirs.
  deleteSavedReplies: ['owner', 'admin'],
  manageOrganizations: ['owner', 'admin'],
  manageBackups: ['owner', 'admin'],
  manageTeam: ['owner'],
  // The outbox holds every invitation and password-reset link: whoever reads it can become anyone.
  readOutbox: ['owner'],
  // Agency-wide reports compare churches and teammates: the people who run the agency.
  readReports: ['owner', 'admin'],
  // Moderation rules hide comments on every church's accounts without a person looking.
  manageRules: ['owner', 'admin'],
  // The response target and the monthly e-mail to every church's Owners are the agency's promise
  // to its churches: its Owners set them; Admins read them (decision 055).
  manageReportSettings: ['owner'],
} as const satisfies Record<string, readonly TTeamRole[]>
export type AgencyCapability = keyof typeof AGENCY_CAPABILITIES

const REFUSALS: Record<AgencyCapability, string> = {
  workInbox: 'Your role cannot work the inbox.',
  deleteComments: 'Agents cannot delete comments. Ask an Admin or Owner of your team.',
  deleteSavedReplies: 'Agents cannot delete saved replies. Ask an Admin or Owner of your team.',
  manageOrganizations:
    'Agents cannot add, edit or delete organizations. Ask an Admin or Owner of your team.',
  manageBackups: 'Agents cannot see or change backups. Ask an Admin or Owner of your team.',
  manageTeam: 'Only Owners can manage the team.',
  readOutbox: "Only Owners can read the outbox: it holds other people's sign-in links.",
  readReports: "Agents cannot see the agency's reports. Ask an Admin or Owner of your team.",
  manageRules: 'Agents cannot see or change moderation rules. Ask an Admin or Owner of your team.',
  manageReportSettings: 'Only Owners can change the report settings.',
}

export function hasCapability(actor: Actor, capability: AgencyCapability): boolean {
  if (actor.role !== 'admin' || !actor.teamRole) return false
  return (AGENCY_CAPABILITIES[capability] as readonly TTeamRole[]).includes(actor.teamRole)
}

export function requireCapability(actor: Actor, capability: AgencyCapability): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Not authorized as admin')
  if (!hasCapability(actor, capability)) throw new AppError('FORBIDDEN', REFUSALS[capability])
}

// An agency team member who may do `capability`, in one call for routes.
export async function requireAgencyCapability(
  request: FastifyRequest,
  capability: AgencyCapability,
): Promise<Actor> {
  const actor = await requireAdmin(request)
  requireCapability(actor, capability)
  return actor
}

export function requireTeamRole(actor: Actor, teamRole: TTeamRole): void {
  if (actor.role !== 'admin' || actor.teamRole !== teamRole) {
    throw new AppError('FORBIDDEN', `Only ${teamRole}s of the agency's team can do this.`)
  }
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

// Whether a realtime event may reach an actor: its organization's, and for what only the
// agency's team may know (notes, labels, presence), the team only.
export function canReceiveEvent(
  actor: Actor,
  event: { type: string; organizationId: string },
): boolean {
  if (AGENCY_ONLY_EVENT_TYPES.includes(event.type) && actor.role !== 'admin') return false
  return canAccessOrganization(actor, event.organizationId)
}

// Whose numbers a report or export may hold: the agency's Owners and Admins any church's (null:
// every church), a church only its own. Another church's id answers 404, as everywhere.
export function reportOrganization(
  actor: Actor,
  organizationId: string | undefined,
): string | null {
  if (actor.role === 'admin') {
    requireCapability(actor, 'readReports')
    return organizationId ?? null
  }
  if (!actor.organizationId || (organizationId && organizationId !== actor.organizationId)) {
    throw new AppError('NOT_FOUND', 'Not found')
  }
  return actor.organizationId
}

export function requireOrganizationAccess(actor: Actor, organizationId: string): void {
  if (!canAccessOrganization(actor, organizationId)) throw new AppError('NOT_FOUND', 'Not found')
}

// Changing an organization's own record (its details): the agency's Owners and Admins, or any
// member of the church itself. Access (404) is checked first by the caller.
export function requireOrganizationEditor(actor: Actor): void {
  if (actor.role === 'admin') requireCapability(actor, 'manageOrganizations')
}

// What only a church's Owner may do for their church (inviting and removing members, taking its
// data away), or, on the agency's side, Owners and Admins. Access (404) is checked first.
export function canManageChurch(actor: Actor): boolean {
  if (actor.role === 'admin') return hasCapability(actor, 'manageOrganizations')
  return actor.churchRole === 'owner'
}

export function requireChurchOwner(actor: Actor): void {
  if (canManageChurch(actor)) return
  if (actor.role === 'admin') requireCapability(actor, 'manageOrganizations')
  throw new AppError(
    'FORBIDDEN',
    "Only your church's owner can do this. Ask them to do it for you.",
  )
}

// Resending or revoking an invitation: the team's Owners for the team's; the church's Owner (or
// the agency's Owners and Admins) for a church's. An invitation one may not see is "not found".
export function requireInvitationManager(
  actor: Actor,
  invitation: { kind: 'team' | 'church'; organizationId: string | null },
): void {
  if (invitation.kind === 'team') {
    if (actor.role !== 'admin') throw new AppError('NOT_FOUND', 'Invitation not found')
    requireCapability(actor, 'manageTeam')
    return
  }
  if (!invitation.organizationId || !canAccessOrganization(actor, invitation.organizationId)) {
    throw new AppError('NOT_FOUND', 'Invitation not found')
  }
  requireChurchOwner(actor)
}

// Granting and revoking the agency's access is the organization's own decision.
export function requireClientOfOrganization(
  actor: Actor,
): asserts actor is Actor & { organizationId: string } {
  if (actor.role !== 'client' || !actor.organizationId) {
    throw new AppError('FORBIDDEN', 'Only the organization itself can grant or revoke access')
  }
}

// A church's hidden words are its own decision, written by its Owner.
export function requireChurchOwnerForWords(actor: Actor): void {
  if (actor.role !== 'client' || actor.churchRole !== 'owner')
    throw new AppError('FORBIDDEN', "Only the church's own Owner can change its hidden words.")
}

// Pastoral care is the church's own: naming its pastoral contacts and writing its emergency
// guidance is for its Owner; marking a flagged comment seen or followed up, for its people. The
// agency reads both but acts for neither. Access (404) is checked first.
export function requireChurchOwnerItself(actor: Actor): void {
  if (actor.role !== 'client') {
    throw new AppError('FORBIDDEN', "Only the church's own Owner can change its pastoral care.")
  }
  if (actor.churchRole !== 'owner') {
    throw new AppError('FORBIDDEN', "Only your church's owner can change its pastoral care.")
  }
}

export function requireChurchPerson(
  actor: Actor,
): asserts actor is Actor & { organizationId: string } {
  if (actor.role !== 'client') {
    throw new AppError('FORBIDDEN', 'Only the church itself can follow up its pastoral care.')
  }
  if (!actor.organizationId) throw new AppError('NOT_FOUND', 'Not found')
}

// Reply approval is the church's check on what the agency posts in its name (decision 043):
// its setting is its Owner's to change; approving or declining is for anyone in the church. The
// agency, whose replies these are, can do neither. Access (404) is checked first by the caller.
export function requireChurchOwnerForApproval(actor: Actor): void {
  if (actor.role !== 'client')
    throw new AppError('FORBIDDEN', "Only the church's own Owner can change its reply approval.")
  if (actor.churchRole !== 'owner')
    throw new AppError('FORBIDDEN', "Only your church's owner can change reply approval.")
}

export function requireChurchReviewer(
  actor: Actor,
): asserts actor is Actor & { organizationId: string } {
  if (actor.role !== 'client')
    throw new AppError(
      'FORBIDDEN',
      'Only the church itself can approve or decline a reply written for it.',
    )
  if (!actor.organizationId) throw new AppError('NOT_FOUND', 'Not found')
}

// What /api/me tells the web app the person may do; every route still checks for itself.
export function capabilitiesOf(actor: Actor) {
  return {
    manageTeam: hasCapability(actor, 'manageTeam'),
    manageOrganizations: hasCapability(actor, 'manageOrganizations'),
    deleteComments: hasCapability(actor, 'deleteComments'),
    deleteSavedReplies: hasCapability(actor, 'deleteSavedReplies'),
    manageBackups: hasCapability(actor, 'manageBackups'),
    readOutbox: hasCapability(actor, 'readOutbox'),
    manageRules: hasCapability(actor, 'manageRules'),
    manageReportSettings: hasCapability(actor, 'manageReportSettings'),
    readReports: hasCapability(actor, 'readReports') || actor.role === 'client',
    manageChurch: actor.role === 'client' && canManageChurch(actor),
  }
}

// A church's direct messages (decision 072): the agency's team always reads them to do its work;
// the church's people as its privacy setting says (its Owners always, then its pastoral contacts
// or every member). Anyone else is told they do not exist.
export function canReadDirectMessages(
  actor: Actor,
  organization: { id: string; dmReaders: 'owner' | 'pastoral_contacts' | 'all_members' },
  isPastoralContact: boolean,
): boolean {
  if (actor.role === 'admin') return true
  if (actor.organizationId !== organization.id) return false
  if (actor.churchRole === 'owner') return true
  if (organization.dmReaders === 'all_members') return true
  return organization.dmReaders === 'pastoral_contacts' && isPastoralContact
}
