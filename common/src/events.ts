import { z } from 'zod'

// Everything the server tells browsers about, over one server-sent-events stream per user.
// Each event names the organization it belongs to: a user only ever receives events of
// organizations they may see. Events say what changed, not the new data; the browser refetches
// exactly the queries an event touches.
export const ZRealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('organization.created'), organizationId: z.string() }),
  z.object({ type: z.literal('organization.updated'), organizationId: z.string() }),
  z.object({
    type: z.literal('account.updated'),
    organizationId: z.string(),
    accountId: z.string(),
    // connected | revoked | needs_reconnection | synced | sync_progress | deleted
    change: z.string(),
  }),
  z.object({
    type: z.literal('comment.changed'),
    organizationId: z.string(),
    accountId: z.string(),
    commentId: z.string(),
    // created | replied | reply_failed | hidden | unhidden | deleted | sending
    change: z.string(),
  }),
  z.object({ type: z.literal('notification.changed'), organizationId: z.string() }),
])
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>
