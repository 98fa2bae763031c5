import type { TMe } from '@common/schemas/auth'
import { organizationRouteId } from '@common/organization-name'
import { type Actor, capabilitiesOf } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { findOrganizationById } from '../../churches/organizations/organizations.repository'

export async function describeActor(db: Database, actor: Actor): Promise<TMe> {
  const organization = actor.organizationId
    ? await findOrganizationById(db, actor.organizationId)
    : null
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      name: actor.name,
      role: actor.role,
      teamRole: actor.teamRole,
      churchRole: actor.churchRole,
    },
    can: capabilitiesOf(actor),
    twoFactor: { enabled: actor.twoFactorEnabled, setupRequired: actor.twoFactorSetupRequired },
    organization: organization
      ? {
          id: organization.id,
          routeId: organizationRouteId(organization.slug),
          name: organization.name,
        }
      : null,
  }
}
