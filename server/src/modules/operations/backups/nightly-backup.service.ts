import path from 'node:path'
import type { Database } from '../../../db/client'
import { createBackup } from './backup.service'
import { finishBackupRun, startBackupRun } from './backup-runs.repository'
import { pruneBackups, type Retention } from './retention'

export interface BackupSettings extends Retention {
  databaseUrl: string
  dataDir: string
  backupDir: string
  // Five-field cron in UTC, or 'off'.
  cron: string
}

// The nightly folder under BACKUP_DIR holds only what this job writes, so retention never
// touches a backup taken by hand.
export const nightlyDir = (settings: BackupSettings) => path.join(settings.backupDir, 'nightly')

// One recorded backup: the run is in backup_runs before it starts, so a crash mid-way shows as
// a run that never finished; a failure is recorded with its reason and shows in admins' bells.
export async function runRecordedBackup(db: Database, settings: BackupSettings) {
  const run = await startBackupRun(db, 'nightly')
  try {
    const result = await createBackup({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      backupDir: nightlyDir(settings),
    })
    await finishBackupRun(db, run.id, {
      status: 'succeeded',
      file: result.file,
      sizeBytes: result.bytes,
    })
    const deleted = await pruneBackups(nightlyDir(settings), settings)
    return { file: result.file, bytes: result.bytes, deleted: deleted.length }
  } catch (error) {
    await finishBackupRun(db, run.id, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
}
