import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../../../config/env'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { adminExists } from '../users/users.repository'
import { createAdminUser } from './admin-setup.service'
import { issueSetupCode } from './setup-code'

// At start: with ADMIN_EMAIL/ADMIN_PASSWORD, create the first admin; otherwise, while no admin
// exists, print a one-time code for /create-admin. Never a default credential.
export async function bootstrapAdmin(db: Database, env: Env, log: FastifyBaseLogger) {
  if (await adminExists(db)) return
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    try {
      await createAdminUser(
        db,
        {
          email: env.ADMIN_EMAIL.toLowerCase(),
          password: env.ADMIN_PASSWORD,
          name: env.ADMIN_NAME,
        },
        { onlyIfNoAdmin: true },
      )
      log.info({ email: env.ADMIN_EMAIL }, 'Created the admin account from ADMIN_EMAIL')
      return
    } catch (error) {
      if (error instanceof AppError && error.code === 'ADMIN_EXISTS') return
      if (error instanceof AppError) log.error(`ADMIN_EMAIL not used: ${error.message}`)
      else throw error
    }
  }
  const code = await issueSetupCode(db)
  log.warn(
    `No admin account yet. Open ${env.publicUrl}/create-admin and enter the setup code below (valid 24 hours), or run: npm run create-admin -- --email you@example.org --name "Your Name"`,
  )
  // On a line of its own, so it is easy to spot in a busy log and to copy.
  log.warn({ setupCode: code }, `>>> Admin setup code ${code} <<<`)
}
