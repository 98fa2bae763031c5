import { organizationNameKey } from '@common/organization-name'
import type { TRegister } from '@common/schemas/auth'
import { hashPassword } from '../../../auth/password'
import { assertAcceptablePassword } from '../../../lib/password-rules'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { uniqueViolation } from '../../../lib/pg-errors'
import { publish } from '../../../realtime/publish'
import {
  findOrganizationByName,
  insertMembership,
  insertOrganization,
} from '../../churches/organizations/organizations.repository'
import { uniqueSlug } from '../../churches/organizations/unique-slug'
import { findUserByEmail, insertUserWithPassword } from '../users/users.repository'

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in instead.')
const nameTaken = () =>
  new AppError(
    'ORGANIZATION_NAME_TAKEN',
    "An organization with this name is already registered. Ask the church's owner for an invitation, or choose a different name.",
  )

// Creates the client user, their organization and the membership that joins them, all or nothing.
export async function registerClient(db: Database, input: TRegister) {
  assertAcceptablePassword(input.password)
  const nameKey = organizationNameKey(input.organizationName)
  const passwordHash = await hashPassword(input.password)
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw emailTaken()
      if (await findOrganizationByName(tx, input.organizationName)) throw nameTaken()
      const organization = await insertOrganization(tx, {
        name: input.organizationName,
        nameKey,
        slug: await uniqueSlug(tx, input.organizationName),
      })
      const user = await insertUserWithPassword(tx, {
        email: input.email,
        name: input.name,
        role: 'client',
        passwordHash,
      })
      // The person who registers a church is its Owner.
      await insertMembership(tx, user.id, organization.id, 'owner')
      await publish(tx, { type: 'organization.created', organizationId: organization.id })
      return { user, organization }
    })
  } catch (error) {
    // Two people registering at the same moment pass the checks above; the constraints decide.
    const constraint = uniqueViolation(error)
    if (constraint?.includes('email')) throw emailTaken()
    if (constraint?.includes('name_key')) throw nameTaken()
    if (constraint?.includes('slug')) {
      throw new AppError('ORGANIZATION_NAME_TAKEN', 'Please try again; that name was just taken.')
    }
    throw error
  }
}
