import type { FastifyInstance } from 'fastify'
import type { TTeamRole } from '@common/schemas/roles'
import { hashPassword } from '../src/auth/password'
import type { Database } from '../src/db/client'
import { insertMembership } from '../src/modules/churches/organizations/organizations.repository'
import { insertUserWithPassword } from '../src/modules/identity/users/users.repository'
import { createAdminUser } from '../src/modules/identity/admin-setup/admin-setup.service'
import { PASSWORD, registerClient, signIn, TEST_ORIGIN, uniqueEmail } from './helper'

// Signed-in people for authorization tests: a fresh admin, or a client with a new church.
export async function signInAsAdmin(app: FastifyInstance, db: Database) {
  const email = uniqueEmail('admin')
  await createAdminUser(db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
  return (await signIn(app, email)).cookie
}

export async function signInAsClient(app: FastifyInstance) {
  const { cookie, response } = await registerClient(app)
  const organization = response.json().organization as { id: string; routeId: string; name: string }
  return { cookie, organization }
}

// Headers for a request as `cookie` (none: signed out); writes also need the app's origin.
export const as = (cookie?: string) => ({ origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) })

// A signed-in member of the agency's team with the given role.
export async function signInAsTeammate(
  app: FastifyInstance,
  db: Database,
  teamRole: TTeamRole,
  name = `Teammate ${teamRole}`,
) {
  const email = uniqueEmail(teamRole)
  const created = await insertUserWithPassword(db, {
    email,
    name,
    role: 'admin',
    teamRole,
    passwordHash: await hashPassword(PASSWORD),
  })
  return { cookie: (await signIn(app, email)).cookie, userId: created.id, email }
}

// A signed-in Member (not the Owner) of an existing church.
export async function signInAsChurchMember(
  app: FastifyInstance,
  db: Database,
  organizationId: string,
) {
  const email = uniqueEmail('member')
  const created = await insertUserWithPassword(db, {
    email,
    name: 'Church Member',
    role: 'client',
    passwordHash: await hashPassword(PASSWORD),
  })
  await insertMembership(db, created.id, organizationId, 'member')
  return { cookie: (await signIn(app, email)).cookie, userId: created.id, email }
}
