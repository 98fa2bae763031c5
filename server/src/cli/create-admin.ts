import { existsSync } from 'node:fs'
import { ConfigError, loadEnv } from '../config/env'
import { openDatabase } from '../db/open'
import { AppError } from '../lib/app-error'
import { createAdminUser } from '../modules/identity/admin-setup/admin-setup.service'
import { checkAdminPassword, parseCreateAdminArgs, readPassword } from './create-admin-args'
import { safeErrorMessage } from '../lib/error-redaction'

// npm run create-admin -- --email you@example.org --name "Ruth Mensah"
// (then type the password; it is not shown). Without --name, the part of the e-mail before the @.
// Whoever can run this already controls the server, so it may add an admin at any time.
async function main() {
  const args = parseCreateAdminArgs(process.argv.slice(2))
  if (args.password !== undefined) {
    console.warn(
      'Warning: a password given with --password is printed by npm and kept in the shell history; leave it out to be asked for it.',
    )
  }
  const password =
    args.password !== undefined
      ? checkAdminPassword(args.password)
      : checkAdminPassword(await readPassword(process.stdin, process.stdout), 'Password')
  const input = { email: args.email, name: args.name, password }
  if (existsSync('.env')) process.loadEnvFile('.env')
  // The embedded PostgreSQL of a Flock running with the same DATA_DIR is found through DATA_DIR.
  const database = await openDatabase(loadEnv(), { mode: 'share', onNotice: console.log })
  try {
    const admin = await createAdminUser(database.handle.db, input, { onlyIfNoAdmin: false })
    // The password is never printed.
    console.log(`Admin ${admin.email} created. Sign in at /admin-login.`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof AppError || error instanceof ConfigError
  console.error(expected ? (error as Error).message : safeErrorMessage(error))
  process.exit(1)
})
