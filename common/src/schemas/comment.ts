import { z } from 'zod'
import { ZSyncStatus } from './account'
import { ZText } from './common'
import { PRIVATE_REPLY_MAX_BYTES, privateReplyTooLong } from '../message-bytes'
import { ZLabel } from './label'
import { ZCommentPastoral, ZPastoralFlag } from './pastoral'

// The inbox's views (its tabs). Open: awaiting a reply (awaitingReply on the server); mine: open
// and assigned to the signed-in teammate; done: marked done ("no reply needed"); responded;
// hidden: hidden on Instagram; all: every top-level follower comment. Decision 040 renamed the
// old Pending tab to Open.
export const INBOX_VIEWS = ['open', 'mine', 'done', 'responded', 'hidden', 'all'] as const
export type TInboxView = (typeof INBOX_VIEWS)[number]
export const INBOX_SORTS = ['newest', 'oldest'] as const
export type TInboxSort = (typeof INBOX_SORTS)[number]
// How many accounts or organizations one inbox filter may name.
export const MAX_FILTER_IDS = 50
// Where a follower comment stands: awaiting a reply, a reply on its way, answered, marked done by a
// teammate ("no reply needed"; reopening sets it back to pending), or not one to answer (the
// account's own comments and replies). 'done' is outside awaitingReply, so the counters, indexes
// and rollups that count comments awaiting a reply leave it out without change.
export const RESPONSE_STATUSES = [
  'pending',
  'sending',
  'responded',
  'done',
  'not_applicable',
] as const
// What happened to a comment in Flock, for its activity (modules/comment-activity).
export const COMMENT_ACTIVITY_KINDS = [
  'replied',
  'replied_privately',
  'hidden',
  'unhidden',
  'done',
  'reopened',
  'assigned',
  'unassigned',
  'labelled',
  'unlabelled',
  'noted',
  // The church approved (or edited and approved) or declined a reply written for it.
  'reply_approved',
  'reply_declined',
  // The agency took back a reply still awaiting the church's approval.
  'reply_withdrawn',
  // A moderation rule sent it to the church's pastoral care.
  'routed',
] as const
export const RESPONDED_VIA = ['flock', 'instagram'] as const
// What Flock posts for an account: a reply to a comment, a comment on a post, or a private reply
// (an Instagram direct message to a commenter about their comment, once per comment).
export const OUTGOING_KINDS = [
  'reply',
  'comment',
  'private_reply',
  // A direct message in a conversation, and an answer to a mention (decision 072).
  'direct_message',
  'mention_reply',
] as const
// Instagram takes a private reply only this long after the comment.
export const PRIVATE_REPLY_WINDOW_DAYS = 7
export const PRIVATE_REPLY_SCOPE = 'instagram_business_manage_messages'
// awaiting_approval: held for the church's approval, never delivered until approved (then
// queued); declined: the church said no, with its reason, and nothing was sent (decision 043);
// withdrawn: the agency took it back before the church decided, and nothing was sent (053).
export const OUTGOING_STATUSES = [
  'awaiting_approval',
  'queued',
  'sending',
  'sent',
  'failed',
  'discarded',
  'declined',
  'withdrawn',
] as const
export const REPLY_MAX_LENGTH = 2200

// One id, or several (a query string repeats the name): the service reads both as a list.
const ZIdOrIds = (what: string) =>
  z
    .union([
      z.uuid({ error: `${what} must be an ${what} id` }),
      z
        .array(z.uuid({ error: `${what} must be an ${what} id` }))
        .max(MAX_FILTER_IDS, `at most ${MAX_FILTER_IDS} ${what}s at once`),
    ])
    .optional()

// A calendar day in the agency's time zone (AGENCY_TIMEZONE), as the date inputs write it.
const ZDay = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date (YYYY-MM-DD)`)
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
    }, `${what} must be a real date`)
    .optional()

export const ZInboxQuery = z.object({
  view: z
    .enum(INBOX_VIEWS, { error: `view must be one of ${INBOX_VIEWS.join(', ')}` })
    .default('all'),
  organizationId: ZIdOrIds('organization'),
  accountId: ZIdOrIds('account'),
  postId: z.uuid({ error: 'postId must be a post id' }).optional(),
  // A teammate's id, "me" or "unassigned".
  assignee: z
    .string()
    .trim()
    .min(1, 'assignee must be me, unassigned or a teammate id')
    .max(100, 'assignee must be me, unassigned or a teammate id')
    .optional(),
  labelId: z.uuid({ error: 'labelId must be a label id' }).optional(),
  from: ZDay('from'),
  to: ZDay('to'),
  search: ZText().trim().max(200, 'search must be at most 200 characters').optional(),
  sort: z.enum(INBOX_SORTS, { error: 'sort must be newest or oldest' }).default('newest'),
  // Only comments the pastoral classifier flagged so (prayer, grief, crisis, contact).
  flag: ZPastoralFlag.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type TInboxQuery = z.infer<typeof ZInboxQuery>

export const ZOutgoing = z.object({
  id: z.string(),
  kind: z.enum(OUTGOING_KINDS),
  status: z.enum(OUTGOING_STATUSES),
  message: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  // The church's decision on a reply that needed its approval: who, when, and a decline's reason.
  review: z
    .object({
      decision: z.enum(['approved', 'declined']),
      by: z.string(),
      at: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
})
export type TOutgoing = z.infer<typeof ZOutgoing>

export const ZReplyView = z.object({
  id: z.string(),
  username: z.string(),
  text: z.string(),
  commentedAt: z.string(),
  isOwn: z.boolean(),
  hidden: z.boolean(),
})

export const ZInboxComment = z.object({
  id: z.string(),
  accountId: z.string(),
  accountUsername: z.string(),
  username: z.string(),
  text: z.string(),
  likeCount: z.number().int(),
  hidden: z.boolean(),
  commentedAt: z.string(),
  responseStatus: z.enum(RESPONSE_STATUSES),
  responseText: z.string().nullable(),
  respondedAt: z.string().nullable(),
  respondedVia: z.enum(RESPONDED_VIA).nullable(),
  // The teammate whose reply from Flock answered it ("Replied by Sam · 2 h ago").
  respondedBy: z.string().nullable(),
  // Who last hid or unhid it, and when ("Hidden by Sam").
  hiddenChange: z.object({ by: z.string(), at: z.string() }).nullable(),
  post: z
    .object({
      id: z.string(),
      imageUrl: z.string().nullable(),
      caption: z.string(),
      permalink: z.string().nullable(),
    })
    .nullable(),
  replies: z.array(ZReplyView),
  // The latest reply Flock is sending or failed to send, for its state on the card.
  outgoing: ZOutgoing.nullable(),
  // Why Flock cannot post for the comment's account right now (revoked, or removed in
  // Instagram), shown on the card in place of an enabled Reply; null while it is connected.
  replyBlockedReason: z.string().nullable(),
  // The teammate it is assigned to.
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  // Who marked it done and when, while it is done.
  done: z.object({ by: z.string(), at: z.string() }).nullable(),
  // Not yet opened by the signed-in teammate.
  unread: z.boolean(),
  labels: z.array(ZLabel),
  // The private reply sent (or on its way, or failed) about this comment: one per comment.
  privateReply: ZOutgoing.extend({ by: z.string().nullable() }).nullable(),
  // Why "Reply privately" is not offered (too old, account needs reconnecting); null when it is,
  // or when one was already sent.
  privateReplyBlockedReason: z.string().nullable(),
  // A comment on a live broadcast (decision 077): never a public reply, a private one while the
  // broadcast is on air. `endedAt`: when Flock learnt it had ended. Absent for other comments.
  live: z.object({ endedAt: z.string().nullable() }).optional(),
  // Its pastoral flags and the church's follow-up; absent when it has none.
  pastoral: ZCommentPastoral.optional(),
})
export type TInboxComment = z.infer<typeof ZInboxComment>

export const ZInboxPage = z.object({
  items: z.array(ZInboxComment),
  nextCursor: z.string().nullable(),
  // Set when the search term was too short for the text index: only this many of the newest
  // comments were searched (the counts too), and the inbox says so.
  searchedNewest: z.number().int().nullable(),
})
export type TInboxPage = z.infer<typeof ZInboxPage>

export const ZInboxCounts = z.object({
  open: z.number().int(),
  mine: z.number().int(),
  done: z.number().int(),
  responded: z.number().int(),
  hidden: z.number().int(),
  all: z.number().int(),
  // Set when a filter beyond organizations and accounts matched more comments than Flock counts
  // on each request: every count is then at least its value ("1,000+").
  capped: z.number().int().nullable(),
})
export type TInboxCounts = z.infer<typeof ZInboxCounts>

export const ZComposeMessage = z.object({
  message: ZText({ error: 'Reply text is required' })
    .trim()
    .min(1, 'Reply text must not be blank')
    .max(REPLY_MAX_LENGTH, `Reply text must be at most ${REPLY_MAX_LENGTH} characters`),
  // Made by the browser once per compose, so a double click or a retried request is one reply.
  idempotencyKey: z.uuid({ error: 'idempotencyKey must be a UUID' }),
})
export type TComposeMessage = z.infer<typeof ZComposeMessage>

// Instagram's limit for the text of a direct message is 1,000 bytes of UTF-8 (message-bytes.ts);
// no text of more than 1,000 characters can fit, so a text box stops typing there.
export const PRIVATE_REPLY_MAX_LENGTH = PRIVATE_REPLY_MAX_BYTES
export const ZPrivateReplyMessage = ZComposeMessage.extend({
  message: ZText({ error: 'Message text is required' })
    .trim()
    .min(1, 'Message text must not be blank')
    .superRefine((text, ctx) => {
      const tooLong = privateReplyTooLong(text)
      if (tooLong) ctx.addIssue({ code: 'custom', message: tooLong })
    }),
})

export const ZSetHidden = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) })

export const ZAccountPost = z.object({
  id: z.string(),
  caption: z.string(),
  imageUrl: z.string().nullable(),
  permalink: z.string().nullable(),
  likeCount: z.number().int(),
  commentsCount: z.number().int(),
  postedAt: z.string(),
  comments: z.array(ZInboxComment),
  // What the agency commented on the post as its account ("Comment as @account"), newest first.
  ownComments: z.array(ZOutgoing.extend({ by: z.string().nullable() })),
})
export type TAccountPost = z.infer<typeof ZAccountPost>

export const ZAccountPosts = z.object({
  sync: ZSyncStatus.nullable(),
  posts: z.array(ZAccountPost),
})
export type TAccountPosts = z.infer<typeof ZAccountPosts>

export const ZSetAssignee = z.object({
  assigneeId: z
    .string({ error: 'assigneeId must be a teammate id or null' })
    .min(1, 'assigneeId must be a teammate id or null')
    .max(100, 'assigneeId must be a teammate id or null')
    .nullable(),
})
export type TSetAssignee = z.infer<typeof ZSetAssignee>

// A comment's work-queue state after a change (done, reopened, read, assigned).
export const ZCommentWorkState = z.object({
  id: z.string(),
  responseStatus: z.enum(RESPONSE_STATUSES),
  done: z.object({ by: z.string(), at: z.string() }).nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  unread: z.boolean(),
})
export type TCommentWorkState = z.infer<typeof ZCommentWorkState>

export const ZAssignee = z.object({ id: z.string(), name: z.string(), email: z.string() })
export const ZAssigneePage = z.object({
  items: z.array(ZAssignee),
  nextCursor: z.string().nullable(),
})
export type TAssigneePage = z.infer<typeof ZAssigneePage>
export const ZAssigneeQuery = z.object({
  search: ZText().trim().max(100, 'search must be at most 100 characters').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
