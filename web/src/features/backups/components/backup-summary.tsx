import { Download } from 'lucide-react'
import type { TBackupFile, TBackupRun, TBackupStatus } from '@common/schemas/backup'
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

const KIND = { manual: 'npm run backup', nightly: 'Nightly' } as const

export const backupDownloadHref = (file: TBackupFile) =>
  `/api/settings/backups/files/${file.kind}/${encodeURIComponent(file.fileName)}`

// Every backup file on the server, whichever way it was taken, each downloadable.
export function BackupFiles({ files }: { files: TBackupFile[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Backup files</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {files.length === 0 ? (
          <p className="text-muted-foreground">
            No backup files yet. The nightly backup writes one, and so does{' '}
            <code>npm run backup</code>.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Backup files">
            {files.map((file) => (
              <li
                key={`${file.kind}/${file.fileName}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {time.format(new Date(file.takenAt))} UTC · {formatSize(file.sizeBytes)}
                  </p>
                  <p className="text-muted-foreground">
                    {KIND[file.kind]} · <code className="break-all">{file.fileName}</code>
                  </p>
                </div>
                <a
                  href={backupDownloadHref(file)}
                  download={file.fileName}
                  className="inline-flex items-center gap-1 rounded-md border px-3 py-1.5 font-medium hover:bg-muted"
                >
                  <Download className="size-4" aria-hidden /> Download
                  <span className="sr-only">
                    {' '}
                    the backup of {time.format(new Date(file.takenAt))}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted-foreground">
          A download holds the database only. Its secrets file (the keys to sessions and Instagram
          tokens) stays on the server beside it: copy both together to restore elsewhere.
        </p>
      </CardContent>
    </Card>
  )
}
