import { z } from 'zod'
import { ZInboxQuery } from './comment'
import {
  ZMessagesReport,
  ZPastoralReport,
  ZPostInsights,
  ZPublishingReport,
} from './report-sections'

const REPORT_DEFINITION_KEYS = [
  'firstResponseTime',
  'medianResponse',
  'p90Response',
  'withinTarget',
  'received',
  'replied',
  'done',
  'hidden',
  'closedUnanswered',
  'deleted',
  'heatmap',
  'followers',
  'engagement',
  'comparison',
] as const

const ZDay = z.iso.date({ error: 'must be a date such as 2026-03-01' })

// The period of a report: whole local days in the agency's time zone, `from` to `to` inclusive.
export const ZReportQuery = z
  .object({
    from: ZDay,
    to: ZDay,
    organizationId: z.uuid({ error: 'organizationId must be an organization id' }).optional(),
    accountId: z.uuid({ error: 'accountId must be an account id' }).optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['to'] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < 366, {
    message: 'a report covers at most 366 days',
    path: ['to'],
  })
export type TReportQuery = z.infer<typeof ZReportQuery>

export const ZResponseStats = z.object({
  received: z.number().int(),
  answered: z.number().int(),
  // Seconds; null when nothing in the period was answered.
  median: z.number().nullable(),
  p90: z.number().nullable(),
  // Percent of received comments answered within the target; null when none were received.
  withinTarget: z.number().nullable(),
})
export type TResponseStats = z.infer<typeof ZResponseStats>

export const ZResponseRow = ZResponseStats.extend({ id: z.string(), name: z.string() })
export type TResponseRow = z.infer<typeof ZResponseRow>

export const ZVolumeDay = z.object({
  day: z.string(),
  received: z.number().int(),
  replied: z.number().int(),
  done: z.number().int(),
  hidden: z.number().int(),
  // Done or hidden without any reply reaching the follower: not answered (decision 074).
  closedUnanswered: z.number().int(),
  deleted: z.number().int(),
  // Received per church (or per account when one church is chosen), keyed by its id.
  bySeries: z.record(z.string(), z.number().int()),
})

export const ZReport = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  timeZone: z.string(),
  // The church the report is for; null for the whole agency.
  church: z.object({ id: z.string(), name: z.string() }).nullable(),
  targetSeconds: z.number().int(),
  responsiveness: z.object({
    current: ZResponseStats,
    previous: ZResponseStats,
    byChurch: z.array(ZResponseRow),
    byAccount: z.array(ZResponseRow),
    byTeammate: z.array(ZResponseRow),
    daily: z.array(
      z.object({ day: z.string(), median: z.number().nullable(), answered: z.number().int() }),
    ),
  }),
  volume: z.object({
    totals: z.object({
      received: z.number().int(),
      replied: z.number().int(),
      done: z.number().int(),
      hidden: z.number().int(),
      closedUnanswered: z.number().int(),
      deleted: z.number().int(),
    }),
    previousReceived: z.number().int(),
    series: z.array(z.object({ id: z.string(), name: z.string() })),
    days: z.array(ZVolumeDay),
    // Comments received per weekday (0 = Sunday) and hour, in the agency's time zone.
    heatmap: z.array(
      z.object({ weekday: z.number().int(), hour: z.number().int(), count: z.number().int() }),
    ),
  }),
  audience: z.object({
    accounts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        first: z.number().int().nullable(),
        last: z.number().int().nullable(),
        growth: z.number().int().nullable(),
        days: z.array(z.object({ day: z.string(), followers: z.number().int() })),
      }),
    ),
    posts: z.array(
      z.object({
        id: z.string(),
        account: z.string(),
        permalink: z.string().nullable(),
        caption: z.string().nullable(),
        postedAt: z.string().nullable(),
        likes: z.number().int(),
        comments: z.number().int(),
        followers: z.number().int(),
        // (likes + comments) / followers at sync, in percent; null with 0 followers.
        engagementRate: z.number().nullable(),
        insights: ZPostInsights.nullable(),
      }),
    ),
  }),
  pastoral: ZPastoralReport,
  // Direct messages and mentions, and published posts (decision 074).
  messages: ZMessagesReport,
  publishing: ZPublishingReport,
  // What each number means (common/src/definitions.ts), shown on hover and printed.
  definitions: z.object(
    Object.fromEntries(REPORT_DEFINITION_KEYS.map((key) => [key, z.string()])) as Record<
      (typeof REPORT_DEFINITION_KEYS)[number],
      z.ZodString
    >,
  ),
})
export type TReport = z.infer<typeof ZReport>

// The inbox's own filters (every one of them, whatever the inbox adds, its churches included).
export const ZCommentExportQuery = ZInboxQuery.omit({ cursor: true, limit: true })
export type TCommentExportQuery = z.infer<typeof ZCommentExportQuery>

export const REPORT_TABLES = [
  'responseByChurch',
  'responseByAccount',
  'responseByTeammate',
  'dailyResponse',
  'volume',
  'busiestHours',
  'followers',
  'posts',
  'pastoralFlags',
  'pastoralFollowUp',
  'messagesByChurch',
  'messagesByAccount',
  'publishingByChurch',
  'publishingByAccount',
] as const
export type TReportTable = (typeof REPORT_TABLES)[number]

export const ZReportTableQuery = ZReportQuery.and(z.object({ table: z.enum(REPORT_TABLES) }))
