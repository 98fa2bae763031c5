import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client'
import { createAdminUser } from '../src/modules/admin-setup/admin-setup.service'
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
