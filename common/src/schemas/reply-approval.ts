import { z } from 'zod'
import { REPLY_MAX_LENGTH } from './comment'
import { ZPageQuery, ZText } from './common'
import { ZPastoralFlag } from './pastoral'

// "Replies need our approval": never, only for comments the pastoral classifier flagged, or for
// every reply the agency writes for the church (decision 043).
export const APPROVAL_MODES = ['off', 'flagged', 'all'] as const
export const ZApprovalMode = z.enum(APPROVAL_MODES, {
  error: `mode must be one of ${APPROVAL_MODES.join(', ')}`,
})
export type TApprovalMode = z.infer<typeof ZApprovalMode>

export const APPROVAL_MODE_LABELS: Record<TApprovalMode, string> = {
  off: 'Off',
  flagged: 'For flagged comments only',
  all: 'For all replies',
}

// The reminder e-mail to the church when a reply has waited this long; null: no reminder.
export const REMINDER_MIN_MINUTES = 5
export const REMINDER_MAX_MINUTES = 7 * 24 * 60
export const DECLINE_REASON_MAX_LENGTH = 500

export const ZApprovalSettings = z.object({
  mode: ZApprovalMode,
  reminderAfterMinutes: z.number().int().nullable(),
  // Replies still awaiting the church's decision. Turning approval off or narrowing it never
  // posts them (decision 051): they wait until someone at the church decides.
  waiting: z.number().int(),
})
export type TApprovalSettings = z.infer<typeof ZApprovalSettings>

export const ZUpdateApprovalSettings = z.object({
  mode: ZApprovalMode,
  reminderAfterMinutes: z
    .number({ error: 'reminderAfterMinutes must be a number of minutes or null' })
    .int('reminderAfterMinutes must be a whole number of minutes')
    .min(
      REMINDER_MIN_MINUTES,
      `A reminder can be sent after ${REMINDER_MIN_MINUTES} minutes at the soonest`,
    )
    .max(REMINDER_MAX_MINUTES, 'A reminder can be sent after 7 days at the latest')
    .nullable(),
})
export type TUpdateApprovalSettings = z.infer<typeof ZUpdateApprovalSettings>

// A reply waiting for the church, with the comment it answers.
export const ZPendingApproval = z.object({
  id: z.string(),
  kind: z.enum(['reply', 'private_reply']),
  message: z.string(),
  writtenBy: z.string().nullable(),
  createdAt: z.string(),
  comment: z.object({
    id: z.string(),
    accountUsername: z.string(),
    username: z.string(),
    text: z.string(),
    commentedAt: z.string(),
    permalink: z.string().nullable(),
    flags: z.array(ZPastoralFlag),
  }),
})
export type TPendingApproval = z.infer<typeof ZPendingApproval>

export const ZPendingApprovalPage = z.object({
  items: z.array(ZPendingApproval),
  nextCursor: z.string().nullable(),
})
export type TPendingApprovalPage = z.infer<typeof ZPendingApprovalPage>

export const ZPendingApprovalQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(20),
})

// Approve as written, or with the church's own edit of the text ("Edit and approve").
export const ZApproveReply = z.object({
  message: ZText({ error: 'Reply text must be text' })
    .trim()
    .min(1, 'Reply text must not be blank')
    .max(REPLY_MAX_LENGTH, `Reply text must be at most ${REPLY_MAX_LENGTH} characters`)
    .optional(),
})
export type TApproveReply = z.infer<typeof ZApproveReply>

export const ZDeclineReply = z.object({
  reason: ZText({ error: 'A reason is required' })
    .trim()
    .min(1, 'Say why the reply is declined: the agency reads it')
    .max(
      DECLINE_REASON_MAX_LENGTH,
      `The reason must be at most ${DECLINE_REASON_MAX_LENGTH} characters`,
    ),
})
export type TDeclineReply = z.infer<typeof ZDeclineReply>

// The church's decisions, newest first: what was approved (as written or edited) or declined, by
// whom and when (decision 051).
export const APPROVAL_DECISIONS = ['approved', 'edited', 'declined'] as const
export const ZApprovalDecision = z.object({
  id: z.string(),
  // direct_message (decision 075): listed only for those allowed to read the church's messages;
  // its comment is the follower's last message.
  kind: z.enum(['reply', 'private_reply', 'direct_message']),
  decision: z.enum(APPROVAL_DECISIONS),
  // The text as approved (or as declined); the agency's own when the church edited it.
  message: z.string(),
  originalMessage: z.string().nullable(),
  reason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string(),
  writtenBy: z.string().nullable(),
  // Where the approved reply is now: queued, sending, sent, failed… (declined for a declined one).
  status: z.string(),
  comment: z.object({
    id: z.string(),
    accountUsername: z.string(),
    username: z.string(),
    text: z.string(),
    permalink: z.string().nullable(),
  }),
})
export type TApprovalDecision = z.infer<typeof ZApprovalDecision>

export const ZApprovalDecisionPage = z.object({
  items: z.array(ZApprovalDecision),
  nextCursor: z.string().nullable(),
})
export type TApprovalDecisionPage = z.infer<typeof ZApprovalDecisionPage>

// A direct message the agency wrote that waits for the church (decision 075), with the follower's
// last messages as context: shown only to the church people its message-privacy setting lets
// read direct messages, and decided through the same approve and decline as a reply.
export const ZHeldMessageContext = z.object({
  id: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  text: z.string().nullable(),
  // "photo", "story reply"…: what the message carried besides (or instead of) text.
  attachment: z.string().nullable(),
  sentAt: z.string(),
})
export type THeldMessageContext = z.infer<typeof ZHeldMessageContext>

export const ZPendingMessageApproval = z.object({
  id: z.string(),
  kind: z.literal('direct_message'),
  message: z.string(),
  attachment: z.object({ type: z.string(), url: z.string() }).nullable(),
  writtenBy: z.string().nullable(),
  createdAt: z.string(),
  conversation: z.object({
    id: z.string(),
    accountUsername: z.string(),
    username: z.string(),
    lastInboundAt: z.string().nullable(),
    // When Instagram stops taking the message unless the follower writes again.
    windowEndsAt: z.string().nullable(),
    // Oldest first, the follower's side and the account's, up to the held message.
    recent: z.array(ZHeldMessageContext),
    flags: z.array(ZPastoralFlag),
  }),
})
export type TPendingMessageApproval = z.infer<typeof ZPendingMessageApproval>

export const ZPendingMessageApprovalPage = z.object({
  items: z.array(ZPendingMessageApproval),
  nextCursor: z.string().nullable(),
})
export type TPendingMessageApprovalPage = z.infer<typeof ZPendingMessageApprovalPage>
