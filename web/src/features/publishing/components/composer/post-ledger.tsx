import type { TPostLedgerEntry } from '../../api/types'
import { clockInZone, formatInZone } from '../../lib/zoned-time'

// How the post got to Instagram, step by step at the church's times:
// "created container 17:58:02 · finished 17:58:06 · published 18:00:01".
export function PostLedger({
  entries,
  timeZone,
}: {
  entries: TPostLedgerEntry[]
  timeZone: string
}) {
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="ledger-heading" className="space-y-2 rounded-xl border p-4">
      <h2 id="ledger-heading" className="text-base font-semibold">
        Record
      </h2>
      <p className="text-sm" data-testid="ledger-summary">
        {entries
          .map((entry) => `${entry.step.replace(/_/g, ' ')} ${clockInZone(entry.at, timeZone)}`)
          .join(' · ')}
      </p>
      <ol className="space-y-1 text-xs text-muted-foreground">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatInZone(entry.at, timeZone)}</time>{' '}
            <span className="font-medium text-foreground">{entry.step.replace(/_/g, ' ')}</span>
            {entry.detail ? <span className="break-all"> · {entry.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
