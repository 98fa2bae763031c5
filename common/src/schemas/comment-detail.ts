import { z } from 'zod'
import { ZText } from './common'
import { COMMENT_ACTIVITY_KINDS, RESPONSE_STATUSES, ZInboxComment } from './comment'

export const NOTE_MAX_LENGTH = 2000

// An internal note of the agency on a comment: never sent to Instagram, never shown to a church.
export const ZCommentNote = z.object({
  id: z.string(),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
})
export type TCommentNote = z.infer<typeof ZCommentNote>

export const ZCreateNote = z.object({
  text: ZText({ error: 'Note text is required' })
    .trim()
    .min(1, 'Note text must not be blank')
    .max(NOTE_MAX_LENGTH, `Note text must be at most ${NOTE_MAX_LENGTH} characters`),
})

export const ZCommentNotes = z.object({ items: z.array(ZCommentNote) })
export type TCommentNotes = z.infer<typeof ZCommentNotes>

export const ZCommentActivityItem = z.object({
  id: z.string(),
  kind: z.enum(COMMENT_ACTIVITY_KINDS),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.string()),
  at: z.string(),
})
export type TCommentActivityItem = z.infer<typeof ZCommentActivityItem>

// The same person's other comments on any of the agency's accounts, newest first.
export const ZCommenterComment = z.object({
  id: z.string(),
  accountUsername: z.string(),
  text: z.string(),
  commentedAt: z.string(),
  responseStatus: z.enum(RESPONSE_STATUSES),
})

// For a comment flagged as from someone who may be in crisis: the church's own emergency
// guidance ('' when it wrote none) and the saved replies the agency marked to answer privately.
export const ZCrisisSupport = z.object({
  guidance: z.string(),
  savedReplies: z.array(z.object({ id: z.string(), title: z.string(), text: z.string() })),
})
export type TCrisisSupport = z.infer<typeof ZCrisisSupport>

export const ZCommentDetail = z.object({
  comment: ZInboxComment,
  crisis: ZCrisisSupport.nullable(),
  otherComments: z.array(ZCommenterComment),
  notes: z.array(ZCommentNote),
  activity: z.array(ZCommentActivityItem),
})
export type TCommentDetail = z.infer<typeof ZCommentDetail>

// Teammates with the reply box of a comment open ("Sam is replying…"), until expiresAt.
export const ZPresence = z.object({
  commentId: z.string(),
  userId: z.string(),
  name: z.string(),
  expiresAt: z.string(),
})
export type TPresence = z.infer<typeof ZPresence>
export const ZPresenceList = z.object({ items: z.array(ZPresence) })
export type TPresenceList = z.infer<typeof ZPresenceList>
export const PRESENCE_TTL_SECONDS = 30
export const PRESENCE_HEARTBEAT_SECONDS = 10
