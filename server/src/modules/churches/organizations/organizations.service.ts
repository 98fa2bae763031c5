import { organizationNameKey, organizationRouteId } from '@common/organization-name'
import type { TOrganization, TOrganizationUpdate } from '@common/schemas/organization'
import { type Actor, canAccessOrganization } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { uniqueViolation } from '../../../lib/pg-errors'
import { publish } from '../../../realtime/publish'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import {
  findOrganizationByName,
  findOrganizationBySlug,
  type OrganizationRow,
  updateOrganization,
} from './organizations.repository'

const ROUTE_PREFIX = 'org-'

export function toOrganization(row: OrganizationRow): TOrganization {
  return {
    id: row.id,
    routeId: organizationRouteId(row.slug),
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    website: row.website,
    serviceTimes: row.serviceTimes,
    logoUrl: row.logoUrl,
    logoAccountId: row.logoAccountId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

// Resolves /organizations/{org-slug} for this actor; anything they may not see is "not found".
export async function getAccessibleOrganization(db: Database, actor: Actor, routeId: string) {
  const slug = routeId.startsWith(ROUTE_PREFIX) ? routeId.slice(ROUTE_PREFIX.length) : null
  const row = slug ? await findOrganizationBySlug(db, slug) : null
  // Another church's organization answers exactly like one that does not exist.
  if (!row || !canAccessOrganization(actor, row.id)) throw notFound('Organization not found')
  return row
}

// Accounts never move between organizations, so checking before the write is enough.
async function requireOwnAccount(db: Database, organizationId: string, accountId: string) {
  const account = await findAccountById(db, accountId)
  if (account?.organizationId !== organizationId)
    throw new AppError(
      'VALIDATION_FAILED',
      'logoAccountId: the logo must be the picture of one of this organization’s accounts',
    )
}

const nameTaken = () =>
  new AppError('ORGANIZATION_NAME_TAKEN', 'Another organization already uses this name.')

export async function updateOrganizationDetails(
  db: Database,
  actor: Actor,
  routeId: string,
  details: TOrganizationUpdate,
): Promise<TOrganization> {
  const current = await getAccessibleOrganization(db, actor, routeId)
  if (details.logoAccountId) await requireOwnAccount(db, current.id, details.logoAccountId)
  const nameKey = organizationNameKey(details.organization)
  if (nameKey !== current.nameKey) {
    const other = await findOrganizationByName(db, details.organization)
    if (other && other.id !== current.id) throw nameTaken()
  }
  try {
    const updated = await updateOrganization(db, current.id, {
      name: details.organization,
      nameKey,
      // A church flagged as a look-alike that takes another name is judged by the new one.
      ...(nameKey !== current.nameKey ? { lookAlikeOf: null } : {}),
      contact: details.contact,
      phone: details.phone,
      address: details.address,
      website: details.website,
      serviceTimes: details.serviceTimes,
      ...(details.logoAccountId !== undefined ? { logoAccountId: details.logoAccountId } : {}),
    })
    if (!updated) throw notFound('Organization not found')
    await publish(db, { type: 'organization.updated', organizationId: updated.id })
    return toOrganization(updated)
  } catch (error) {
    if (uniqueViolation(error)?.includes('name_key')) throw nameTaken()
    throw error
  }
}
