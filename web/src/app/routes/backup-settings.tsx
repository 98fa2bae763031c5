import { QueryLadder } from '@/components/ui/query-ladder'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageTitle } from '@/lib/page-title'
import { useBackupStatus } from '@/features/backups/api/get-backup-status'
import { BackupFiles, BackupSummary } from '@/features/backups/components/backup-summary'

export function BackupSettingsRoute() {
  usePageTitle('Backups')
  const status = useBackupStatus()
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Backups</h1>
        <p className="text-muted-foreground">
          Restore with <code>npm run restore -- FILE</code>; see the README.
        </p>
      </div>
      <QueryLadder
        query={status}
        error={{ title: 'Error loading backups', message: 'Failed to load the backup status.' }}
        loading={<Skeleton className="h-32 w-full rounded-xl" />}
      >
        {(data) => (
          <div className="space-y-6">
            <BackupSummary status={data} />
            <BackupFiles files={data.files} />
          </div>
        )}
      </QueryLadder>
    </div>
  )
}
