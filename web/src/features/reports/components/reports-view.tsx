import { Download, Printer } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { INSIGHTS_DEFINITIONS } from '@common/definitions'
import type { TReport, TResponseRow } from '@common/schemas/reports'
import { LoadError } from '@/components/ui/load-error'
import { StatCard } from '@/components/ui/stat-card'
import { paths } from '@/config/paths'
import { formatCount } from '@/utils/format'
import { type ReportFilter, reportSearch, useReport } from '../api/get-report'
import { formatDuration, formatPercent, lastDays, todayIn, WEEKDAYS } from '../format'
import { BusiestHours } from './busiest-hours'
import { ChartSection } from './chart-section'
import { MessagesPublishingCards, MessagesPublishingSections } from './messages-publishing-sections'
import { insightCells } from './post-insights'
import { PastoralSections } from './pastoral-section'
import { DailyMedianChart, FollowersChart, StackedVolumeChart } from './report-charts'
import { type FilterState, type Period, ReportFilters } from './report-filters'

const PERIODS: Period[] = ['7', '30', '90', 'custom']

function useFilterState(timeZone: string): [FilterState, (next: Partial<FilterState>) => void] {
  const [params, setParams] = useSearchParams()
  const period = (PERIODS as string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as Period)
    : '30'
  const today = todayIn(timeZone)
  const preset = lastDays(period === 'custom' ? 30 : Number(period), today)
  const state: FilterState = {
    period,
    from: period === 'custom' ? (params.get('from') ?? preset.from) : preset.from,
    to: period === 'custom' ? (params.get('to') ?? preset.to) : preset.to,
    organizationId: params.get('org') ?? undefined,
    accountId: params.get('account') ?? undefined,
  }
  const update = (next: Partial<FilterState>) => {
    const merged = { ...state, ...next }
    const search = new URLSearchParams({ period: merged.period })
    if (merged.period === 'custom') {
      search.set('from', merged.from)
      search.set('to', merged.to)
    }
    if (merged.organizationId) search.set('org', merged.organizationId)
    if (merged.accountId) search.set('account', merged.accountId)
    setParams(search, { replace: true })
  }
  return [state, update]
}

function change(current: number | null, previous: number | null, lowerIsBetter = false) {
  if (current === null || previous === null || previous === 0) return null
  const percent = Math.round(((current - previous) / previous) * 100)
  const better = lowerIsBetter ? percent < 0 : percent > 0
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : ''
  return `${sign}${Math.abs(percent)}% vs previous period${percent === 0 ? '' : better ? ' (better)' : ' (worse)'}`
}

const responseRows = (rows: TResponseRow[]) =>
  rows.map((row) => [
    row.name,
    row.received,
    row.answered,
    formatDuration(row.median),
    formatDuration(row.p90),
    formatPercent(row.withinTarget),
  ])
const RESPONSE_COLUMNS = (first: string, hours: number) => [
  first,
  'Received',
  'Answered',
  'Median',
  '90th percentile',
  `Within ${hours} h`,
]

// What the response tables' numbers mean, on their headings.
const responseDefinitions = (d: TReport['definitions'], hours: number) => ({
  Received: d.received,
  Answered: d.firstResponseTime,
  Median: d.medianResponse,
  '90th percentile': d.p90Response,
  [`Within ${hours} h`]: d.withinTarget,
})

// The reports page's body: filters, the headline numbers with the previous period beside them,
// then each chart with its table and CSV. `agency` adds the church and account filters.
export function ReportsView({ agency, timeZone }: { agency: boolean; timeZone: string }) {
  const [state, update] = useFilterState(timeZone)
  const filter: ReportFilter = {
    from: state.from,
    to: state.to,
    organizationId: state.organizationId,
    accountId: state.accountId,
  }
  const report = useReport(filter)
  const csv = (table: string) => `/api/exports/report.csv?${reportSearch(filter, { table })}`
  const commentsCsv = `/api/exports/comments.csv?${new URLSearchParams(
    Object.entries({ organizationId: state.organizationId, accountId: state.accountId }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  )}`
  return (
    <div className="space-y-6">
      <ReportFilters value={state} onChange={update} agency={agency} />
      {report.isError ? (
        <LoadError
          title="Error loading the report"
          message="Failed to load the report."
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <ReportBody report={report.data} csv={csv} />
      )}
      <div className="flex flex-wrap gap-4 text-sm">
        <a
          href={commentsCsv}
          download
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <Download className="size-4" aria-hidden /> Download every comment (CSV)
        </a>
        {state.organizationId || !agency ? (
          <Link
            to={paths.reportPrint.getHref(state.organizationId ?? 'own', state.to.slice(0, 7))}
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <Printer className="size-4" aria-hidden /> Monthly report to print (
            {state.to.slice(0, 7)})
          </Link>
        ) : null}
      </div>
    </div>
  )
}

function ReportBody({
  report,
  csv,
}: {
  report: TReport | undefined
  csv: (table: string) => string
}) {
  const r = report?.responsiveness
  const d = report?.definitions
  const hours = report ? report.targetSeconds / 3600 : 4
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {report
          ? `${report.from} to ${report.to}, compared with ${report.previousFrom} to ${report.previousTo} (${report.timeZone})`
          : 'Loading…'}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          label="Median first response"
          value={r && formatDuration(r.current.median)}
          definition={d && `${d.medianResponse} ${d.firstResponseTime}`}
          footer={r && change(r.current.median, r.previous.median, true)}
        />
        <StatCard
          label="90th percentile"
          value={r && formatDuration(r.current.p90)}
          definition={d && `${d.p90Response} ${d.firstResponseTime}`}
          footer={r && change(r.current.p90, r.previous.p90, true)}
        />
        <StatCard
          label={`Answered within ${hours} h`}
          value={r && formatPercent(r.current.withinTarget)}
          definition={d?.withinTarget}
          footer={r && `Previous period: ${formatPercent(r.previous.withinTarget)}`}
        />
        <StatCard
          label="Comments received"
          value={report && formatCount(report.volume.totals.received)}
          definition={d?.received}
          footer={report && change(report.volume.totals.received, report.volume.previousReceived)}
        />
        <StatCard
          label="Comments answered with a reply"
          value={r && formatCount(r.current.answered)}
          definition={d?.firstResponseTime}
          footer={r && `of ${formatCount(r.current.received)} received`}
        />
        <StatCard
          label="Closed without a reply"
          value={report && formatCount(report.volume.totals.closedUnanswered)}
          definition={d?.closedUnanswered}
          footer="Marked Done or hidden, no reply sent"
        />
      </div>
      <MessagesPublishingCards report={report} />
      {report ? <Sections report={report} csv={csv} /> : null}
    </>
  )
}

function Sections({ report, csv }: { report: TReport; csv: (table: string) => string }) {
  const d = report.definitions
  const hours = report.targetSeconds / 3600
  const r = report.responsiveness
  const v = report.volume
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartSection
        id="daily-response"
        title="Median first response per day"
        definition={`${d.medianResponse} ${d.firstResponseTime}`}
        chart={<DailyMedianChart days={r.daily} />}
        columns={['Day', 'Answered', 'Median']}
        rows={r.daily.map((day) => [day.day, day.answered, formatDuration(day.median)])}
        csvHref={csv('dailyResponse')}
      />
      <ChartSection
        id="volume"
        title="Comments received per day"
        definition={`${d.received} Replied: ${d.replied} Done: ${d.done} Hidden: ${d.hidden} Closed without a reply: ${d.closedUnanswered} Deleted: ${d.deleted}`}
        chart={<StackedVolumeChart days={v.days} series={v.series} />}
        columns={[
          'Day',
          'Received',
          'Replied',
          'Done',
          'Hidden',
          'Closed without a reply',
          'Deleted',
          ...v.series.map((s) => s.name),
        ]}
        columnDefinitions={{
          Received: d.received,
          Replied: d.replied,
          Done: d.done,
          Hidden: d.hidden,
          'Closed without a reply': d.closedUnanswered,
          Deleted: d.deleted,
        }}
        rows={v.days.map((day) => [
          day.day,
          day.received,
          day.replied,
          day.done,
          day.hidden,
          day.closedUnanswered,
          day.deleted,
          ...v.series.map((s) => day.bySeries[s.id] ?? 0),
        ])}
        csvHref={csv('volume')}
      />
      <ChartSection
        id="by-church"
        title="Response times by church"
        definition={d.firstResponseTime}
        columns={RESPONSE_COLUMNS('Church', hours)}
        columnDefinitions={responseDefinitions(d, hours)}
        rows={responseRows(r.byChurch)}
        csvHref={csv('responseByChurch')}
      />
      <ChartSection
        id="by-account"
        title="Response times by account"
        definition={d.firstResponseTime}
        // Agency-wide the report reads churches' day rollups, which hold no accounts (decision
        // 049): the table waits for a church, and the CSV lists every account.
        emptyText={
          report.church
            ? undefined
            : "Choose a church above to see its accounts. The CSV lists every church's accounts."
        }
        columns={RESPONSE_COLUMNS('Account', hours)}
        columnDefinitions={responseDefinitions(d, hours)}
        rows={responseRows(r.byAccount)}
        csvHref={csv('responseByAccount')}
      />
      <ChartSection
        id="by-teammate"
        title="Response times by teammate"
        definition={`${d.firstResponseTime} A teammate's row counts the comments they answered first.`}
        columns={RESPONSE_COLUMNS('Teammate', hours)}
        columnDefinitions={responseDefinitions(d, hours)}
        rows={responseRows(r.byTeammate)}
        csvHref={csv('responseByTeammate')}
      />
      <ChartSection
        id="busiest-hours"
        title="Busiest hours"
        definition={d.heatmap}
        chart={<BusiestHours cells={v.heatmap} />}
        columns={['Weekday', 'Hour', 'Comments']}
        rows={v.heatmap.map((cell) => [WEEKDAYS[cell.weekday]!, `${cell.hour}:00`, cell.count])}
        csvHref={csv('busiestHours')}
      />
      <ChartSection
        id="followers"
        title="Followers"
        definition={d.followers}
        chart={<FollowersChart accounts={report.audience.accounts} />}
        columns={['Account', 'First', 'Last', 'Growth']}
        rows={report.audience.accounts.map((account) => [
          account.name,
          account.first ?? '—',
          account.last ?? '—',
          account.growth === null ? '—' : `${account.growth > 0 ? '+' : ''}${account.growth}`,
        ])}
        csvHref={csv('followers')}
      />
      <ChartSection
        id="posts"
        title="Engagement per post"
        definition={`${d.engagement} ${INSIGHTS_DEFINITIONS.reach} ${INSIGHTS_DEFINITIONS.engagementOnReach}`}
        columns={[
          'Account',
          'Posted',
          'Likes',
          'Comments',
          'Followers',
          'Engagement on followers',
          'Reach',
          'Views',
          'Engagement on reach',
        ]}
        rows={report.audience.posts.map((post) => [
          `@${post.account}`,
          post.postedAt?.slice(0, 10) ?? '—',
          post.likes,
          post.comments,
          post.followers,
          formatPercent(post.engagementRate),
          ...insightCells(post.insights),
        ])}
        csvHref={csv('posts')}
      />
      <MessagesPublishingSections report={report} csv={csv} />
      <PastoralSections pastoral={report.pastoral} csv={csv} />
    </div>
  )
}
