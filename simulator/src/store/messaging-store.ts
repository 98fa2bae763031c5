import type { Store } from './store'
import type { Conversation, MessagingSnapshot, MessagingStore, Mention } from './messaging-types'

export const createMessagingStore = (): MessagingStore => ({
  conversations: new Map(),
  messages: new Map(),
  mentions: new Map(),
})

export function clearMessagingStore(m: MessagingStore) {
  m.conversations.clear()
  m.messages.clear()
  m.mentions.clear()
}

export const messagingSnapshot = (m: MessagingStore): MessagingSnapshot => ({
  conversations: [...m.conversations.values()],
  messages: [...m.messages.values()],
  mentions: [...m.mentions.values()],
})

export const mentionKey = (m: Mention) => m.commentId ?? m.mediaId

/** Files saved before messaging existed have no snapshot: start empty. */
export function restoreMessaging(m: MessagingStore, s: MessagingSnapshot | undefined) {
  clearMessagingStore(m)
  for (const c of s?.conversations ?? []) m.conversations.set(c.id, c)
  for (const msg of s?.messages ?? []) m.messages.set(msg.mid, msg)
  for (const mention of s?.mentions ?? []) m.mentions.set(mentionKey(mention), mention)
}

const b64 = (text: string) => Buffer.from(text).toString('base64url')

// Meta's ids are base64 of `ig_item:1:IGMessageID:<account>:<thread>:<item>` with its own
// escapes; these keep the look (and stay URL-safe, since they go in paths).
const THREAD_PREFIX = 'aWdfZAG06MTpJR01lc3NhZA2VUaHJlYWQ6'
const MESSAGE_PREFIX = 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOj'

export function newConversationId(store: Store, accountId: string): string {
  return `${THREAD_PREFIX}${b64(`${accountId}:340282366841710${store.ids.digits(24)}`)}`
}

export function newMid(store: Store, conversation: Conversation): string {
  const thread = Buffer.from(conversation.id.slice(THREAD_PREFIX.length), 'base64url').toString()
  return `${MESSAGE_PREFIX}${b64(`${thread}:${store.ids.digits(20)}`)}ZDZD`
}
