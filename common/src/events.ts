import { z } from 'zod'

// Everything the server tells browsers about, over one server-sent-events stream per user.
// Each event names the organization it belongs to: a user only ever receives events of
// organizations they may see. Events say what changed, not the new data; the browser refetches
// exactly the queries an event touches.

// What happened to an Instagram account.
export const ACCOUNT_CHANGES = [
  'connected',
  'revoked',
  'needs_reconnection',
  'synced',
  'sync_progress',
  'deleted',
] as const
export const ZAccountChange = z.enum(ACCOUNT_CHANGES)
export type TAccountChange = z.infer<typeof ZAccountChange>

// What happened to a comment thread (a comment, a reply to it, or a reply on its way).
export const COMMENT_CHANGES = [
  'created',
  'replied',
  'reply_failed',
  'hidden',
  'unhidden',
  'deleted',
  'sending',
  // A reply held for the church's approval, and the church's answer (decision 043).
  'awaiting_approval',
  'approved',
  'declined',
  // The agency took back a reply before the church decided (decision 053).
  'withdrawn',
  'done',
  'reopened',
  'assigned',
  // A live broadcast ended: its comments can no longer be answered privately (decision 077).
  'live_ended',
  // Many comments changed at once (done, reopened, assigned, labelled): one event per
  // organization, and the browser refetches.
  'bulk_changed',
] as const
export const ZCommentChange = z.enum(COMMENT_CHANGES)
export type TCommentChange = z.infer<typeof ZCommentChange>

// What happened to a post Flock publishes (decision 071).
export const POST_CHANGES = [
  'created',
  'edited',
  'scheduled',
  'awaiting_approval',
  'approved',
  'declined',
  'unscheduled',
  'publishing',
  'published',
  'failed',
  'deleted',
  // The church's (or every church's) freeze, or its sign-off setting: one event per church.
  'settings',
] as const
export const ZPostChange = z.enum(POST_CHANGES)
export type TPostChange = z.infer<typeof ZPostChange>

// What the agency's team did around a comment that only the team may hear of: a note, a label,
// someone's reply box opening or closing. The hub never sends these to church people.
export const TEAM_COMMENT_CHANGES = ['noted', 'labelled', 'presence'] as const
export const AGENCY_ONLY_EVENT_TYPES: readonly string[] = ['comment.team']

export const ZRealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('organization.created'), organizationId: z.string() }),
  z.object({ type: z.literal('organization.updated'), organizationId: z.string() }),
  z.object({
    type: z.literal('account.updated'),
    organizationId: z.string(),
    accountId: z.string(),
    change: ZAccountChange,
  }),
  z.object({
    type: z.literal('comment.changed'),
    organizationId: z.string(),
    accountId: z.string(),
    commentId: z.string(),
    change: ZCommentChange,
  }),
  z.object({ type: z.literal('notification.changed'), organizationId: z.string() }),
  z.object({
    type: z.literal('post.changed'),
    organizationId: z.string(),
    // Absent for a change of the church's publishing settings.
    postId: z.string().optional(),
    change: ZPostChange,
  }),
  z.object({
    type: z.literal('comment.team'),
    organizationId: z.string(),
    commentId: z.string(),
    change: z.enum(TEAM_COMMENT_CHANGES),
  }),
])
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>
