import { sql } from 'drizzle-orm'
import {
  PRIVATE_REPLY_SCOPE,
  PRIVATE_REPLY_WINDOW_DAYS,
  type TOutgoing,
} from '@common/schemas/comment'
import type { outgoingMessages } from '../../../db/schema'

// How an outgoing message reads wherever it is shown (the inbox's cards, a post's comments, the
// answers to compose, approve and withdraw), and when a private reply may be offered at all.

// An outgoing message of alias o as a card's json.
export const outgoingJson = sql`json_build_object(
  'id', o.id, 'kind', o.kind, 'status', o.status, 'message', o.message,
  'lastError', o.last_error, 'createdAt', o.created_at, 'sentAt', o.sent_at,
  'reviewedAt', o.reviewed_at, 'reviewerName', o.reviewer_name, 'declineReason', o.decline_reason
)`

// json's timestamps are text; the rest as the columns.
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K]
}
export type OutgoingJson = Json<
  Pick<
    typeof outgoingMessages.$inferSelect,
    | 'id'
    | 'kind'
    | 'status'
    | 'message'
    | 'lastError'
    | 'createdAt'
    | 'sentAt'
    | 'reviewedAt'
    | 'reviewerName'
    | 'declineReason'
  >
>

// The columns toOutgoing reads. (outgoing.repository's OutgoingRow is the whole row.)
export type OutgoingViewRow = Pick<typeof outgoingMessages.$inferSelect, keyof OutgoingJson>
export interface PrivateReplyRow {
  outgoing: OutgoingViewRow
  byName: string | null
}

// An outgoing message read as json (its timestamps as text) as the row toOutgoing reads.
export function outgoingFromJson(json: OutgoingJson): OutgoingViewRow {
  const at = (text: string | null) => (text === null ? null : new Date(text))
  return {
    ...json,
    createdAt: new Date(json.createdAt),
    sentAt: at(json.sentAt),
    reviewedAt: at(json.reviewedAt),
  }
}

export function toOutgoing(row: OutgoingViewRow): TOutgoing {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    review:
      row.reviewedAt && row.status !== 'awaiting_approval'
        ? {
            decision: row.status === 'declined' ? 'declined' : 'approved',
            by: row.reviewerName ?? 'Someone at the church',
            at: row.reviewedAt.toISOString(),
            reason: row.declineReason,
          }
        : null,
  }
}

export const PRIVATE_REPLY_WINDOW_MS = PRIVATE_REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000
export const RECONNECT_FOR_PRIVATE_REPLIES = 'Reconnect to enable private replies'

export const LIVE_PUBLIC_REPLY_REFUSED =
  'Instagram does not allow public replies to comments on a live broadcast: reply privately while it is live.'
export const LIVE_BROADCAST_ENDED =
  'The live broadcast has ended: Instagram allows a private reply to a live comment only during the broadcast, and never a public one.'

// Why a private reply to this comment cannot be offered; null when it can. Instagram's rules:
// within 7 days of the comment (a live comment: while its broadcast is on air, decision 077),
// with the messaging permission granted at connect. The same rule refuses the request in
// outgoing.service.
export function privateReplyBlockedReason(
  comment: { commentedAt: Date; isLive?: boolean; liveEndedAt?: Date | null },
  account: { scopes: string[]; username: string },
  now = Date.now(),
): string | null {
  if (!account.scopes.includes(PRIVATE_REPLY_SCOPE))
    return `${RECONNECT_FOR_PRIVATE_REPLIES}: @${account.username} was connected before Flock asked Instagram for messaging.`
  if (comment.isLive) return comment.liveEndedAt ? LIVE_BROADCAST_ENDED : null
  if (privateReplyWindowClosed(comment, now))
    return `Instagram allows a private reply only within ${PRIVATE_REPLY_WINDOW_DAYS} days of the comment.`
  return null
}

export function privateReplyWindowClosed(comment: { commentedAt: Date }, now = Date.now()) {
  return now - comment.commentedAt.getTime() > PRIVATE_REPLY_WINDOW_MS
}
