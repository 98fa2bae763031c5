import type { Database } from '../../db/client'
import type { JobDefinition } from '../../jobs/job-definition'
import { type BackupSettings, runRecordedBackup } from './nightly-backup.service'

// The nightly backup (BACKUP_CRON, UTC). Not retried: a failure is recorded and shown to admins,
// and the next night tries again. One at a time across every process.
export const backupDatabaseJob = (db: Database, settings: BackupSettings): JobDefinition => ({
  name: 'backup-database',
  cron: settings.cron,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 3600,
  run: () => runRecordedBackup(db, settings),
})
