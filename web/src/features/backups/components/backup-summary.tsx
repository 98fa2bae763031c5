import type { TBackupRun, TBackupStatus } from '@common/schemas/backup'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

const time = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`
}

const STATUS = { succeeded: 'OK', failed: 'Failed', running: 'Running' } as const

// "Last backup: 23 Nov 2026, 03:00 UTC, 12 MB, OK"
export function describeRun(run: TBackupRun): string {
  const parts = [`${time.format(new Date(run.startedAt))} UTC`]
  if (run.status === 'succeeded') parts.push(formatSize(run.sizeBytes))
  parts.push(STATUS[run.status])
  return parts.join(', ')
}

export function BackupSummary({ status }: { status: TBackupStatus }) {
  const { last, lastSucceeded, schedule } = status
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Nightly Backup</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          <span className="font-medium">Last backup: </span>
          {last ? describeRun(last) : 'none yet'}
        </p>
        {last?.status === 'failed' ? (
          <p role="alert" className="text-destructive">
            {last.error}
            {lastSucceeded ? ` The last good backup is from ${describeRun(lastSucceeded)}.` : null}
          </p>
        ) : null}
        {last?.fileName ? (
          <p className="text-muted-foreground">
            File: <code className="break-all">{last.fileName}</code>
          </p>
        ) : null}
        <p className="text-muted-foreground">
          {schedule.cron === 'off'
            ? 'The nightly backup is off (BACKUP_CRON=off).'
            : `Runs on the schedule ${schedule.cron} (UTC) and keeps ${schedule.keepDaily} daily and ${schedule.keepWeekly} weekly backups.`}
        </p>
      </CardContent>
    </Card>
  )
}
