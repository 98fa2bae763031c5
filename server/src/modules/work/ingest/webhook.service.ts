import type { FastifyBaseLogger } from 'fastify'
import type { JobQueue } from '../../../lib/jobs'
import {
  findAccountByIgUserId,
  type AccountRow,
} from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { postValues } from './comment-mapping'
import { publishCommentChange } from '../comments/comment-events'
import { afterCommit, type ArrivalStep } from './arrival'
import { storeCommentThread, storeReply } from './comment-store'
import { findCommentByIgId, type InstagramField } from '../comments/comments.repository'
import { findPostByIgId, upsertPost } from '../comments/posts.repository'
import {
  type TCommentValue,
  type TWebhookPayload,
  ZCommentValue,
} from '../../../integrations/instagram/webhook-payload'

export interface WebhookDeps extends InstagramDeps {
  log?: FastifyBaseLogger
  // Sends at once what a new comment's arrival left for after its commit.
  jobs?: JobQueue
  // What a new follower's comment goes through (composed in job-definitions.ts).
  arrival: readonly ArrivalStep[]
  // Direct messages and mentions (modules/work/direct-messages, handed in by job-definitions.ts);
  // absent, their events are dropped.
  messaging?: MessagingHandlers
}

export interface MessagingHandlers {
  events(deps: WebhookDeps, account: AccountRow, events: readonly unknown[]): Promise<number>
  mention(deps: WebhookDeps, account: AccountRow, value: unknown, at: Date): Promise<boolean>
}

// Applies Meta's comment events. Replays are harmless (comments are keyed by Instagram's id),
// and the events of accounts Flock does not use (revoked, unknown, Meta's test id "0") are dropped.
export async function processWebhook(deps: WebhookDeps, payload: TWebhookPayload) {
  let applied = 0
  for (const entry of payload.entry) {
    const account = await findAccountByIgUserId(deps.db, entry.id)
    if (!account || account.status !== 'connected') continue
    const sentAt = entry.time ? new Date(entry.time * 1000) : new Date()
    if (deps.messaging && entry.messaging.length > 0)
      applied += await deps.messaging.events(deps, account, entry.messaging)
    for (const change of entry.changes) {
      if (change.field === 'mentions' && deps.messaging) {
        if (await deps.messaging.mention(deps, account, change.value, sentAt)) applied += 1
        continue
      }
      if (change.field !== 'comments' && change.field !== 'live_comments') continue
      const parsed = ZCommentValue.safeParse(change.value)
      if (!parsed.success) {
        deps.log?.warn({ accountId: account.id }, 'webhook change with an unreadable comment')
        continue
      }
      const live =
        change.field === 'live_comments' || parsed.data.media?.media_product_type === 'LIVE'
      if (await applyComment(deps, account, parsed.data, sentAt, live)) applied += 1
    }
  }
  return { applied }
}

// What an event says about a comment: its text, author, post and parent, but not its likes or
// hidden state. Only these are written to a comment Flock already knows, so a replay never
// unhides a comment, resets its likes or drops its post.
const EVENT_FIELDS: readonly InstagramField[] = ['text', 'username', 'fromIgId', 'mediaId']

async function applyComment(
  deps: WebhookDeps,
  account: AccountRow,
  value: TCommentValue,
  sentAt: Date,
  live: boolean,
) {
  const known = await findCommentByIgId(deps.db, value.id)
  const mediaId = value.media ? await ensurePost(deps, account, value.media.id) : null
  // The event's `time` is when Meta sent it (a retry can be hours late), so a new comment's time
  // comes from Instagram. A known comment already has it; should Instagram not answer, the send
  // time stands in until the next sync of the post writes the real one.
  const timestamp = known ? undefined : await commentTimestamp(deps, account, value.id)
  const carried = timestamp ? [...EVENT_FIELDS, 'commentedAt' as const] : EVENT_FIELDS
  const item = {
    id: value.id,
    text: value.text,
    timestamp: timestamp ?? sentAt.toISOString(),
    username: value.from?.username,
    from: {
      id: value.from?.self_ig_scoped_id ? account.igUserId : value.from?.id,
      username: value.from?.username,
    },
  }
  if (value.parent_id) {
    const parent = await findCommentByIgId(deps.db, value.parent_id)
    // A reply to a comment Flock has not seen yet arrives with the next sync of that post.
    if (!parent) return false
    const stored = await storeReply(deps.db, deps.arrival, account, item, parent, carried)
    await afterCommit(deps.jobs, stored.effects)
    await publishCommentChange(deps.db, { ...threadOf(account), commentId: parent.id }, 'replied')
    return stored.inserted
  }
  const thread = await storeCommentThread(
    deps.db,
    deps.arrival,
    account,
    item,
    mediaId,
    carried,
    live,
  )
  const { top, inserted } = thread
  await afterCommit(deps.jobs, thread.effects)
  if (inserted) {
    await publishCommentChange(deps.db, { ...threadOf(account), commentId: top.id }, 'created')
  }
  return inserted > 0
}

const threadOf = (account: AccountRow) => ({
  organizationId: account.organizationId,
  accountId: account.id,
})

async function commentTimestamp(deps: WebhookDeps, account: AccountRow, igCommentId: string) {
  try {
    const comment = await withAccountToken(deps, account, (token) =>
      deps.instagram.getComment(token, igCommentId),
    )
    return comment.timestamp
  } catch (error) {
    deps.log?.warn({ err: error, igCommentId }, 'could not read the time of a webhook comment')
    return undefined
  }
}

// A comment on a post Flock has not synced yet: fetch that one post now.
async function ensurePost(deps: WebhookDeps, account: AccountRow, igMediaId: string) {
  const known = await findPostByIgId(deps.db, igMediaId)
  if (known) return known.id
  try {
    const item = await withAccountToken(deps, account, (token) =>
      deps.instagram.getMedia(token, igMediaId),
    )
    return (await upsertPost(deps.db, postValues(account, item))).row.id
  } catch (error) {
    deps.log?.warn({ err: error, igMediaId }, 'could not fetch the post of a webhook comment')
    return null
  }
}
