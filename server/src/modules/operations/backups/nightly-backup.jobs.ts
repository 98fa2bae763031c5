import type { Database } from '../../../db/client'
import type { JobDefinition } from '../../../lib/jobs'
import { type BackupSettings, runRecordedBackup } from './nightly-backup.service'
import { BACKUP_DATABASE } from '../../../jobs/contracts'

// The nightly backup (BACKUP_CRON, UTC). Not retried: a failure is recorded and shown to admins,
// and the next night tries again. One at a time across every process.
export const backupDatabaseJob = (db: Database, settings: BackupSettings): JobDefinition => ({
  name: BACKUP_DATABASE.name,
  cron: settings.cron,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 3600,
  run: () => runRecordedBackup(db, settings),
})
