import { organizationNameKey, organizationRouteId } from '@common/organization-name'
import type { TOrganization, TOrganizationDetails } from '@common/schemas/organization'
import { type Actor, canAccessOrganization } from '../../auth/policy'
import type { Database } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { uniqueViolation } from '../../lib/pg-errors'
import { publish } from '../../realtime/publish'
import {
  findOrganizationByNameKey,
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
    logoUrl: row.logoUrl,
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

const nameTaken = () =>
  new AppError('ORGANIZATION_NAME_TAKEN', 'Another organization already uses this name.')

export async function updateOrganizationDetails(
  db: Database,
  actor: Actor,
  routeId: string,
  details: TOrganizationDetails,
): Promise<TOrganization> {
  const current = await getAccessibleOrganization(db, actor, routeId)
  const nameKey = organizationNameKey(details.organization)
  if (nameKey !== current.nameKey) {
    const other = await findOrganizationByNameKey(db, nameKey)
    if (other && other.id !== current.id) throw nameTaken()
  }
  try {
    const updated = await updateOrganization(db, current.id, {
      name: details.organization,
      nameKey,
      contact: details.contact,
      phone: details.phone,
      address: details.address,
      website: details.website,
    })
    if (!updated) throw notFound('Organization not found')
    await publish(db, { type: 'organization.updated', organizationId: updated.id })
    return toOrganization(updated)
  } catch (error) {
    if (uniqueViolation(error)?.includes('name_key')) throw nameTaken()
    throw error
  }
}
