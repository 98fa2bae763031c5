import type { FastifyBaseLogger } from 'fastify'
import { publish } from '../../realtime/publish'
import { findAccountByIgUserId, type AccountRow } from '../accounts/accounts.repository'
import { type InstagramDeps, withAccountToken } from '../comments/account-token'
import { mediaValues } from '../comments/comment-mapping'
import { storeCommentThread, storeReply } from '../comments/comment-store'
import { findCommentByIgId } from '../comments/comments.repository'
import { findMediaByIgId, upsertMedia } from '../comments/media.repository'
import { type TCommentValue, type TWebhookPayload, ZCommentValue } from './webhook-payload'

export interface WebhookDeps extends InstagramDeps {
  log?: FastifyBaseLogger
}

// Applies Meta's comment events. Replays are harmless (comments are keyed by Instagram's id),
// and the events of accounts Flock does not use (revoked, unknown, Meta's test id "0") are dropped.
export async function processWebhook(deps: WebhookDeps, payload: TWebhookPayload) {
  let applied = 0
  for (const entry of payload.entry) {
    const account = await findAccountByIgUserId(deps.db, entry.id)
    if (!account || account.status !== 'connected') continue
    const at = entry.time ? new Date(entry.time * 1000) : new Date()
    for (const change of entry.changes) {
      if (change.field !== 'comments' && change.field !== 'live_comments') continue
      const parsed = ZCommentValue.safeParse(change.value)
      if (!parsed.success) {
        deps.log?.warn({ accountId: account.id }, 'webhook change with an unreadable comment')
        continue
      }
      if (await applyComment(deps, account, parsed.data, at)) applied += 1
    }
  }
  return { applied }
}

async function applyComment(
  deps: WebhookDeps,
  account: AccountRow,
  value: TCommentValue,
  at: Date,
) {
  const mediaId = value.media ? await ensureMedia(deps, account, value.media.id) : null
  const item = {
    id: value.id,
    text: value.text,
    timestamp: at.toISOString(),
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
    const stored = await storeReply(deps.db, account, item, parent)
    await publish(deps.db, {
      type: 'comment.changed',
      organizationId: account.organizationId,
      accountId: account.id,
      commentId: parent.id,
      change: 'replied',
    })
    return stored.inserted
  }
  const { top, inserted } = await storeCommentThread(deps.db, account, item, mediaId)
  if (inserted) {
    await publish(deps.db, {
      type: 'comment.changed',
      organizationId: account.organizationId,
      accountId: account.id,
      commentId: top.id,
      change: 'created',
    })
  }
  return inserted > 0
}

// A comment on a post Flock has not synced yet: fetch that one post now.
async function ensureMedia(deps: WebhookDeps, account: AccountRow, igMediaId: string) {
  const known = await findMediaByIgId(deps.db, igMediaId)
  if (known) return known.id
  try {
    const item = await withAccountToken(deps, account, (token) =>
      deps.instagram.getMedia(token, igMediaId),
    )
    return (await upsertMedia(deps.db, mediaValues(account, item))).row.id
  } catch (error) {
    deps.log?.warn({ err: error, igMediaId }, 'could not fetch the post of a webhook comment')
    return null
  }
}
