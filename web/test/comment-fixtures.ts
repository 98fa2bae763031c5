import type { TInboxComment, TOutgoing } from '@common/schemas/comment'

// An open follower comment as the inbox API sends it; a test names only what it is about.
export function inboxComment(values: Partial<TInboxComment> = {}): TInboxComment {
  return {
    id: 'c-1',
    accountId: 'a-1',
    accountUsername: 'grace_chapel',
    username: 'maria',
    text: 'Amen 🙏',
    likeCount: 0,
    hidden: false,
    commentedAt: new Date().toISOString(),
    responseStatus: 'pending',
    responseText: null,
    respondedAt: null,
    respondedVia: null,
    respondedBy: null,
    hiddenChange: null,
    post: null,
    replies: [],
    outgoing: null,
    replyBlockedReason: null,
    privateReply: null,
    privateReplyBlockedReason: null,
    assignee: null,
    done: null,
    labels: [],
    unread: false,
    ...values,
  }
}

// A reply on its way to Instagram, as the API answers a send.
export function outgoingReply(message: string, values: Partial<TOutgoing> = {}): TOutgoing {
  return {
    id: 'out-1',
    kind: 'reply',
    status: 'queued',
    message,
    lastError: null,
    createdAt: new Date().toISOString(),
    sentAt: null,
    review: null,
    ...values,
  }
}
