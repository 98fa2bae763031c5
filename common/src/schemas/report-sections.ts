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
