import type { Database } from '../db/client'
import { type BackupSettings, runRecordedBackup } from '../modules/backups/nightly-backup.service'
import type { JobDefinition } from './job-definition'

// The nightly backup (BACKUP_CRON, UTC). Not retried: a failure is recorded and shown to admins,
// and the next night tries again.
export const backupDatabaseJob = (db: Database, settings: BackupSettings): JobDefinition => ({
  name: 'backup-database',
  cron: settings.cron,
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 3600,
  run: () => runRecordedBackup(db, settings),
})
