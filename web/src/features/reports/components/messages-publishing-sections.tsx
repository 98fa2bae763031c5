import type { TMessagesRow, TPublishingRow } from '@common/schemas/report-sections'
import type { TReport } from '@common/schemas/reports'
import { StatCard } from '@/components/ui/stat-card'
import { formatCount } from '@/utils/format'
import { formatDuration, formatPercent } from '../format'
import { ChartSection } from './chart-section'

// Reach is summed only over posts Instagram gave one for; none yet is not a reach of 0.
export const formatReach = (row: TPublishingRow) =>
  row.reach === null
    ? 'Not available yet'
    : row.withReach < row.published
      ? `${formatCount(row.reach)} (${row.withReach} of ${row.published} posts)`
      : formatCount(row.reach)

const messageColumns = (first: string, hours: number) => [
  first,
  'Conversations',
  'Follower messages',
  'Sent by the agency',
  'Sent by the church',
  'Conversations answered',
  'Median first response',
  `Within ${hours} h`,
  'Mentions',
  'Mentions answered',
]

const messageRows = (rows: TMessagesRow[]) =>
  rows.map((row) => [
    row.name,
    row.conversations,
    row.received,
    row.sentByAgency,
    row.sentByChurch,
    row.answered,
    formatDuration(row.median),
    formatPercent(row.withinTarget),
    row.mentions,
    row.mentionsAnswered,
  ])

const publishingColumns = (first: string) => [first, 'Published', 'On time', 'Late', 'Reach']
const publishingRows = (rows: TPublishingRow[]) =>
  rows.map((row) => [row.name, row.published, row.onTime, row.late, formatReach(row)])

// The headline numbers of direct messages and publishing, beside the comments' ones.
export function MessagesPublishingCards({ report }: { report: TReport | undefined }) {
  const m = report?.messages
  const p = report?.publishing
  const hours = report ? report.targetSeconds / 3600 : 4
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Message conversations"
        value={m && formatCount(m.total.conversations)}
        definition={
          m &&
          `${m.definitions.conversations} ${m.definitions.received} ${m.definitions.answered} ${m.definitions.mentions}`
        }
        footer={
          m &&
          `${formatCount(m.total.received)} follower messages, ${formatCount(m.total.answered)} answered; ${formatCount(m.total.mentions)} mentions, ${formatCount(m.total.mentionsAnswered)} answered`
        }
      />
      <StatCard
        label="Median first response to messages"
        value={m && formatDuration(m.total.median)}
        definition={m && `${m.definitions.firstResponse} ${m.definitions.withinTarget}`}
        footer={m && `${formatPercent(m.total.withinTarget)} of waits answered in ${hours} h`}
      />
      <StatCard
        label="Posts published"
        value={p && formatCount(p.total.published)}
        definition={p && `${p.definitions.published} ${p.definitions.onTime}`}
        footer={p && `${formatCount(p.total.onTime)} on time, ${formatCount(p.total.late)} late`}
      />
      <StatCard
        label="Reach of published posts"
        value={p && (p.total.reach === null ? 'Not available yet' : formatCount(p.total.reach))}
        definition={p?.definitions.reach}
        footer={
          p &&
          `${formatCount(p.total.withReach)} of ${formatCount(p.total.published)} posts have a reach`
        }
      />
    </div>
  )
}

// Per church, and per account once a church is chosen, as the comment tables (decision 049).
export function MessagesPublishingSections({
  report,
  csv,
}: {
  report: TReport
  csv: (table: string) => string
}) {
  const hours = report.targetSeconds / 3600
  const md = report.messages.definitions
  const pd = report.publishing.definitions
  const messageDefinitions = {
    Conversations: md.conversations,
    'Follower messages': md.received,
    'Sent by the agency': md.sentByAgency,
    'Sent by the church': md.sentByChurch,
    'Conversations answered': md.answered,
    'Median first response': md.firstResponse,
    [`Within ${hours} h`]: md.withinTarget,
    Mentions: md.mentions,
    'Mentions answered': md.mentions,
  }
  const publishingDefinitions = {
    Published: pd.published,
    'On time': pd.onTime,
    Late: pd.onTime,
    Reach: pd.reach,
  }
  const accountsWait = report.church
    ? undefined
    : "Choose a church above to see its accounts. The CSV lists every church's accounts."
  return (
    <>
      {/* Ten columns: the whole width of the page beside the two-column sections. */}
      <div className="lg:col-span-2">
        <ChartSection
          id="messages-by-church"
          title="Direct messages by church"
          definition={`${md.conversations} ${md.firstResponse}`}
          columns={messageColumns('Church', hours)}
          columnDefinitions={messageDefinitions}
          rows={messageRows(report.messages.byChurch)}
          csvHref={csv('messagesByChurch')}
          nowrap
        />
      </div>
      <div className="lg:col-span-2">
        <ChartSection
          id="messages-by-account"
          title="Direct messages by account"
          definition={`${md.conversations} ${md.firstResponse}`}
          emptyText={accountsWait}
          columns={messageColumns('Account', hours)}
          columnDefinitions={messageDefinitions}
          rows={messageRows(report.messages.byAccount)}
          csvHref={csv('messagesByAccount')}
          nowrap
        />
      </div>
      <ChartSection
        id="publishing-by-church"
        title="Posts published by church"
        definition={`${pd.published} ${pd.onTime} ${pd.reach}`}
        columns={publishingColumns('Church')}
        columnDefinitions={publishingDefinitions}
        rows={publishingRows(report.publishing.byChurch)}
        csvHref={csv('publishingByChurch')}
        nowrap
      />
      <ChartSection
        id="publishing-by-account"
        title="Posts published by account"
        definition={`${pd.published} ${pd.onTime} ${pd.reach}`}
        emptyText={accountsWait}
        columns={publishingColumns('Account')}
        columnDefinitions={publishingDefinitions}
        rows={publishingRows(report.publishing.byAccount)}
        csvHref={csv('publishingByAccount')}
        nowrap
      />
    </>
  )
}
