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

// Each table of the reports page, as the rows of its CSV: the numbers the page shows.
export function reportTable(report: TReport, table: TReportTable): Table {
  switch (table) {
    case 'pastoralFlags':
    case 'pastoralFollowUp':
      return pastoralTable(report.pastoral, table)
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
