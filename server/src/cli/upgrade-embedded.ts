import { existsSync } from 'node:fs'
import { readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError, loadEnv } from '../config/env'
import { createBackup } from '../modules/operations/backups/backup.service'
import { checkDump } from '../modules/operations/backups/dump-reader'
import { bundledPostgresMajor } from '../modules/operations/backups/embedded-binaries'
import { restoreBackup } from '../modules/operations/backups/restore'
import { openDatabaseServer } from './database-server'
import { safeErrorMessage } from '../lib/error-redaction'

const USAGE = 'Usage: npm run db:upgrade-embedded -- [BACKUP_FILE]'

// npm run db:upgrade-embedded -- [FILE]: moves the embedded PostgreSQL under DATA_DIR to the major
// version this Flock ships, by dump and restore. The old cluster is kept beside, renamed.
// Same major: it takes the backup itself. New major: the old binaries are gone with the update,
// so pass the backup taken (npm run backup) before updating Flock.
async function main() {
  const args = process.argv.slice(2)
  if (args.length > 1 || args[0]?.startsWith('-')) throw new ConfigError(USAGE)
  if (existsSync('.env')) process.loadEnvFile('.env')
  const env = loadEnv()
  if (env.DATABASE_URL)
    throw new ConfigError(
      'DATABASE_URL is set: this command moves the embedded PostgreSQL only. For your own ' +
        'server, use npm run backup and npm run restore against the new one.',
    )
  const clusterDir = path.join(env.dataDir, 'postgres')
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new ConfigError(`There is no embedded PostgreSQL under ${env.dataDir} to upgrade.`)
  if (existsSync(path.join(clusterDir, 'postmaster.pid')))
    throw new ConfigError(
      `PostgreSQL is running on ${clusterDir} (postmaster.pid is there): stop Flock first.`,
    )
  const dataMajor = Number((await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim())
  const bundledMajor = await bundledPostgresMajor()
  if (dataMajor > bundledMajor)
    throw new ConfigError(
      `The data folder holds PostgreSQL ${dataMajor}, newer than this Flock's ${bundledMajor}.`,
    )

  let file = args[0] ? path.resolve(args[0]) : undefined
  if (!file) {
    if (dataMajor !== bundledMajor)
      throw new ConfigError(
        `The data folder holds PostgreSQL ${dataMajor} and this Flock ships ${bundledMajor}, ` +
          `which cannot read it. Pass the backup you took before updating Flock: ${USAGE}`,
      )
    const server = await openDatabaseServer(env)
    try {
      const backup = await createBackup({
        databaseUrl: server.url,
        dataDir: env.dataDir,
        backupDir: env.backupDir,
      })
      file = backup.file
      console.log(`Backup written: ${file}`)
    } finally {
      await server.stop()
    }
  }
  const summary = await checkDump(file)

  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const asideDir = path.join(env.dataDir, `postgres-${dataMajor}-${stamp}`)
  await rename(clusterDir, asideDir)
  try {
    const server = await openDatabaseServer(env)
    try {
      await restoreBackup({ file, databaseUrl: server.url })
    } finally {
      await server.stop()
    }
  } catch (error) {
    // Put the old cluster back exactly as it was.
    await rm(clusterDir, { recursive: true, force: true })
    await rename(asideDir, clusterDir)
    throw new Error(
      `The upgrade failed and the old data folder is back in place: ${(error as Error).message}`,
      { cause: error },
    )
  }
  console.log(
    `Embedded PostgreSQL moved from ${dataMajor} to ${bundledMajor}: ${summary.rows} rows restored.`,
  )
  console.log(`The old cluster is kept at ${asideDir}; delete it once Flock runs well.`)
}

main().catch((error: unknown) => {
  const name = (error as Error)?.name
  const expected = ['ConfigError', 'DumpError', 'RestoreRefused'].includes(name)
  console.error(expected ? (error as Error).message : `Upgrade failed: ${safeErrorMessage(error)}`)
  process.exit(1)
})
