import type { TDryRunInput } from '@common/schemas/rules'
import { Button } from '@/components/ui/button'
import { RelativeTime } from '@/components/ui/relative-time'
import { useDryRun } from '../api/rules'

// "Would have matched 12 of 4,310 comments in the last 30 days", with the newest few, asked for
// before saving: a rule hides comments without anyone looking, so its reach is seen first. A
// broad rule's count is an estimate from the newest comments, and says so.
const percentOf = ({ sampled, matched }: { sampled: number; matched: number }) =>
  `${((matched / sampled) * 100).toFixed(1)}%`

export function DryRunPreview(input: TDryRunInput) {
  const dryRun = useDryRun()
  const result = dryRun.data
  return (
    <section aria-label="Preview" className="space-y-2 rounded-md border bg-muted/40 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">Preview on the last 30 days</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={dryRun.isPending}
          onClick={() => dryRun.mutate(input)}
        >
          {dryRun.isPending ? 'Checking...' : 'Preview matches'}
        </Button>
      </div>
      {dryRun.error ? (
        <p role="alert" className="text-sm text-destructive">
          {dryRun.error.message}
        </p>
      ) : null}
      {result ? (
        <div className="space-y-2" aria-live="polite">
          <p className="text-sm" data-testid="dry-run-count">
            Would have matched {result.estimatedFrom ? 'about ' : ''}
            <strong>{result.matched.toLocaleString()}</strong> of {result.scanned.toLocaleString()}{' '}
            comments in the last {result.days} days.
          </p>
          {result.estimatedFrom ? (
            <p className="text-sm text-muted-foreground" data-testid="dry-run-estimate">
              A broad rule: {result.estimatedFrom.matched.toLocaleString()} of the newest{' '}
              {result.estimatedFrom.sampled.toLocaleString()} comments (
              {percentOf(result.estimatedFrom)}) match, and the count is estimated from them.
            </p>
          ) : null}
          <ul className="space-y-1.5">
            {result.examples.map((example) => (
              <li key={example.id} className="rounded border bg-background p-2 text-sm">
                <p className="break-words">{example.text}</p>
                <p className="text-xs text-muted-foreground">
                  @{example.username} on @{example.accountUsername} ·{' '}
                  <RelativeTime iso={example.commentedAt} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
