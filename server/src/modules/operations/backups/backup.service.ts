import { mkdir, rename } from 'node:fs/promises'
import path from 'node:path'
import { readJournal } from '../../../db/migration-level'
import { MIGRATIONS_DIR } from '../../../db/migrate'
import {
  backupFileName,
  flockVersion,
  readSecrets,
  secretsFileFor,
  writeSecretsFile,
} from './backup-files'
import { assetsDirFor, copyAssetFiles } from './backup-assets'
import { writeDump } from './dump-writer'

export interface BackupResult {
  file: string
  secretsFile: string | null
  bytes: number
  rows: number
  migration: string
  // The media library's files copied beside the dump (none when they live in a bucket).
  assets: { dir: string; files: number; bytes: number } | null
}

// A consistent backup of the database into backupDir, and beside it the secrets from dataDir that
// the data needs and the media library's files. Safe while Flock runs. The files are copied after
// the dump: an upload finished meanwhile adds a file no row of the dump names (harmless), and a
// file deleted meanwhile was being deleted anyway.
export async function createBackup(options: {
  databaseUrl: string
  dataDir: string
  backupDir: string
  now?: Date
}): Promise<BackupResult> {
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 })
  const journal = readJournal(MIGRATIONS_DIR)
  const version = flockVersion()
  // The name needs the level, which the dump reads in its snapshot: write, then name.
  const at = options.now ?? new Date()
  const draft = path.join(options.backupDir, `.flock-backup-${at.getTime()}-${process.pid}.gz`)
  const dump = await writeDump(options.databaseUrl, draft, { flockVersion: version, journal })
  const file = path.join(
    options.backupDir,
    backupFileName(version, dump.header.migration.index, at),
  )
  await rename(draft, file)
  const secrets = await readSecrets(options.dataDir)
  let secretsFile: string | null = null
  if (Object.keys(secrets).length > 0) {
    secretsFile = secretsFileFor(file)
    await writeSecretsFile(secretsFile, secrets)
  }
  const assetsDir = assetsDirFor(file)
  const copied = await copyAssetFiles(path.join(options.dataDir, 'assets'), assetsDir)
  return {
    file,
    secretsFile,
    bytes: dump.bytes,
    rows: dump.rows,
    migration: dump.header.migration.tag,
    assets: copied.files > 0 ? { dir: assetsDir, ...copied } : null,
  }
}
