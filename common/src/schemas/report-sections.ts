import { z } from 'zod'
import { PASTORAL_FLAGS } from './pastoral'

// The report's pastoral care section: flagged comments per category and how fast the church
// saw and followed up the cases routed to it. Counts comments received in the period.
const ZFlagCounts = z.object(
  Object.fromEntries(PASTORAL_FLAGS.map((flag) => [flag, z.number().int()])) as Record<
    (typeof PASTORAL_FLAGS)[number],
    z.ZodNumber
  >,
)

const ZFollowUpStats = z.object({
  cases: z.number().int(),
  seen: z.number().int(),
  followedUp: z.number().int(),
  // Seconds from the case reaching the church; null when none was seen or followed up.
  medianSeen: z.number().nullable(),
  medianFollowUp: z.number().nullable(),
})

export const ZPastoralReport = z.object({
  flags: ZFlagCounts,
  followUp: ZFollowUpStats,
  byChurch: z.array(
    ZFollowUpStats.extend({ id: z.string(), name: z.string(), flags: ZFlagCounts }),
  ),
  definitions: z.object({ flags: z.string(), followUp: z.string() }),
})
export type TPastoralReport = z.infer<typeof ZPastoralReport>

export const PASTORAL_REPORT_DEFINITIONS = {
  flags:
    'Follower comments received in the period that Flock flagged, per category: prayer requests, grief, someone in crisis, and contact data shared in public. A comment can carry more than one flag.',
  followUp:
    "Cases routed to the church's pastoral contacts (prayer, grief and crisis) for comments received in the period. Time to see and time to follow up are medians, counted from the case reaching the church; cases not yet followed up are left out of the median.",
} as const

// A post's insights from Instagram, when its account granted them: null when never read.
export const ZPostInsights = z.object({
  // 'pending': Instagram has no numbers yet (up to 48 hours after the post); 'too_few_viewers':
  // it shows none for a post seen by so few people.
  state: z.enum(['ready', 'pending', 'too_few_viewers']),
  reach: z.number().int().nullable(),
  views: z.number().int().nullable(),
  // (likes + comments) ÷ reach, in percent; null without a reach.
  engagementOnReach: z.number().nullable(),
})
export type TPostInsights = z.infer<typeof ZPostInsights>

// Direct messages and mentions per church and account in the report's period (decision 074).
export const ZMessagesRow = z.object({
  id: z.string(),
  name: z.string(),
  // Conversations with at least one follower message in the period.
  conversations: z.number().int(),
  received: z.number().int(),
  sentByAgency: z.number().int(),
  sentByChurch: z.number().int(),
  // Conversations in which a message went to the follower after its first message of the period.
  answered: z.number().int(),
  // Follower messages that started a wait (none of theirs was already waiting), and how many of
  // those waits a message to the follower ended.
  waits: z.number().int(),
  waitsAnswered: z.number().int(),
  // Seconds from the follower's message to the first message back; null when none came back.
  median: z.number().nullable(),
  // Percent of the waits answered within the report's target; null without waits.
  withinTarget: z.number().nullable(),
  mentions: z.number().int(),
  mentionsAnswered: z.number().int(),
})
export type TMessagesRow = z.infer<typeof ZMessagesRow>

export const ZMessagesReport = z.object({
  total: ZMessagesRow,
  byChurch: z.array(ZMessagesRow),
  // Listed for one church (as the comment tables are, decision 049).
  byAccount: z.array(ZMessagesRow),
  definitions: z.record(z.string(), z.string()),
})
export type TMessagesReport = z.infer<typeof ZMessagesReport>

// Posts Flock published per church and account in the period, on time or late, with their reach.
export const ZPublishingRow = z.object({
  id: z.string(),
  name: z.string(),
  published: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  // Posts whose reach Instagram has given, and their reach summed; null when none has one yet.
  withReach: z.number().int(),
  reach: z.number().int().nullable(),
})
export type TPublishingRow = z.infer<typeof ZPublishingRow>

export const ZPublishingReport = z.object({
  onTimeMinutes: z.number().int(),
  total: ZPublishingRow,
  byChurch: z.array(ZPublishingRow),
  byAccount: z.array(ZPublishingRow),
  definitions: z.record(z.string(), z.string()),
})
export type TPublishingReport = z.infer<typeof ZPublishingReport>

// A post published within this many minutes after its scheduled time is on time (decision 074).
export const ON_TIME_MINUTES = 5

export const MESSAGES_REPORT_DEFINITIONS = {
  conversations:
    'Direct-message conversations with at least one message from the follower in the period.',
  received: 'Messages from followers in the period (story replies and story mentions included).',
  sentByAgency: 'Messages the agency sent to followers through Flock in the period.',
  sentByChurch:
    'Messages the church sent from the Instagram app in the period (Instagram echoes them to Flock).',
  answered:
    'Conversations in which a message went to the follower, from Flock or from the Instagram app, after their first message of the period.',
  firstResponse:
    "First response time: from a follower's message that started a wait (none of their messages was already waiting for an answer) to the next message sent to them, from Flock or from the Instagram app. The median leaves out waits not yet answered.",
  withinTarget: (hours: number) =>
    `Share of the waits started in the period that a message to the follower ended within ${hours} h; waits not answered count as not within.`,
  mentions:
    'Mentions of the account (in comments or captions elsewhere) in the period; answered when Flock sent a reply to the mention.',
} as const

export const PUBLISHING_REPORT_DEFINITIONS = {
  published: 'Posts Flock published in the period, counted on the day they were published.',
  onTime: `On time: published no later than ${ON_TIME_MINUTES} minutes after the time it was scheduled for. Late: published later than that.`,
  reach:
    'Accounts reached, summed over the posts whose reach Instagram has given (its numbers can come up to 48 hours late, and only for accounts that let Flock read insights). "Not available yet" when no post has a reach yet.',
} as const
