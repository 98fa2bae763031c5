import type { TCreateAdmin } from '@common/schemas/auth'
import { nameFromEmail } from '@common/schemas/person-name'
import { hashPassword } from '../../../auth/password'
import { assertAcceptablePassword } from '../../../lib/password-rules'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { uniqueViolation } from '../../../lib/pg-errors'
import { adminExists, findUserByEmail, insertUserWithPassword } from '../users/users.repository'
import { lockAdminSetup } from './admin-setup.repository'
import { clearSetupCodes, isValidSetupCode } from './setup-code'

const adminExistsError = () =>
  new AppError('ADMIN_EXISTS', 'An admin account already exists. Please use the admin login page.')

export async function createAdminUser(
  db: Database,
  // Without a name (ADMIN_EMAIL at start, tests), the part of the e-mail before the @ (decision 076).
  input: { email: string; password: string; name?: string },
  options: { onlyIfNoAdmin: boolean; setupCode?: string },
) {
  assertAcceptablePassword(input.password)
  const passwordHash = await hashPassword(input.password)
  try {
    return await db.transaction(async (tx) => {
      await lockAdminSetup(tx)
      if (options.onlyIfNoAdmin && (await adminExists(tx))) throw adminExistsError()
      if (options.setupCode !== undefined && !(await isValidSetupCode(tx, options.setupCode))) {
        throw new AppError(
          'INVALID_SETUP_CODE',
          'That setup code is not valid. Use the code printed in the server log when Flock started.',
        )
      }
      if (await findUserByEmail(tx, input.email)) {
        throw new AppError('EMAIL_TAKEN', 'An account with this email already exists')
      }
      const admin = await insertUserWithPassword(tx, {
        email: input.email,
        name: input.name ?? nameFromEmail(input.email),
        role: 'admin',
        // The first admin, and any made from the command line, can do everything, the team included.
        teamRole: 'owner',
        passwordHash,
      })
      await clearSetupCodes(tx)
      return admin
    })
  } catch (error) {
    if (uniqueViolation(error)?.includes('email')) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists')
    }
    throw error
  }
}

export function createAdminWithSetupCode(db: Database, input: TCreateAdmin) {
  return createAdminUser(db, input, { onlyIfNoAdmin: true, setupCode: input.setupCode })
}
