/** One attachment of a direct message; `url` is a CDN address that expires (see cdnUrl). */
export interface MessageAttachment {
  type: string
  url?: string
  /** MEDIA_SHARE of one of the account's own posts */
  mediaId?: string
}

export interface Reaction {
  /** who reacted: the follower's IGSID or the account's user_id */
  by: string
  reaction: 'love'
  emoji: string
}

/** A direct message in a conversation between a professional account and one follower. */
export interface DirectMessage {
  mid: string
  conversationId: string
  /** The professional account's user_id */
  accountId: string
  /** The follower's Instagram-scoped id */
  followerId: string
  fromAccount: boolean
  /** How an account's message was sent: through the API, or in the Instagram app */
  via?: 'api' | 'app'
  text?: string
  attachments: MessageAttachment[]
  storyReply?: { id: string; url: string }
  replyToMid?: string
  postback?: { title: string; payload: string }
  /** Set on a private reply: the comment it answers */
  commentId?: string
  tag?: string
  unsupported?: boolean
  deleted: boolean
  reactions: Reaction[]
  timestamp: number
  seq: number
}

/** A thread; `timestamp`/`seq` are those of its last message, so lists page newest first. */
export interface Conversation {
  id: string
  accountId: string
  followerId: string
  username: string
  /** Time of the follower's last message that opens the reply window; null: never wrote */
  lastFollowerMessageAt: number | null
  /** The account has answered, which moves a thread out of the Requests folder */
  accountReplied: boolean
  timestamp: number
  seq: number
}

/** A comment elsewhere (or a caption) that @mentions a professional account. */
export interface Mention {
  accountId: string
  kind: 'comment' | 'caption'
  /** Absent for a caption mention */
  commentId?: string
  mediaId: string
  username: string
  authorId: string
  /** The comment's text, or the caption for a caption mention */
  text: string
  caption: string
  likeCount: number
  timestamp: number
  seq: number
  /** The account's replies to it (`POST /{ig-id}/mentions`) */
  replies: { id: string; text: string; timestamp: number }[]
}

export interface MessagingStore {
  conversations: Map<string, Conversation>
  messages: Map<string, DirectMessage>
  /** comment id (or media id for a caption mention) → mention */
  mentions: Map<string, Mention>
}

export interface MessagingSnapshot {
  conversations: Conversation[]
  messages: DirectMessage[]
  mentions: Mention[]
}
