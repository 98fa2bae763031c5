import { z } from 'zod'
import { ZSyncStatus } from './account'
import { ZText } from './common'

export const INBOX_TABS = ['all', 'pending', 'responded'] as const
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
] as const
export const RESPONDED_VIA = ['flock', 'instagram'] as const
// What Flock posts for an account: a reply to a comment, or a comment on a post.
export const OUTGOING_KINDS = ['reply', 'comment'] as const
export const OUTGOING_STATUSES = ['queued', 'sending', 'sent', 'failed', 'discarded'] as const
export const REPLY_MAX_LENGTH = 2200

export const ZInboxQuery = z.object({
  status: z.enum(INBOX_TABS).default('all'),
  accountId: z.uuid({ error: 'accountId must be an account id' }).optional(),
  search: ZText().trim().max(200, 'search must be at most 200 characters').optional(),
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
  all: z.number().int(),
  pending: z.number().int(),
  responded: z.number().int(),
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
})
export type TAccountPost = z.infer<typeof ZAccountPost>

export const ZAccountPosts = z.object({
  sync: ZSyncStatus.nullable(),
  posts: z.array(ZAccountPost),
})
export type TAccountPosts = z.infer<typeof ZAccountPosts>
