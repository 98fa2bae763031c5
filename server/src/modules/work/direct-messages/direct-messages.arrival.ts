import type { FastifyBaseLogger } from 'fastify'
import type { Database, DbOrTx } from '../../../db/client'
import {
  type TMentionValue,
  type TMessagingEvent,
  ZMentionValue,
  ZMessagingEvent,
} from '../../../integrations/instagram/messaging-payload'
import type { JobQueue } from '../../../lib/jobs'
import { publishCommentChange } from '../comments/comment-events'
import { afterCommit, type AfterCommit, type ArrivalStep, runArrival } from '../ingest/arrival'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { noteInbound, noteOutbound } from '../work-items/work-items.repository'
import {
  findConversation,
  findOrCreateConversation,
  insertMessageOnce,
  lockFollower,
  markEcho,
  markSeen,
  type NewDirectMessage,
  noteMessage,
  setFollowerReaction,
  unsendMessage,
} from './direct-messages.repository'
import { findFlockSend } from './sent-by-flock'
import { storeMention } from './mentions.repository'

export interface MessagingArrivalDeps extends InstagramDeps {
  db: Database
  log?: FastifyBaseLogger
  jobs?: JobQueue
  arrival: readonly ArrivalStep[]
}

const HEART = '❤️'

// Applies an entry's messaging[] events for one account, each on its own: an event that does
// not parse is skipped (and logged) without holding up the others. Replays are harmless: every
// message is stored once by its Instagram id.
export async function applyMessagingEvents(
  deps: MessagingArrivalDeps,
  account: AccountRow,
  events: readonly unknown[],
): Promise<number> {
  let applied = 0
  for (const raw of events) {
    const parsed = ZMessagingEvent.safeParse(raw)
    if (!parsed.success) {
      deps.log?.warn({ accountId: account.id }, 'webhook messaging event that cannot be read')
      continue
    }
    if (await applyEvent(deps, account, parsed.data)) applied += 1
  }
  return applied
}

const isAccount = (account: AccountRow, id: string) =>
  id === account.igUserId || id === account.appScopedId

async function applyEvent(deps: MessagingArrivalDeps, account: AccountRow, event: TMessagingEvent) {
  const at = event.timestamp ?? new Date()
  const message = event.message
  if (message) {
    if (message.is_deleted) return unsend(deps, account, message.mid)
    const echo = Boolean(message.is_echo) || isAccount(account, event.sender.id)
    const followerId = echo ? event.recipient.id : event.sender.id
    if (isAccount(account, followerId)) return false
    const attachments = (message.attachments ?? []).map((a) => ({
      type: a.type,
      url: a.payload?.url ?? null,
    }))
    const story = message.reply_to?.story
    return storeMessage(deps, account, followerId, {
      igMessageId: message.mid,
      direction: echo ? 'outbound' : 'inbound',
      isEcho: echo,
      text: message.text ?? null,
      attachments,
      storyReplyTo: story ? { id: story.id ?? null, url: story.url ?? null } : null,
      storyMention: attachments.some((a) => a.type === 'story_mention'),
      replyToIgId: message.reply_to?.mid ?? null,
      unsupported:
        Boolean(message.is_unsupported) || attachments.some((a) => a.type === 'unsupported_type'),
      sentAt: at,
    })
  }
  if (event.postback) {
    if (isAccount(account, event.sender.id)) return false
    return storeMessage(deps, account, event.sender.id, {
      igMessageId: event.postback.mid ?? `postback:${event.sender.id}:${at.getTime()}`,
      direction: 'inbound',
      text: event.postback.title,
      postback: { title: event.postback.title, payload: event.postback.payload },
      sentAt: at,
    })
  }
  if (event.reaction) {
    const emoji = event.reaction.action === 'unreact' ? null : (event.reaction.emoji ?? HEART)
    return deps.db.transaction(async (tx) => {
      const row = await setFollowerReaction(tx, event.reaction!.mid, emoji)
      if (row) await publishChange(tx, account, row.conversationId, 'replied')
      return Boolean(row)
    })
  }
  if (event.read) {
    return deps.db.transaction(async (tx) => {
      const row = await markSeen(tx, event.read!.mid, at)
      if (row) await publishChange(tx, account, row.conversationId, 'replied')
      return Boolean(row)
    })
  }
  return false
}

async function unsend(deps: MessagingArrivalDeps, account: AccountRow, mid: string) {
  return deps.db.transaction(async (tx) => {
    const row = await unsendMessage(tx, mid)
    if (row) await publishChange(tx, account, row.conversationId, 'deleted')
    return Boolean(row)
  })
}

export type Arriving = Omit<NewDirectMessage, 'conversationId'> & { sentAt: Date }

// One message into its conversation (made on the follower's first message), in one transaction
// with the conversation's summary, its work state and, for a follower's words, the arrival steps
// (pastoral care, then the church's rules).
export async function storeMessage(
  deps: MessagingArrivalDeps,
  account: AccountRow,
  followerId: string,
  message: Arriving,
) {
  const known = await findConversation(deps.db, account.id, followerId)
  const follower = known
    ? { igId: followerId, username: null, igConversationId: null }
    : await lookUpFollower(deps, account, followerId)
  const outcome = await deps.db.transaction(async (tx) => {
    await lockFollower(tx, account.id, followerId)
    const { conversation } = await findOrCreateConversation(
      tx,
      account,
      follower,
      message.direction,
      message.sentAt,
    )
    const flock =
      message.direction === 'outbound' ? await findFlockSend(tx, message.igMessageId) : null
    const stored = await insertMessageOnce(tx, {
      ...message,
      conversationId: conversation.id,
      sentByFlockUser: flock?.createdBy ?? null,
      outgoingMessageId: flock?.id ?? null,
    })
    if (!stored) {
      // Already here: Flock recorded its own send first, or Meta delivered twice.
      if (message.isEcho) await markEcho(tx, message.igMessageId)
      return { inserted: false, effects: [] as AfterCommit[] }
    }
    const summary = await noteMessage(tx, conversation.id, {
      direction: message.direction,
      text: message.text ?? null,
      sentAt: message.sentAt,
    })
    let effects: AfterCommit[] = []
    if (message.direction === 'inbound') {
      await noteInbound(tx, conversation.id, message.sentAt)
      if (message.text)
        effects = await runArrival(
          tx,
          {
            id: conversation.id,
            organizationId: account.organizationId,
            accountId: account.id,
            parentId: null,
            username: summary.username,
            text: message.text,
            kind: 'conversation',
          },
          deps.arrival,
        )
    } else {
      const answersLatest =
        !summary.lastInboundAt || summary.lastInboundAt.getTime() <= message.sentAt.getTime()
      await noteOutbound(tx, conversation.id, message.sentAt, answersLatest)
    }
    await publishChange(
      tx,
      account,
      conversation.id,
      message.direction === 'inbound' ? 'created' : 'replied',
    )
    return { inserted: true, effects }
  })
  await afterCommit(deps.jobs, outcome.effects)
  return outcome.inserted
}

// The webhook names a follower by id only: their username (and the thread's id) come from the
// Conversations API, once per new conversation. Should Instagram not answer, the id stands in
// until the next message.
async function lookUpFollower(deps: MessagingArrivalDeps, account: AccountRow, followerId: string) {
  try {
    const [thread] = await withAccountToken(deps, account, (token) =>
      deps.instagram.listThreads(token, account.igUserId, {
        followerId,
        limit: 1,
        messages: 1,
      }),
    )
    const participant = thread?.participants?.data.find((p) => p.id === followerId)
    return {
      igId: followerId,
      username: participant?.username ?? null,
      igConversationId: thread?.id ?? null,
    }
  } catch (error) {
    deps.log?.warn({ err: error, accountId: account.id }, 'could not look up a messaging follower')
    return { igId: followerId, username: null, igConversationId: null }
  }
}

function publishChange(
  tx: DbOrTx,
  account: AccountRow,
  workItemId: string,
  change: 'created' | 'replied' | 'deleted',
) {
  return publishCommentChange(
    tx,
    { organizationId: account.organizationId, accountId: account.id, commentId: workItemId },
    change,
  )
}

// A `mentions` change: a comment or caption elsewhere that @mentions the account. Meta keeps no
// list of them, so what it says is read at once and stored.
export async function applyMention(
  deps: MessagingArrivalDeps,
  account: AccountRow,
  value: unknown,
  at: Date,
): Promise<boolean> {
  const parsed = ZMentionValue.safeParse(value)
  if (!parsed.success) {
    deps.log?.warn({ accountId: account.id }, 'webhook mention that cannot be read')
    return false
  }
  const details = await readMention(deps, account, parsed.data)
  const outcome = await deps.db.transaction(async (tx) => {
    const stored = await storeMention(tx, account, {
      igMediaId: parsed.data.media_id,
      igCommentId: parsed.data.comment_id ?? null,
      caption: !parsed.data.comment_id,
      mentionedAt: details?.at ?? at,
      username: details?.username ?? '',
      text: details?.text ?? '',
      mediaUrl: details?.mediaUrl ?? null,
      permalink: details?.permalink ?? null,
    })
    if (!stored) return { inserted: false, effects: [] as AfterCommit[] }
    const effects = stored.text
      ? await runArrival(
          tx,
          {
            id: stored.id,
            organizationId: account.organizationId,
            accountId: account.id,
            parentId: null,
            username: stored.username,
            text: stored.text,
            kind: 'mention',
          },
          deps.arrival,
        )
      : []
    await publishChange(tx, account, stored.id, 'created')
    return { inserted: true, effects }
  })
  await afterCommit(deps.jobs, outcome.effects)
  return outcome.inserted
}

async function readMention(deps: MessagingArrivalDeps, account: AccountRow, value: TMentionValue) {
  try {
    return await withAccountToken(deps, account, async (token) => {
      if (value.comment_id) {
        const c = await deps.instagram.getMentionedComment(
          token,
          account.igUserId,
          value.comment_id,
        )
        return {
          text: c.text ?? '',
          username: c.username ?? c.from?.username ?? '',
          at: c.timestamp ? new Date(c.timestamp) : null,
          mediaUrl: c.media?.media_url ?? null,
          permalink: c.media?.permalink ?? null,
        }
      }
      const m = await deps.instagram.getMentionedMedia(token, account.igUserId, value.media_id)
      return {
        text: m.caption ?? '',
        username: m.username ?? '',
        at: m.timestamp ? new Date(m.timestamp) : null,
        mediaUrl: m.media_url ?? null,
        permalink: m.permalink ?? null,
      }
    })
  } catch (error) {
    deps.log?.warn({ err: error, accountId: account.id }, 'could not read a mention')
    return null
  }
}
