import { z } from 'zod'

export const NOTIFICATION_KINDS = [
  'comments_awaiting',
  'reply_failed',
  'needs_reconnection',
  'token_expiring',
  // Agency-wide, for admins only: organizationId, accountId and accountUsername are empty.
  'backup_failed',
  // A teammate gave the reader a comment; commentId names it.
  'comment_assigned',
  // For a church's pastoral contacts: a flagged comment routed to their church.
  'pastoral_care',
  // For a church's people: a reply written for the church waits for its approval.
  'reply_approval',
  // For the teammate who wrote it: the church declined their reply; commentId names the comment.
  'reply_declined',
] as const
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS)
export type TNotificationKind = z.infer<typeof ZNotificationKind>

// One line of the bell's list, computed from stored data each time it is asked for.
export const ZNotification = z.object({
  // Stable across requests: `kind:entity-id`.
  id: z.string(),
  kind: ZNotificationKind,
  organizationId: z.string(),
  accountId: z.string(),
  accountUsername: z.string(),
  message: z.string(),
  // How many comments a comments_awaiting item stands for.
  count: z.number().int().optional(),
  // The comment a comment_assigned item is about.
  commentId: z.string().optional(),
  // The direct-message conversation a reply_declined item is about (decision 075).
  conversationId: z.string().optional(),
  at: z.string(),
  unread: z.boolean(),
})
export type TNotification = z.infer<typeof ZNotification>

export const ZNotifications = z.object({
  unreadCount: z.number().int(),
  items: z.array(ZNotification),
})
export type TNotifications = z.infer<typeof ZNotifications>
