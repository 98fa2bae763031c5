import { createIdSource, type IdSource } from '../random'
import {
  clearPublishingState,
  createPublishingState,
  type PublishingState,
} from './publishing-store'
import { clearMessagingStore, createMessagingStore } from './messaging-store'
import type { MessagingStore } from './messaging-types'
import type {
  Account,
  AuthCode,
  CallbackRecord,
  Comment,
  Media,
  PrivateReply,
  Token,
} from './types'

export interface Store {
  accounts: Map<string, Account>
  media: Map<string, Media>
  /** media containers and the publishing quota */
  publishing: PublishingState
  comments: Map<string, Comment>
  tokens: Map<string, Token>
  codes: Map<string, AuthCode>
  /** user_id → subscribed webhook fields */
  subscriptions: Map<string, string[]>
  /** user_id → timestamps (ms) of graph calls in the rolling window */
  usage: Map<string, number[]>
  /** follower username → stable Instagram-scoped id */
  followers: Map<string, string>
  callbacks: CallbackRecord[]
  /** Direct messages, conversations and mentions */
  messaging: MessagingStore
  /** comment id → the private reply sent about it */
  privateReplies: Map<string, PrivateReply>
  ids: IdSource
  seq: number
}

export function createStore(): Store {
  return {
    accounts: new Map(),
    media: new Map(),
    publishing: createPublishingState(),
    comments: new Map(),
    tokens: new Map(),
    codes: new Map(),
    subscriptions: new Map(),
    usage: new Map(),
    followers: new Map(),
    callbacks: [],
    messaging: createMessagingStore(),
    privateReplies: new Map(),
    ids: createIdSource(),
    seq: 0,
  }
}

/** Clears in place so references handed out (`simulator.store`) stay valid. */
export function clearStore(store: Store): void {
  const fresh = createStore()
  for (const map of [store.accounts, store.media, store.comments, store.tokens, store.codes])
    map.clear()
  clearPublishingState(store.publishing)
  store.subscriptions.clear()
  store.usage.clear()
  store.followers.clear()
  store.callbacks.length = 0
  clearMessagingStore(store.messaging)
  store.privateReplies.clear()
  store.ids = fresh.ids
  store.seq = 0
}

export const nextSeq = (store: Store) => ++store.seq

export function uniqueId(store: Store, make: () => string): string {
  const taken = (id: string) =>
    store.accounts.has(id) || store.media.has(id) || store.comments.has(id)
  for (;;) {
    const id = make()
    if (!taken(id)) return id
  }
}

export const newUserId = (s: Store) => uniqueId(s, () => `1784${s.ids.digits(13)}`)
/** 17 digits, above 2^53 and odd, so a naive JSON.parse cannot keep it exact. */
export const newAppScopedId = (s: Store) =>
  uniqueId(s, () => `2${s.ids.digits(15)}${s.ids.pick(['1', '3', '5', '7', '9'])}`)
export const newMediaId = (s: Store) => uniqueId(s, () => `18${s.ids.digits(16)}`)
export const newCommentId = (s: Store) => uniqueId(s, () => `17${s.ids.digits(15)}`)

export function followerId(store: Store, username: string): string {
  const known = store.followers.get(username)
  if (known) return known
  const id = uniqueId(store, () => `${store.ids.pick(['1', '2', '3'])}${store.ids.digits(15)}`)
  store.followers.set(username, id)
  return id
}

const SHORTCODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')
export const newShortcode = (s: Store) =>
  Array.from({ length: 11 }, () => s.ids.pick(SHORTCODE_CHARS)).join('')
