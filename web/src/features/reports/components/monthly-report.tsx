import { Printer } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { formatCount } from '@/utils/format'
import { useReport } from '../api/get-report'
import { formatDuration, formatPercent, monthDays } from '../format'

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )

// One church's month on paper (or PDF, from the browser's print dialog): the headline numbers,
// with the month before, and the tables behind them. No charts: tables print crisply in black.
export function MonthlyReport({
  organizationId,
  month,
  agencyName,
}: {
  organizationId?: string
  month: string
  agencyName: string
}) {
  const report = useReport({ ...monthDays(month), organizationId })
  if (report.isError) {
    return (
      <LoadError
        title="Error loading the report"
        message="Failed to load the monthly report."
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    )
  }
  const data = report.data
  if (!data) return <Skeleton className="h-96 w-full" />
  const r = data.responsiveness
  const v = data.volume
  const hours = data.targetSeconds / 3600
  const rows: [string, string, string, string][] = [
    [
      'Comments received',
      formatCount(v.totals.received),
      formatCount(v.previousReceived),
      data.definitions.received!,
    ],
    [
      'Median first response',
      formatDuration(r.current.median),
      formatDuration(r.previous.median),
      data.definitions.medianResponse!,
    ],
    [
      '90th percentile',
      formatDuration(r.current.p90),
      formatDuration(r.previous.p90),
      data.definitions.p90Response!,
    ],
    [
      `Answered within ${hours} h`,
      formatPercent(r.current.withinTarget),
      formatPercent(r.previous.withinTarget),
      data.definitions.withinTarget!,
    ],
    [
      'Answered with a reply',
      formatCount(r.current.answered),
      formatCount(r.previous.answered),
      data.definitions.firstResponseTime!,
    ],
    ['Replied', formatCount(v.totals.replied), '', data.definitions.replied],
    ['Marked Done', formatCount(v.totals.done), '', data.definitions.done],
    ['Hidden', formatCount(v.totals.hidden), '', data.definitions.hidden],
    [
      'Closed without a reply',
      formatCount(v.totals.closedUnanswered),
      '',
      data.definitions.closedUnanswered,
    ],
    ['Deleted', formatCount(v.totals.deleted), '', data.definitions.deleted],
    [
      'Flagged for pastoral care',
      formatCount(Object.values(data.pastoral.flags).reduce((sum, count) => sum + count, 0)),
      '',
      data.pastoral.definitions.flags,
    ],
    [
      'Pastoral follow-up (median)',
      formatDuration(data.pastoral.followUp.medianFollowUp),
      '',
      data.pastoral.definitions.followUp,
    ],
  ]
  return (
    <article className="monthly-report mx-auto max-w-3xl space-y-6 bg-white text-black">
      <header className="flex items-start justify-between gap-4 border-b pb-4">
        <div>
          <p className="text-sm uppercase tracking-wide text-gray-600">{agencyName}</p>
          <h1 className="text-2xl font-bold">
            {data.church?.name ?? 'All churches'}: {monthName(month)}
          </h1>
          <p className="text-sm text-gray-600">
            {data.from} to {data.to} ({data.timeZone}), compared with {data.previousFrom} to{' '}
            {data.previousTo}
          </p>
        </div>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden /> Print or save as PDF
        </Button>
      </header>
      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="mb-2 text-lg font-semibold">
          How your people were answered
        </h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-1">
                Number
              </th>
              <th scope="col" className="py-1">
                {monthName(month)}
              </th>
              <th scope="col" className="py-1">
                Month before
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value, previous]) => (
              <tr key={label} className="border-b">
                <th scope="row" className="py-1 text-left font-normal">
                  {label}
                </th>
                <td className="py-1 tabular-nums">{value}</td>
                <td className="py-1 tabular-nums">{previous}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* Accounts are listed for one church: the agency-wide report has none (decision 049). */}
      {data.church ? (
        <section aria-labelledby="accounts-title">
          <h2 id="accounts-title" className="mb-2 text-lg font-semibold">
            By account
          </h2>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-1">
                  Account
                </th>
                <th scope="col" className="py-1">
                  Received
                </th>
                <th scope="col" className="py-1">
                  Median
                </th>
                <th scope="col" className="py-1">
                  Followers
                </th>
              </tr>
            </thead>
            <tbody>
              {r.byAccount.map((row) => {
                const audience = data.audience.accounts.find((account) => account.id === row.id)
                return (
                  <tr key={row.id} className="border-b">
                    <td className="py-1">@{row.name}</td>
                    <td className="py-1 tabular-nums">{row.received}</td>
                    <td className="py-1 tabular-nums">{formatDuration(row.median)}</td>
                    <td className="py-1 tabular-nums">
                      {audience?.last ?? '—'}
                      {audience?.growth
                        ? ` (${audience.growth > 0 ? '+' : ''}${audience.growth})`
                        : ''}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      <section aria-labelledby="definitions-title" className="break-inside-avoid">
        <h2 id="definitions-title" className="mb-2 text-lg font-semibold">
          What the numbers mean
        </h2>
        <dl className="space-y-1 text-xs text-gray-700">
          {rows.map(([label, , , definition]) => (
            <div key={label}>
              <dt className="inline font-semibold">{label}: </dt>
              <dd className="inline">{definition}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  )
}
