import { idList } from '@common/schemas/common'
import { organizationNameKey, organizationRouteId } from '@common/organization-name'
import type {
  TOrganization,
  TOrganizationDetails,
  TOrganizationPage,
  TOrganizationTotals,
} from '@common/schemas/organization'
import type { Actor } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import { uniqueViolation } from '../../../lib/pg-errors'
import { publish } from '../../../realtime/publish'
import {
  countsForOrganizations,
  listOrganizationsPage,
  totalsForOrganization,
} from './organization-directory.repository'
import { findOrganizationByName, insertOrganization } from './organizations.repository'
import { getAccessibleOrganization, toOrganization } from './organizations.service'
import { uniqueSlug } from './unique-slug'

// Every organization, a page at a time, each with its counts (for admins; the route checks).
export async function listOrganizations(
  db: Database,
  query: { search?: string; id?: string | string[]; cursor?: string; limit: number },
): Promise<TOrganizationPage> {
  const after = requireCursor(query.cursor)
  const rows = await listOrganizationsPage(db, {
    search: query.search || undefined,
    ids: idList(query.id),
    after,
    limit: query.limit,
  })
  const page = toPage(rows, query.limit, (row) => ({ key: row.nameKey, id: row.id }))
  const counts = await countsForOrganizations(
    db,
    page.items.map((row) => row.id),
  )
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      id: row.id,
      routeId: organizationRouteId(row.slug),
      name: row.name,
      logoUrl: row.logoUrl,
      ...counts.get(row.id)!,
    })),
  }
}

const nameTaken = () =>
  new AppError('ORGANIZATION_NAME_TAKEN', 'An organization with this name already exists.')

// An admin adds a church the agency manages. Names are unique in their loose form, as at
// registration.
export async function createOrganization(
  db: Database,
  details: TOrganizationDetails,
): Promise<TOrganization> {
  const nameKey = organizationNameKey(details.organization)
  try {
    return await db.transaction(async (tx) => {
      if (await findOrganizationByName(tx, details.organization)) throw nameTaken()
      const row = await insertOrganization(tx, {
        name: details.organization,
        nameKey,
        slug: await uniqueSlug(tx, details.organization),
        contact: details.contact,
        phone: details.phone,
        address: details.address,
        website: details.website,
        serviceTimes: details.serviceTimes,
      })
      await publish(tx, { type: 'organization.created', organizationId: row.id })
      return toOrganization(row)
    })
  } catch (error) {
    // Two admins adding the same church at once both pass the check; the constraints decide.
    const constraint = uniqueViolation(error)
    if (constraint?.includes('name_key')) throw nameTaken()
    if (constraint?.includes('slug')) {
      throw new AppError('ORGANIZATION_NAME_TAKEN', 'Please try again; that name was just taken.')
    }
    throw error
  }
}

export async function getOrganizationTotals(
  db: Database,
  actor: Actor,
  routeId: string,
): Promise<TOrganizationTotals> {
  const organization = await getAccessibleOrganization(db, actor, routeId)
  return totalsForOrganization(db, organization.id)
}
