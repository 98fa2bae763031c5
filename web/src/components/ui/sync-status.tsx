import { AlertTriangle, RefreshCw } from 'lucide-react'
import type { TSyncStatus } from '@common/schemas/account'
import { RelativeTime } from './relative-time'

// Where the account's sync stands: running with progress, the last success, or why it failed.
export function SyncStatus({ sync }: { sync: TSyncStatus | null }) {
  if (!sync) return <p className="text-sm text-muted-foreground">Not synced yet.</p>
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      {sync.state === 'running' ? (
        <p className="flex items-center gap-2 text-primary">
          <RefreshCw className="size-4 animate-spin" aria-hidden />
          Syncing posts: {sync.mediaDone}
          {sync.mediaTotal ? ` of ${sync.mediaTotal}` : ''}
        </p>
      ) : null}
      {sync.lastSyncedAt ? (
        <p className="text-muted-foreground">
          Last synced <RelativeTime iso={sync.lastSyncedAt} />
        </p>
      ) : null}
      {sync.lastError && sync.state !== 'running' ? (
        <p role="alert" className="flex items-start gap-2 text-amber-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {sync.lastError}
        </p>
      ) : null}
    </div>
  )
}
