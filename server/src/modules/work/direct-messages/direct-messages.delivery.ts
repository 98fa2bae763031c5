import type { DbOrTx } from '../../../db/client'
import { InstagramError } from '../../../integrations/instagram/errors'
import type { TThreadMessage } from '../../../integrations/instagram/messaging-schemas'
import { publishCommentChange, threadOfOutgoing } from '../comments/comment-events'
import { findCommentById } from '../comments/comments.repository'
import {
  findAccountById,
  type AccountRow,
} from '../../instagram/instagram-accounts/accounts.repository'
import { withAccountToken } from '../../instagram/instagram-accounts/account-token'
import {
  type DeliveryDeps,
  type DeliveryOutcome,
  fail,
  isPermanent,
  type Leased,
  limitReached,
  messageOf,
} from '../outgoing/delivery.service'
import type { OutgoingRow } from '../outgoing/outgoing.repository'
import { markSent, releaseAfterTransientError, startSending } from '../outgoing/outgoing-state'
import { noteOutbound } from '../work-items/work-items.repository'
import {
  type ConversationRow,
  findConversationById,
  findMessageByIgId,
  findOrCreateConversation,
  lockFollower,
  noteMessage,
  recordSentMessage,
} from './direct-messages.repository'
import { findMention, isAnswerClaimed } from './mentions.repository'
import { DM_WINDOW_MS, HUMAN_AGENT_WINDOW_MS, WINDOW_PROBLEM } from './window'

// A direct message Flock sends, exactly once (decision 072). Before any retry it looks in the
// thread on Instagram for the message, because an earlier attempt may have landed although its
// answer was lost or its worker died; the unique message id then keeps Flock's copy single
// whichever of the answer and the echo comes first.
export async function deliverDirectMessage(
  deps: DeliveryDeps,
  row: Leased,
): Promise<DeliveryOutcome> {
  const conversation = row.workItemId ? await findConversationById(deps.db, row.workItemId) : null
  const account = await findAccountById(deps.db, row.accountId)
  if (!conversation || !account) return fail(deps, row, 'The conversation no longer exists.')
  // Checked again at every attempt: a message held for approval, or retried, may come after
  // the window has closed, and Instagram would refuse it anyway.
  const limit = row.humanAgent ? HUMAN_AGENT_WINDOW_MS : DM_WINDOW_MS
  if (!conversation.lastInboundAt || Date.now() - conversation.lastInboundAt.getTime() > limit)
    return fail(deps, row, WINDOW_PROBLEM)
  try {
    if (row.status === 'sending' || row.attempts > 1) {
      const landed = await findLanded(deps, account, conversation, row)
      if (landed) return finish(deps, row, conversation, landed.id, landed.at)
    }
    const overLimit = limitReached(deps.limits, row)
    if (overLimit) return fail(deps, row, `${overLimit} ${row.lastError ?? ''}`.trim())
    if (row.status === 'queued') {
      if (!(await startSending(deps.db, row))) return 'skipped'
    }
    const sent = await withAccountToken(deps, account, (token) =>
      deps.instagram.sendDirectMessage(
        token,
        account.igUserId,
        conversation.followerIgId,
        row.attachment ? { attachment: row.attachment } : { text: row.message },
        row.humanAgent,
      ),
    )
    return finish(deps, row, conversation, sent.message_id, new Date())
  } catch (error) {
    if (error instanceof InstagramError && error.kind === 'window')
      return fail(deps, row, WINDOW_PROBLEM)
    if (isPermanent(error)) return fail(deps, row, messageOf(error))
    await releaseAfterTransientError(deps.db, row, messageOf(error))
    const wait = error instanceof InstagramError ? error.retryAfterSeconds : undefined
    if (wait) return { retryAfter: wait }
    throw error
  }
}

// The account's message with this text in the thread, sent since this one was written and not
// already Flock's record of another message.
async function findLanded(
  deps: DeliveryDeps,
  account: AccountRow,
  conversation: ConversationRow,
  row: OutgoingRow,
) {
  const [thread] = await withAccountToken(deps, account, (token) =>
    deps.instagram.listThreads(token, account.igUserId, {
      followerId: conversation.followerIgId,
      limit: 1,
      messages: 50,
    }),
  )
  const since = row.createdAt.getTime() - 60_000
  const mine = (thread?.messages?.data ?? []).filter(
    (m: TThreadMessage) =>
      (m.from?.id === account.igUserId || m.from?.id === account.appScopedId) &&
      (m.created_time ? new Date(m.created_time).getTime() >= since : true) &&
      (row.attachment ? Boolean(m.attachments) : (m.message ?? '').trim() === row.message.trim()),
  )
  for (const candidate of mine.reverse()) {
    const stored = await findMessageByIgId(deps.db, candidate.id)
    if (stored?.outgoingMessageId && stored.outgoingMessageId !== row.id) continue
    return {
      id: candidate.id,
      at: candidate.created_time ? new Date(candidate.created_time) : new Date(),
    }
  }
  return null
}

// Records what landed, only while this worker still holds the lease.
async function finish(
  deps: DeliveryDeps,
  row: Leased,
  conversation: ConversationRow,
  igMessageId: string,
  at: Date,
): Promise<DeliveryOutcome> {
  return deps.db.transaction(async (tx) => {
    await lockFollower(tx, conversation.accountId, conversation.followerIgId)
    const sent = await markSent(tx, row, igMessageId)
    if (!sent) {
      deps.log?.warn({ outgoingId: row.id }, 'delivery lease lost; the next holder records it')
      return 'skipped' as const
    }
    await recordOutbound(tx, conversation, row, igMessageId, at)
    await publishCommentChange(tx, threadOfOutgoing(row), 'replied')
    return 'sent' as const
  })
}

async function recordOutbound(
  tx: DbOrTx,
  conversation: ConversationRow,
  row: OutgoingRow,
  igMessageId: string,
  at: Date,
) {
  const stored = await recordSentMessage(tx, {
    conversationId: conversation.id,
    igMessageId,
    direction: 'outbound',
    sentByFlockUser: row.createdBy,
    outgoingMessageId: row.id,
    text: row.message || null,
    attachments: row.attachment ? [row.attachment] : [],
    sentAt: at,
  })
  // An echo that came first already counted the message in the thread.
  if (!stored.inserted) return
  const summary = await noteMessage(tx, conversation.id, {
    direction: 'outbound',
    text: row.message || null,
    sentAt: at,
  })
  const answersLatest = !summary.lastInboundAt || summary.lastInboundAt.getTime() <= at.getTime()
  await noteOutbound(tx, conversation.id, at, answersLatest)
}

// A private reply opens (or joins) the commenter's conversation with the account, so the team
// sees one history per person per account.
export async function joinPrivateReply(tx: DbOrTx, row: OutgoingRow, igMessageId: string) {
  const comment = row.workItemId ? await findCommentById(tx, row.workItemId) : null
  if (!comment?.fromIgId) return
  await lockFollower(tx, comment.accountId, comment.fromIgId)
  const at = new Date()
  const { conversation } = await findOrCreateConversation(
    tx,
    { id: comment.accountId, organizationId: comment.organizationId },
    { igId: comment.fromIgId, username: comment.username },
    'outbound',
    at,
  )
  await recordOutbound(tx, conversation, row, igMessageId, at)
  await publishCommentChange(
    tx,
    {
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      commentId: conversation.id,
    },
    'replied',
  )
}

// An answer under a comment or caption that mentioned the account, exactly once (decision 075).
// An attempt whose answer was lost (or whose worker died) may have landed: the retry first reads
// the account's answers under the mention and takes the one with the same text, posted since it
// was written and not already another answer's; only when it is not there is it posted again.
// Where Instagram does not let Flock read them, the retry is not sent: it fails with the reason
// for a person to check (at most once rather than twice).
export async function deliverMentionReply(
  deps: DeliveryDeps,
  row: Leased,
): Promise<DeliveryOutcome> {
  const mention = row.workItemId ? await findMention(deps.db, row.workItemId) : null
  const account = await findAccountById(deps.db, row.accountId)
  if (!mention || !account) return fail(deps, row, 'The mention no longer exists.')
  const target = { mediaId: mention.igMediaId, commentId: mention.igCommentId }
  try {
    if (row.status === 'sending') {
      const landed = await findLandedAnswer(deps, account, target, row)
      if (landed === 'unknown')
        return fail(
          deps,
          row,
          'Flock could not confirm this answer reached Instagram: check the post before sending it again.',
        )
      if (landed) return finishMentionReply(deps, row, mention.id, landed)
    } else if (!(await startSending(deps.db, row))) return 'skipped'
    const created = await withAccountToken(deps, account, (token) =>
      deps.instagram.replyToMention(token, account.igUserId, target, row.message),
    )
    return finishMentionReply(deps, row, mention.id, created.id)
  } catch (error) {
    if (isPermanent(error)) return fail(deps, row, messageOf(error))
    await releaseAfterTransientError(deps.db, row, messageOf(error))
    const wait = error instanceof InstagramError ? error.retryAfterSeconds : undefined
    if (wait) return { retryAfter: wait }
    throw error
  }
}

// The account's answer with this text under the mention, posted since it was written and not
// recorded for another answer; null when it is not there; 'unknown' when Instagram would not
// say (the lookup is not offered to this app, or refused).
async function findLandedAnswer(
  deps: DeliveryDeps,
  account: AccountRow,
  target: { mediaId: string; commentId: string | null },
  row: OutgoingRow,
): Promise<string | null | 'unknown'> {
  let answers
  try {
    answers = await withAccountToken(deps, account, (token) =>
      deps.instagram.listMentionAnswers(token, account.igUserId, target),
    )
  } catch (error) {
    // A passing failure (network, rate limit): the next attempt asks again.
    if (!isPermanent(error)) throw error
    deps.log?.warn({ outgoingId: row.id, err: error }, 'mention answers could not be read')
    return 'unknown'
  }
  const since = row.createdAt.getTime() - 60_000
  const mine = answers.filter(
    (answer) =>
      (answer.from?.id === account.igUserId ||
        answer.from?.id === account.appScopedId ||
        answer.username === account.username) &&
      (answer.timestamp ? new Date(answer.timestamp).getTime() >= since : true) &&
      (answer.text ?? '').trim() === row.message.trim(),
  )
  for (const candidate of mine.reverse()) {
    if (await isAnswerClaimed(deps.db, candidate.id, row.id)) continue
    return candidate.id
  }
  return null
}

async function finishMentionReply(
  deps: DeliveryDeps,
  row: Leased,
  mentionId: string,
  igCommentId: string,
): Promise<DeliveryOutcome> {
  return deps.db.transaction(async (tx) => {
    const sent = await markSent(tx, row, igCommentId)
    if (!sent) return 'skipped' as const
    await noteOutbound(tx, mentionId, new Date(), true)
    await publishCommentChange(tx, threadOfOutgoing(row), 'replied')
    return 'sent' as const
  })
}
