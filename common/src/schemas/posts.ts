import { z } from 'zod'
import { captionProblems, INSTAGRAM_USERNAME, MAX_COLLABORATORS } from '../caption-limits'
import { ZAltText } from './asset'
import { ZPageQuery, ZText } from './common'

// Posts Flock publishes to Instagram for a church (decision 071). `media` keeps meaning posts as
// Instagram holds them (decision 033); a post here is what the agency composes, the church signs
// off and the engine publishes exactly once, after which it is also one of the account's media.

export const POST_KINDS = ['image', 'carousel', 'reel', 'story'] as const
export const ZPostKind = z.enum(POST_KINDS, {
  error: `kind must be one of ${POST_KINDS.join(', ')}`,
})
export type TPostKind = z.infer<typeof ZPostKind>

export const POST_KIND_LABELS: Record<TPostKind, string> = {
  image: 'Image',
  carousel: 'Carousel',
  reel: 'Reel',
  story: 'Story',
}

// draft → (awaiting_approval →) scheduled → publishing → published | failed. Declining, and
// unscheduling, go back to draft; a failed post may be edited and scheduled again.
export const POST_STATES = [
  'draft',
  'awaiting_approval',
  'scheduled',
  'publishing',
  'published',
  'failed',
] as const
export const ZPostState = z.enum(POST_STATES, {
  error: `state must be one of ${POST_STATES.join(', ')}`,
})
export type TPostState = z.infer<typeof ZPostState>

export const POST_STATE_LABELS: Record<TPostState, string> = {
  draft: 'Draft',
  awaiting_approval: 'Awaiting approval',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
}

// States in which the agency may still change the post.
export const EDITABLE_POST_STATES: readonly TPostState[] = [
  'draft',
  'awaiting_approval',
  'scheduled',
  'failed',
]

// How many files each kind takes, and of which kind (Instagram's rules, contract §3.1).
export const POST_KIND_RULES: Record<
  TPostKind,
  { min: number; max: number; accepts: readonly ('image' | 'video')[]; describe: string }
> = {
  image: { min: 1, max: 1, accepts: ['image'], describe: 'An image post takes one picture.' },
  carousel: {
    min: 2,
    max: 10,
    accepts: ['image', 'video'],
    describe: 'A carousel takes 2 to 10 pictures or videos.',
  },
  reel: { min: 1, max: 1, accepts: ['video'], describe: 'A reel takes one video.' },
  story: {
    min: 1,
    max: 1,
    accepts: ['image', 'video'],
    describe: 'A story takes one picture or video.',
  },
}

// Instagram's rolling window: 50 API-published posts per account per 24 hours.
export const PUBLISHING_QUOTA = { total: 50, windowHours: 24 } as const

export const FIRST_COMMENT_MAX_LENGTH = 2200
export const DECLINE_POST_REASON_MAX_LENGTH = 500

export const ZCaption = ZText({ error: 'caption must be text' })
  .max(20_000, 'The caption is far longer than Instagram allows')
  .superRefine((caption, ctx) => {
    for (const problem of captionProblems(caption))
      ctx.addIssue({ code: 'custom', message: problem })
  })

export const ZFirstComment = ZText({ error: 'firstComment must be text' })
  .trim()
  .max(
    FIRST_COMMENT_MAX_LENGTH,
    `The first comment must be at most ${FIRST_COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  )

export const ZCollaborators = z
  .array(
    z
      .string({ error: 'Each collaborator must be an Instagram username' })
      .trim()
      .transform((name) => name.replace(/^@/, ''))
      .pipe(
        z
          .string()
          .regex(
            INSTAGRAM_USERNAME,
            'A collaborator must be an Instagram username (letters, digits, . and _, at most 30)',
          ),
      ),
  )
  .max(MAX_COLLABORATORS, `At most ${MAX_COLLABORATORS} collaborators`)
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    'A collaborator is listed twice',
  )

const ZIsoTime = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time (ISO 8601)` })

export const ZPostItem = z.object({
  assetId: z.string(),
  kind: z.enum(['image', 'video']),
  thumbnailUrl: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  durationMs: z.number().nullable(),
  altText: z.string().nullable(),
})
export type TPostItem = z.infer<typeof ZPostItem>

const ZPerson = z.object({ id: z.string(), name: z.string() })

export const ZPostApproval = z.object({
  // Since when the post waits for the church (absent when approval was not asked).
  requiredSince: z.string().optional(),
  approvedBy: ZPerson.optional(),
  approvedAt: z.string().optional(),
  declinedBy: ZPerson.optional(),
  declinedAt: z.string().optional(),
  declineReason: z.string().optional(),
})
export type TPostApproval = z.infer<typeof ZPostApproval>

export const ZPost = z.object({
  id: z.string(),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    routeId: z.string().optional(),
    // The church's time zone (its business hours'; UTC when it set none): the calendar shows
    // each post on its day there.
    timeZone: z.string(),
  }),
  account: z.object({ id: z.string(), username: z.string() }),
  kind: ZPostKind,
  items: z.array(ZPostItem),
  caption: z.string(),
  firstComment: z.string().nullable(),
  collaborators: z.array(z.string()),
  state: ZPostState,
  scheduledAt: z.string().nullable(),
  // The church, or every church, is frozen: nothing is published while this is true.
  paused: z.boolean(),
  approval: ZPostApproval.nullable(),
  igMediaId: z.string().nullable(),
  permalink: z.string().nullable(),
  publishedAt: z.string().nullable(),
  failure: z.object({ message: z.string(), code: z.string().optional() }).nullable(),
  createdBy: ZPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
  // Bumped by every change; PATCH with a stale one answers 409.
  version: z.number().int(),
})
export type TPost = z.infer<typeof ZPost>

// The record of how a post got to Instagram, oldest first.
export const POST_LEDGER_STEPS = [
  'created',
  'edited',
  'submitted_for_approval',
  'approved',
  'declined',
  'scheduled',
  'unscheduled',
  'publishing_started',
  'container_created',
  'container_finished',
  'container_expired',
  'paused',
  'publish_requested',
  'published',
  'first_comment_posted',
  'first_comment_failed',
  'added_to_posts',
  'retry',
  'failed',
] as const
export const ZPostLedgerStep = z.enum(POST_LEDGER_STEPS)
export type TPostLedgerStep = z.infer<typeof ZPostLedgerStep>

export const ZPostLedgerEntry = z.object({
  at: z.string(),
  step: ZPostLedgerStep,
  detail: z.string().nullable(),
})
export type TPostLedgerEntry = z.infer<typeof ZPostLedgerEntry>

export const ZPostDetail = ZPost.extend({ ledger: z.array(ZPostLedgerEntry) })
export type TPostDetail = z.infer<typeof ZPostDetail>

export const ZPostPage = z.object({
  items: z.array(ZPost),
  nextCursor: z.string().nullable(),
})
export type TPostPage = z.infer<typeof ZPostPage>

const ZStateFilter = z
  .union([ZPostState, z.array(ZPostState).max(POST_STATES.length)])
  .optional()
  .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]))

const ZBoolFlag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'))

// A church's posts: `from`/`to` bound scheduledAt (from inclusive, to exclusive). `unscheduled=true`
// lists the drafts without a time instead. Ordered by scheduledAt, then id.
export const ZChurchPostListQuery = ZPageQuery.extend({
  from: ZIsoTime('from').optional(),
  to: ZIsoTime('to').optional(),
  state: ZStateFilter,
  unscheduled: ZBoolFlag,
  limit: ZPageQuery.shape.limit.default(100),
})
export type TChurchPostListQuery = z.infer<typeof ZChurchPostListQuery>

// The agency's calendar and list across churches.
export const ZPostListQuery = ZChurchPostListQuery.extend({
  organizationId: z.uuid({ error: 'organizationId must be an id' }).optional(),
  accountId: z.uuid({ error: 'accountId must be an id' }).optional(),
})
export type TPostListQuery = z.infer<typeof ZPostListQuery>

export const ZCreatePostItem = z.object({
  assetId: z.uuid({ error: 'assetId must be the id of a file in the media library' }),
  altText: ZAltText.optional(),
})

export const ZCreatePost = z.object({
  accountId: z.uuid({ error: 'accountId must be the id of one of the church’s accounts' }),
  kind: ZPostKind,
  items: z
    .array(ZCreatePostItem, { error: 'items must be a list of files' })
    .min(1, 'Pick at least one picture or video')
    .max(10, 'A post takes at most 10 files'),
  caption: ZCaption.default(''),
  firstComment: ZFirstComment.nullable().optional(),
  collaborators: ZCollaborators.optional(),
  scheduledAt: ZIsoTime('scheduledAt').nullable().optional(),
})
export type TCreatePost = z.infer<typeof ZCreatePost>

// Every field optional; `version` is the one the editor loaded (409 when someone changed it since).
export const ZUpdatePost = z.object({
  version: z.number({ error: 'version must be a number' }).int().optional(),
  accountId: ZCreatePost.shape.accountId.optional(),
  kind: ZPostKind.optional(),
  items: ZCreatePost.shape.items.optional(),
  caption: ZCaption.optional(),
  firstComment: ZFirstComment.nullable().optional(),
  collaborators: ZCollaborators.optional(),
  scheduledAt: ZIsoTime('scheduledAt').nullable().optional(),
})
export type TUpdatePost = z.infer<typeof ZUpdatePost>

export const ZSchedulePost = z.object({
  scheduledAt: ZIsoTime('scheduledAt'),
  version: z.number().int().optional(),
})
export type TSchedulePost = z.infer<typeof ZSchedulePost>

export const ZPublishNow = z.object({ version: z.number().int().optional() }).default({})
export type TPublishNow = z.infer<typeof ZPublishNow>

// Approve as composed, or with the church's own edit of the caption or first comment.
export const ZApprovePost = z
  .object({
    caption: ZCaption.optional(),
    firstComment: ZFirstComment.nullable().optional(),
  })
  .default({})
export type TApprovePost = z.infer<typeof ZApprovePost>

export const ZDeclinePost = z.object({
  reason: ZText({ error: 'A reason is required' })
    .trim()
    .min(1, 'Say why the post is declined: the agency reads it')
    .max(
      DECLINE_POST_REASON_MAX_LENGTH,
      `The reason must be at most ${DECLINE_POST_REASON_MAX_LENGTH} characters`,
    ),
})
export type TDeclinePost = z.infer<typeof ZDeclinePost>

export const ZPublishingSettings = z.object({
  // Every post the agency schedules waits for the church's sign-off.
  postsNeedApproval: z.boolean(),
  // This church is frozen (nothing of it is published until resumed).
  frozen: z.boolean(),
  frozenAt: z.string().nullable(),
  // Every church is frozen by the agency.
  allFrozen: z.boolean(),
  // Posts waiting for the church's approval now.
  waiting: z.number().int(),
})
export type TPublishingSettings = z.infer<typeof ZPublishingSettings>

export const ZUpdatePublishingSettings = z.object({
  postsNeedApproval: z.boolean({ error: 'postsNeedApproval must be true or false' }),
})
export type TUpdatePublishingSettings = z.infer<typeof ZUpdatePublishingSettings>

// The agency-wide freeze.
export const ZPublishingFreeze = z.object({
  frozen: z.boolean(),
  frozenAt: z.string().nullable(),
})
export type TPublishingFreeze = z.infer<typeof ZPublishingFreeze>

export const ZPublishingLimit = z.object({
  // Posts published (or due to be, by Flock) in the rolling 24 hours, and Instagram's total.
  quotaUsage: z.number().int(),
  quotaTotal: z.number().int(),
  // When the next slot frees, when the account is at its limit; null otherwise.
  nextSlotAt: z.string().nullable(),
})
export type TPublishingLimit = z.infer<typeof ZPublishingLimit>
