import { z } from 'zod'
import { PRIVATE_REPLY_MAX_BYTES, utf8Length } from '../message-bytes'
import { ZText } from './common'
import { OUTGOING_STATUSES, ZComposeMessage, ZInboxComment } from './comment'
import { ZLabel } from './label'
import { ZCommentPastoral } from './pastoral'

// Direct messages and mentions (decision 072). A follower's direct-message thread with one
// account is a work item of kind `conversation`; a mention of an account elsewhere is a work item
// of kind `mention`. Both sit in the one inbox beside comments.

// The inbox's kind filter (`GET /api/comments?kind=`). `comments` is the default and answers
// exactly as before (ZInboxPage); the others answer ZInboxItemPage, items told apart by `kind`.
export const INBOX_KINDS = ['comments', 'messages', 'mentions', 'all'] as const
export type TInboxKind = (typeof INBOX_KINDS)[number]
export const ZInboxKindQuery = z.object({
  kind: z
    .enum(INBOX_KINDS, { error: `kind must be one of ${INBOX_KINDS.join(', ')}` })
    .default('comments'),
})

export const WORK_ITEM_KINDS = ['comment', 'conversation', 'mention'] as const
export type TWorkItemKind = (typeof WORK_ITEM_KINDS)[number]

// Instagram takes at most 1,000 bytes of UTF-8 as the text of a direct message.
export const DM_TEXT_MAX_BYTES = PRIVATE_REPLY_MAX_BYTES
// The account may answer within 24 h of the follower's last message; with the HUMAN_AGENT tag
// (operator setting, a person typing) within 7 days.
export const DM_WINDOW_HOURS = 24
export const DM_HUMAN_AGENT_DAYS = 7

export function dmTextTooLong(text: string): string | null {
  const bytes = utf8Length(text)
  if (bytes <= DM_TEXT_MAX_BYTES) return null
  const n = (value: number) => value.toLocaleString('en-US')
  return `Direct messages are limited to ${n(DM_TEXT_MAX_BYTES)} bytes; this one is ${n(bytes)} (Korean and emoji take 3–4 bytes a character).`
}

export const DM_DIRECTIONS = ['inbound', 'outbound'] as const
// Who wrote a message: the follower; a teammate through Flock; the church from the Instagram app
// (an echo Flock did not send).
export const DM_SENDERS = ['follower', 'flock', 'instagram_app'] as const
export const DM_ATTACHMENT_TYPES = [
  'image',
  'video',
  'audio',
  'file',
  'share',
  'story_mention',
  'ig_reel',
  'reel',
  'ig_post',
  'ig_story',
  'like_heart',
  'unsupported_type',
] as const

// Shown from Instagram's URL, never stored by Flock; story media expire after 24 h (show a
// placeholder when the image fails to load).
export const ZDmAttachment = z.object({
  type: z.string(),
  url: z.string().nullable(),
})
export type TDmAttachment = z.infer<typeof ZDmAttachment>

// The delivery of a message Flock sends (the outgoing engine's states), null for received ones
// and for echoes of what the church sent from its phone.
export const ZDmDelivery = z.object({
  outgoingId: z.string(),
  status: z.enum(OUTGOING_STATUSES),
  lastError: z.string().nullable(),
  // The failure was Instagram's window (403, code 10, subcode 2534022), not a permission.
  windowProblem: z.boolean(),
  humanAgent: z.boolean(),
  // The church's decision on a held message (decision 075): who, and why it was declined.
  reviewerName: z.string().nullable().optional(),
  declineReason: z.string().nullable().optional(),
})
export type TDmDelivery = z.infer<typeof ZDmDelivery>

export const ZDirectMessage = z.object({
  id: z.string(),
  direction: z.enum(DM_DIRECTIONS),
  sender: z.enum(DM_SENDERS),
  // The teammate who sent it from Flock.
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  // null once unsent (the follower took it back: Flock removes its text).
  text: z.string().nullable(),
  attachments: z.array(ZDmAttachment),
  // A reply to one of the church's stories: the story's id and Instagram's URL.
  storyReply: z.object({ id: z.string().nullable(), url: z.string().nullable() }).nullable(),
  // The follower mentioned the account in their story (shown from storyMentionUrl, expiring).
  storyMention: z.boolean(),
  // The message it quotes (Flock's id), when Flock holds it.
  replyToId: z.string().nullable(),
  postback: z.object({ title: z.string(), payload: z.string() }).nullable(),
  unsupported: z.boolean(),
  // Hearts on the message: by the follower, or by the account.
  reactions: z.array(z.object({ by: z.enum(['follower', 'account']), emoji: z.string() })),
  // When the follower saw it (outbound messages only).
  seenAt: z.string().nullable(),
  unsentAt: z.string().nullable(),
  sentAt: z.string(),
  delivery: ZDmDelivery.nullable(),
})
export type TDirectMessage = z.infer<typeof ZDirectMessage>

// Where the thread stands with Instagram's windows: `open` (ordinary messages until
// windowEndsAt), `human_agent` (only with the HUMAN_AGENT tag, until humanAgentUntil, when the
// operator enabled it) or `closed` (nothing can be sent until the follower writes again).
export const DM_WINDOW_STATES = ['open', 'human_agent', 'closed'] as const
export const ZDmWindow = z.object({
  state: z.enum(DM_WINDOW_STATES),
  lastInboundAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  // null when the operator has not enabled the human-agent tag.
  humanAgentUntil: z.string().nullable(),
  humanAgentEnabled: z.boolean(),
})
export type TDmWindow = z.infer<typeof ZDmWindow>

const ZOrganizationRef = z.object({ id: z.string(), name: z.string(), routeId: z.string() })
const ZAccountRef = z.object({ id: z.string(), username: z.string() })
const ZPerson = z.object({ id: z.string(), name: z.string() })
const ZDone = z.object({ by: z.string(), at: z.string() })
// pending: awaiting an answer (the follower wrote last); responded; done (no reply needed).
export const DM_RESPONSE_STATUSES = ['pending', 'responded', 'done'] as const

// A follower's thread with one account, as an inbox item.
export const ZInboxConversation = z.object({
  kind: z.literal('conversation'),
  id: z.string(),
  organization: ZOrganizationRef,
  account: ZAccountRef,
  username: z.string(),
  lastMessage: z
    .object({ text: z.string().nullable(), direction: z.enum(DM_DIRECTIONS), at: z.string() })
    .nullable(),
  windowEndsAt: z.string().nullable(),
  humanAgentUntil: z.string().nullable(),
  responseStatus: z.enum(DM_RESPONSE_STATUSES),
  assignee: ZPerson.nullable(),
  done: ZDone.nullable(),
  labels: z.array(ZLabel),
  // Not yet opened by the signed-in teammate since the follower's last message.
  unread: z.boolean(),
  // Follower messages not yet answered.
  unanswered: z.number().int(),
  pastoral: ZCommentPastoral.optional(),
  updatedAt: z.string(),
})
export type TInboxConversation = z.infer<typeof ZInboxConversation>

// A comment or caption elsewhere that @mentions one of the accounts.
export const ZInboxMention = z.object({
  kind: z.literal('mention'),
  id: z.string(),
  organization: ZOrganizationRef,
  account: ZAccountRef,
  username: z.string(),
  text: z.string(),
  // A caption mention (a post that mentions the account) rather than a comment.
  caption: z.boolean(),
  mediaUrl: z.string().nullable(),
  permalink: z.string().nullable(),
  mentionedAt: z.string(),
  // The account's answer under the mentioning comment or caption.
  reply: z
    .object({ text: z.string(), at: z.string(), status: z.enum(OUTGOING_STATUSES) })
    .nullable(),
  canReply: z.boolean(),
  responseStatus: z.enum(DM_RESPONSE_STATUSES),
  assignee: ZPerson.nullable(),
  done: ZDone.nullable(),
  labels: z.array(ZLabel),
  unread: z.boolean(),
  pastoral: ZCommentPastoral.optional(),
})
export type TInboxMention = z.infer<typeof ZInboxMention>

export const ZInboxCommentItem = ZInboxComment.extend({ kind: z.literal('comment') })
export const ZInboxItem = z.discriminatedUnion('kind', [
  ZInboxCommentItem,
  ZInboxConversation,
  ZInboxMention,
])
export type TInboxItem = z.infer<typeof ZInboxItem>

// `GET /api/comments?kind=messages|mentions|all`. Newest activity first (sort=oldest reverses);
// the views open/mine/done/responded/all apply to every kind, hidden to comments only.
export const ZInboxItemPage = z.object({
  items: z.array(ZInboxItem),
  nextCursor: z.string().nullable(),
  searchedNewest: z.number().int().nullable(),
})
export type TInboxItemPage = z.infer<typeof ZInboxItemPage>

// `GET /api/comments/counts` gains `kinds`: the views' counts for conversations and mentions.
export const ZKindCounts = z.object({
  open: z.number().int(),
  mine: z.number().int(),
  done: z.number().int(),
  responded: z.number().int(),
  all: z.number().int(),
})
export const ZInboxKindCounts = z.object({
  messages: ZKindCounts,
  mentions: ZKindCounts,
})
export type TInboxKindCounts = z.infer<typeof ZInboxKindCounts>

// `GET /api/direct-conversations/:id?before=&limit=`: the thread, newest page of messages
// (oldest first within the page), `olderCursor` for the page before it.
export const ZDirectThreadQuery = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const ZDirectThread = z.object({
  conversation: ZInboxConversation,
  window: ZDmWindow,
  messages: z.array(ZDirectMessage),
  olderCursor: z.string().nullable(),
  // The signed-in person may send, react and change the work state (the agency's team).
  canSend: z.boolean(),
  // Why sending is not possible now (account disconnected, window closed…), or null.
  sendBlockedReason: z.string().nullable(),
})
export type TDirectThread = z.infer<typeof ZDirectThread>

// `POST /api/direct-conversations/:id/messages`. Text (≤ 1,000 bytes UTF-8) and/or an image or
// video from the church's assets. `humanAgent` asks for the HUMAN_AGENT tag (after 24 h, within
// 7 days, when the operator enabled it). `clientKey` is made by the browser once per compose, so
// a retried request is one message.
export const ZSendDirectMessage = z
  .object({
    text: ZText({ error: 'Message text must be text' })
      .trim()
      .superRefine((text, ctx) => {
        const tooLong = dmTextTooLong(text)
        if (tooLong) ctx.addIssue({ code: 'custom', message: tooLong })
      })
      .optional(),
    assetId: z.uuid({ error: 'assetId must be an asset id' }).optional(),
    humanAgent: z.boolean({ error: 'humanAgent must be true or false' }).optional(),
    clientKey: z.uuid({ error: 'clientKey must be a UUID' }),
  })
  .refine((body) => Boolean(body.text) || Boolean(body.assetId), {
    message: 'Write a message or choose an image or video',
    path: ['text'],
  })
export type TSendDirectMessage = z.infer<typeof ZSendDirectMessage>

// `POST /api/direct-conversations/:id/reactions`: the account's heart on a message.
export const ZReactDirectMessage = z.object({
  messageId: z.uuid({ error: 'messageId must be a message id' }),
})

// `GET/PUT /api/organizations/:routeId/message-privacy`: who among the church's people may read
// its direct-message conversations. The agency's team always may.
export const DM_READERS = ['owner', 'pastoral_contacts', 'all_members'] as const
export const ZMessagePrivacy = z.object({
  readers: z.enum(DM_READERS, { error: `readers must be one of ${DM_READERS.join(', ')}` }),
})
export type TMessagePrivacy = z.infer<typeof ZMessagePrivacy>

// `GET /api/organizations/:routeId/direct-conversations`: a church's conversations, for the
// people its privacy setting lets read them.
export const ZDirectConversationPage = z.object({
  items: z.array(ZInboxConversation),
  nextCursor: z.string().nullable(),
})
export type TDirectConversationPage = z.infer<typeof ZDirectConversationPage>

// Work state of a conversation or mention (`/api/work-items/:id/…`): done/reopen, assignee,
// labels and notes reuse the comment shapes (ZSetAssignee, labels, notes).
export const ZWorkItemState = z.object({
  id: z.string(),
  kind: z.enum(WORK_ITEM_KINDS),
  responseStatus: z.enum(DM_RESPONSE_STATUSES),
  done: ZDone.nullable(),
  assignee: ZPerson.nullable(),
})
export type TWorkItemState = z.infer<typeof ZWorkItemState>

// `POST /api/mentions/:id/reply`: the account answers under the mentioning comment or caption.
export const ZMentionReply = ZComposeMessage
