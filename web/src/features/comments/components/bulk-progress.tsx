import { RotateCcw, X } from 'lucide-react'
import type { TBulkJob } from '@common/schemas/bulk'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useBulkJob, useRetryBulkJob } from '../api/bulk-actions'

const DONE_WORDS: Record<TBulkJob['action'], string> = {
  hide: 'hidden',
  unhide: 'unhidden',
  delete: 'deleted',
}
const RUNNING_WORDS: Record<TBulkJob['action'], string> = {
  hide: 'Hiding',
  unhide: 'Unhiding',
  delete: 'Deleting',
}

// What a bulk hide, unhide or delete has done so far, and at the end its result with the reason
// of any failure and a Retry that tries only the failed comments again.
export function BulkProgress({
  job: started,
  onDismiss,
}: {
  job: TBulkJob
  onDismiss: () => void
}) {
  const job = useBulkJob(started).data ?? started
  const retry = useRetryBulkJob(job.id)
  const settled = job.done + job.failed
  const percent = job.total === 0 ? 100 : Math.round((settled / job.total) * 100)
  const running = job.state === 'running'
  const reason = job.failures[0]?.error
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <p aria-live="polite" className="min-w-0 flex-1 text-sm">
          {running ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" label="Working" />
              {RUNNING_WORDS[job.action]} {settled.toLocaleString('en')} of{' '}
              {job.total.toLocaleString('en')} comments…
            </span>
          ) : (
            <>
              <span className="font-medium">
                {job.done.toLocaleString('en')} {DONE_WORDS[job.action]}
              </span>
              {job.failed > 0 ? (
                <span className="text-destructive">
                  , {job.failed.toLocaleString('en')} failed{reason ? `: ${reason}` : ''}
                </span>
              ) : null}
            </>
          )}
        </p>
        {!running && job.failed > 0 ? (
          <Button
            size="sm"
            variant="outline"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            <RotateCcw aria-hidden /> Retry
          </Button>
        ) : null}
        {running ? null : (
          <Button size="sm" variant="ghost" aria-label="Dismiss the result" onClick={onDismiss}>
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`${RUNNING_WORDS[job.action]} comments`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={job.failed > 0 && !running ? 'h-full bg-amber-500' : 'h-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
