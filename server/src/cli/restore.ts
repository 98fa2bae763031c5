import { existsSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, loadEnv } from '../config/env'
import {
  conflictingSecrets,
  installSecrets,
  readSecretsFile,
  secretsFileFor,
} from '../modules/operations/backups/backup-files'
import { restoreBackup } from '../modules/operations/backups/restore'
import { restoreAssets } from '../modules/operations/backups/restore-assets'
import { openDatabaseServer } from './database-server'
import { safeErrorMessage } from '../lib/error-redaction'

const USAGE = 'Usage: npm run restore -- FILE [--force]'

// npm run restore -- FILE: the backup into an empty database (DATABASE_URL or the embedded one
// under DATA_DIR), and its secrets into DATA_DIR/secrets. Stop Flock first.
async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const files = args.filter((arg) => arg !== '--force')
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new ConfigError(USAGE)
  const file = path.resolve(files[0]!)
  if (existsSync('.env')) process.loadEnvFile('.env')
  const env = loadEnv()

  const secrets = await readSecretsFile(secretsFileFor(file))
  if (secrets && !force) {
    const conflicts = await conflictingSecrets(env.dataDir, secrets)
    if (conflicts.length)
      throw new ConfigError(
        `${path.join(env.dataDir, 'secrets')} already holds a different ${conflicts.join(' and ')}; ` +
          'restore into an empty data folder, or add --force to replace them. Nothing was changed.',
      )
  }
  const server = await openDatabaseServer(env)
  try {
    const summary = await restoreBackup({ file, databaseUrl: server.url, force })
    console.log(
      `Restored ${summary.rows} rows in ${summary.tables.length} tables from Flock ` +
        `${summary.header.flockVersion} (${summary.header.migration.tag}, taken ${summary.header.createdAt}).`,
    )
  } finally {
    await server.stop()
  }
  if (secrets) {
    for (const written of await installSecrets(env.dataDir, secrets))
      console.log(`Secret restored: ${written}`)
  } else {
    console.log(
      `No ${path.basename(secretsFileFor(file))} beside the backup: sign-ins and Instagram ` +
        'tokens need the original auth-secret and token-key in DATA_DIR/secrets (or ' +
        'BETTER_AUTH_SECRET and TOKEN_ENCRYPTION_KEY).',
    )
  }
  const assets = await restoreAssets(file, env.dataDir)
  if (assets) console.log(`Media library restored: ${assets.files} files into ${assets.dir}`)
  console.log('Start Flock as usual; it applies any newer migrations.')
}

main().catch((error: unknown) => {
  const name = (error as Error)?.name
  const expected = ['ConfigError', 'DumpError', 'RestoreRefused'].includes(name)
  console.error(expected ? (error as Error).message : `Restore failed: ${safeErrorMessage(error)}`)
  process.exit(1)
})
