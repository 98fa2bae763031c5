// Provisional shapes of the direct-message API, until common/src/schemas/direct-messages.ts lands.
import type { TOutgoing } from '@common/schemas/comment'
import type { TLabel } from '@common/schemas/label'
import type { TCommentPastoral } from '@common/schemas/pastoral'

export const INBOX_KINDS = ['comments', 'messages', 'mentions', 'all'] as const
export type TInboxKind = (typeof INBOX_KINDS)[number]

export interface TInboxConversation {
  kind: 'conversation'
  id: string
  organization: { id: string; name: string; routeId: string }
  account: { id: string; username: string }
  username: string
  lastMessage: { text: string; direction: 'in' | 'out'; at: string } | null
  windowEndsAt: string | null
  humanAgentUntil: string | null
  assignee: { id: string; name: string } | null
  done: boolean
  labels: TLabel[]
  unread: boolean
  pastoral?: TCommentPastoral
}

export interface TInboxMention {
  kind: 'mention'
  id: string
  organization: { id: string; name: string; routeId: string }
  account: { id: string; username: string }
  username: string
  text: string
  permalink: string | null
  mediaUrl: string | null
  storyMention: boolean
  at: string
  assignee: { id: string; name: string } | null
  done: boolean
  labels: TLabel[]
  unread: boolean
}

export interface TDirectMessage {
  id: string
  direction: 'in' | 'out'
  // 'follower', 'instagram' (the church from its phone) or the Flock user's name.
  sentBy: string
  sentVia: 'follower' | 'instagram' | 'flock'
  text: string | null
  attachments: { type: string; url: string | null }[]
  storyReplyTo: { url: string | null } | null
  storyMention: { url: string | null } | null
  reactions: { emoji: string; by: 'follower' | 'church' }[]
  seenAt: string | null
  unsentAt: string | null
  at: string
  outgoing: TOutgoing | null
}

export interface TConversationThread {
  conversation: TInboxConversation
  messages: TDirectMessage[]
  olderCursor: string | null
  humanAgentEnabled: boolean
  approvalRequired: boolean
  notes: { id: string; authorName: string | null; text: string; createdAt: string }[]
  sendBlockedReason: string | null
}
