import { z } from 'zod'
import { ZPageQuery, ZText } from './common'

// The states a church sees its comments in: still open, answered, or hidden on Instagram.
export const CONVERSATION_STATES = ['all', 'open', 'responded', 'hidden'] as const
export const ZConversationState = z.enum(CONVERSATION_STATES)

export const ZConversationQuery = ZPageQuery.extend({
  state: ZConversationState.default('all'),
  search: ZText().trim().max(200, 'search must be at most 200 characters').optional(),
  limit: ZPageQuery.shape.limit.default(20),
})
export type TConversationQuery = z.infer<typeof ZConversationQuery>

// A follower's comment on one of the church's accounts and what was said back, read-only.
export const ZConversation = z.object({
  id: z.string(),
  accountUsername: z.string(),
  username: z.string(),
  text: z.string(),
  commentedAt: z.string(),
  state: z.enum(['open', 'responded', 'hidden']),
  permalink: z.string().nullable(),
  replies: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      text: z.string(),
      commentedAt: z.string(),
      // Written by the church's account (the agency's reply), not by a follower.
      isOwn: z.boolean(),
    }),
  ),
})
export type TConversation = z.infer<typeof ZConversation>

export const ZConversationPage = z.object({
  items: z.array(ZConversation),
  nextCursor: z.string().nullable(),
})
export type TConversationPage = z.infer<typeof ZConversationPage>
