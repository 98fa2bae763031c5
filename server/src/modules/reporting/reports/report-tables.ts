import type { TReport, TReportTable } from '@common/schemas/reports'
import { pastoralTable } from './pastoral-report'

type Table = { columns: string[]; rows: (string | number | null)[][] }

const responseTable = (rows: TReport['responsiveness']['byChurch'], first: string): Table => ({
  columns: [
    first,
    'received',
    'answered',
    'median_seconds',
    'p90_seconds',
    'within_target_percent',
  ],
  rows: rows.map((row) => [
    row.name,
    row.received,
    row.answered,
    row.median,
    row.p90,
    row.withinTarget,
  ]),
})

const messagesTable = (rows: TReport['messages']['byChurch'], first: string): Table => ({
  columns: [
    first,
    'conversations',
    'follower_messages',
    'sent_by_agency',
    'sent_by_church',
    'conversations_answered',
    'waits',
    'waits_answered',
    'median_first_response_seconds',
    'within_target_percent',
    'mentions',
    'mentions_answered',
  ],
  rows: rows.map((row) => [
    row.name,
    row.conversations,
    row.received,
    row.sentByAgency,
    row.sentByChurch,
    row.answered,
    row.waits,
    row.waitsAnswered,
    row.median,
    row.withinTarget,
    row.mentions,
    row.mentionsAnswered,
  ]),
})

const publishingTable = (rows: TReport['publishing']['byChurch'], first: string): Table => ({
  columns: [first, 'published', 'on_time', 'late', 'posts_with_reach', 'reach'],
  rows: rows.map((row) => [
    row.name,
    row.published,
    row.onTime,
    row.late,
    row.withReach,
    row.reach,
  ]),
})

// Each table of the reports page, as the rows of its CSV: the numbers the page shows.
export function reportTable(report: TReport, table: TReportTable): Table {
  switch (table) {
    case 'pastoralFlags':
    case 'pastoralFollowUp':
      return pastoralTable(report.pastoral, table)
    case 'messagesByChurch':
      return messagesTable(report.messages.byChurch, 'church')
    case 'messagesByAccount':
      return messagesTable(report.messages.byAccount, 'account')
    case 'publishingByChurch':
      return publishingTable(report.publishing.byChurch, 'church')
    case 'publishingByAccount':
      return publishingTable(report.publishing.byAccount, 'account')
    case 'responseByChurch':
      return responseTable(report.responsiveness.byChurch, 'church')
    case 'responseByAccount':
      return responseTable(report.responsiveness.byAccount, 'account')
    case 'responseByTeammate':
      return responseTable(report.responsiveness.byTeammate, 'teammate')
    case 'dailyResponse':
      return {
        columns: ['day', 'answered', 'median_seconds'],
        rows: report.responsiveness.daily.map((row) => [row.day, row.answered, row.median]),
      }
    case 'volume': {
      const series = report.volume.series
      return {
        columns: [
          'day',
          'received',
          'replied',
          'done',
          'hidden',
          'closed_without_reply',
          'deleted',
          ...series.map((s) => s.name),
        ],
        rows: report.volume.days.map((day) => [
          day.day,
          day.received,
          day.replied,
          day.done,
          day.hidden,
          day.closedUnanswered,
          day.deleted,
          ...series.map((s) => day.bySeries[s.id] ?? 0),
        ]),
      }
    }
    case 'busiestHours':
      return {
        columns: ['weekday', 'hour', 'comments'],
        rows: report.volume.heatmap.map((cell) => [cell.weekday, cell.hour, cell.count]),
      }
    case 'followers':
      return {
        columns: ['account', 'day', 'followers'],
        rows: report.audience.accounts.flatMap((account) =>
          account.days.map((day) => [account.name, day.day, day.followers]),
        ),
      }
    case 'posts':
      return {
        columns: [
          'account',
          'posted_at',
          'link',
          'likes',
          'comments',
          'followers',
          'engagement_percent',
          'reach',
          'views',
          'engagement_on_reach_percent',
        ],
        rows: report.audience.posts.map((post) => [
          post.account,
          post.postedAt,
          post.permalink,
          post.likes,
          post.comments,
          post.followers,
          post.engagementRate,
          post.insights?.reach ?? null,
          post.insights?.views ?? null,
          post.insights?.engagementOnReach ?? null,
        ]),
      }
  }
}
