import { Download, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { type DownloadProgress, downloadCsv } from '@/lib/file-download'
import { useMe } from '@/lib/me'
import { toast } from '@/lib/toast'
import { type InboxFilters, inboxQuery } from '../api/list-comments'

const count = (n: number) => n.toLocaleString('en')

// The comments the inbox shows, with its view, filters and order, as a CSV file the server
// streams (GET /api/exports/comments.csv). A large export takes a while, so the button shows how
// many comments have come of how many, and can be cancelled. Only for those who may read the
// agency's reports, whom the server alone lets export.
export function ExportCsvButton({ filters }: { filters: InboxFilters }) {
  const me = useMe()
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const running = useRef<AbortController | null>(null)
  if (!me.data?.can.readReports) return null

  async function start() {
    const controller = new AbortController()
    running.current = controller
    setProgress({ rows: 0, total: null })
    try {
      const { rows } = await downloadCsv(`/api/exports/comments.csv?${inboxQuery(filters)}`, {
        signal: controller.signal,
        onProgress: setProgress,
      })
      toast.success(`Exported ${count(rows)} ${rows === 1 ? 'comment' : 'comments'}`)
    } catch (error) {
      if (!controller.signal.aborted) {
        toast.error(error instanceof Error ? error.message : 'The export failed. Try again.')
      }
    } finally {
      running.current = null
      setProgress(null)
    }
  }

  if (!progress) {
    return (
      <Button variant="outline" size="sm" className="sm:ml-auto" onClick={() => void start()}>
        <Download aria-hidden="true" />
        Export CSV
      </Button>
    )
  }
  const { rows, total } = progress
  const percent = total ? Math.min(100, Math.round((rows / total) * 100)) : null
  return (
    <div className="col-span-2 flex min-w-0 items-center gap-2 sm:ml-auto">
      <div className="min-w-0 flex-1 space-y-1 sm:w-56 sm:flex-none">
        <p aria-live="polite" className="text-sm">
          Exporting {count(Math.min(rows, total ?? rows))}
          {total === null ? '' : ` of ${count(total)}`} comments…
        </p>
        <div
          role="progressbar"
          aria-label="Exporting comments"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${percent ?? 0}%` }}
          />
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Cancel the export"
        onClick={() => running.current?.abort()}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  )
}
