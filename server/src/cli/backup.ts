import { existsSync } from 'node:fs'
import { ConfigError, loadEnv } from '../config/env'
import { createBackup } from '../modules/operations/backups/backup.service'
import { openDatabaseServer } from './database-server'
import { safeErrorMessage } from '../lib/error-redaction'

// npm run backup: a consistent copy of the database into BACKUP_DIR, safe while Flock runs.
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const env = loadEnv()
  const server = await openDatabaseServer(env)
  try {
    const result = await createBackup({
      databaseUrl: server.url,
      dataDir: env.dataDir,
      backupDir: env.backupDir,
    })
    console.log(`Backup written: ${result.file}`)
    console.log(
      `  ${formatBytes(result.bytes)}, ${result.rows} rows, migration ${result.migration}`,
    )
    if (result.secretsFile) {
      console.log(`Secrets written: ${result.secretsFile} (readable by you only)`)
      console.log('  Keep both files together and private: the secrets unlock the tokens.')
    }
    if (result.assets)
      console.log(
        `Media library copied: ${result.assets.dir} (${result.assets.files} files, ${formatBytes(result.assets.bytes)})`,
      )
    else if (env.ASSETS_S3_BUCKET)
      console.log(`Media library: in the bucket ${env.ASSETS_S3_BUCKET}, kept by its provider.`)
    const fromEnvironment = [
      env.BETTER_AUTH_SECRET && 'BETTER_AUTH_SECRET',
      env.TOKEN_ENCRYPTION_KEY && 'TOKEN_ENCRYPTION_KEY',
    ].filter(Boolean)
    if (fromEnvironment.length)
      console.log(
        `${fromEnvironment.join(' and ')} come from the environment: keep them with the backup.`,
      )
  } finally {
    await server.stop()
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || (error as Error)?.name === 'DumpError'
  console.error(expected ? (error as Error).message : `Backup failed: ${safeErrorMessage(error)}`)
  process.exit(1)
})
