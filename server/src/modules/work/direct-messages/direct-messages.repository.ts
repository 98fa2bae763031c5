import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { directConversations, directMessages, workItems } from '../../../db/schema'
import { insertWorkItem } from '../work-items/work-items.repository'

// Conversations and their messages (decision 072). Meta delivers twice and out of order: a
// message is stored once under the unique index on its Instagram id, and a conversation once per
// (account, follower), created under a per-follower transaction lock.

export type ConversationRow = typeof directConversations.$inferSelect
export type DirectMessageRow = typeof directMessages.$inferSelect
export type NewDirectMessage = typeof directMessages.$inferInsert

export async function lockFollower(tx: DbOrTx, accountId: string, followerIgId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`dm:${accountId}:${followerIgId}`}, 0))`,
  )
}

export async function findConversation(db: DbOrTx, accountId: string, followerIgId: string) {
  const [row] = await db
    .select()
    .from(directConversations)
    .where(
      and(
        eq(directConversations.accountId, accountId),
        eq(directConversations.followerIgId, followerIgId),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function findConversationById(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(directConversations)
    .where(eq(directConversations.id, id))
    .limit(1)
  return row ?? null
}

// Under lockFollower: the follower's conversation with the account, made with its work item
// when it is the first message.
export async function findOrCreateConversation(
  tx: DbOrTx,
  account: { id: string; organizationId: string },
  follower: { igId: string; username: string | null; igConversationId?: string | null },
  openedBy: 'inbound' | 'outbound',
  at: Date,
) {
  const found = await findConversation(tx, account.id, follower.igId)
  if (found) {
    if (follower.username && found.username !== follower.username) {
      await tx
        .update(directConversations)
        .set({ username: follower.username })
        .where(eq(directConversations.id, found.id))
    }
    return { conversation: found, created: false }
  }
  const item = await insertWorkItem(tx, {
    kind: 'conversation',
    organizationId: account.organizationId,
    accountId: account.id,
    responseStatus: openedBy === 'inbound' ? 'pending' : 'responded',
    lastActivityAt: at,
  })
  const [conversation] = await tx
    .insert(directConversations)
    .values({
      id: item.id,
      organizationId: account.organizationId,
      accountId: account.id,
      followerIgId: follower.igId,
      username: follower.username ?? '',
      igConversationId: follower.igConversationId ?? null,
    })
    .returning()
  return { conversation: conversation!, created: true }
}

// Stores a message unless its Instagram id is already stored; null then.
export async function insertMessageOnce(tx: DbOrTx, values: NewDirectMessage) {
  const [row] = await tx.insert(directMessages).values(values).onConflictDoNothing().returning()
  return row ?? null
}

// What Flock sent, recorded when Instagram answers with its id: if the echo came first (stored as
// sent from the phone), that row becomes Flock's.
export async function recordSentMessage(tx: DbOrTx, values: NewDirectMessage) {
  const [row] = await tx
    .insert(directMessages)
    .values(values)
    .onConflictDoUpdate({
      target: directMessages.igMessageId,
      set: {
        sentByFlockUser: sql`excluded.sent_by_flock_user`,
        outgoingMessageId: sql`excluded.outgoing_message_id`,
      },
    })
    .returning({ id: directMessages.id, inserted: sql<boolean>`xmax = 0` })
  return row!
}

export async function markEcho(tx: DbOrTx, igMessageId: string) {
  await tx
    .update(directMessages)
    .set({ isEcho: true })
    .where(eq(directMessages.igMessageId, igMessageId))
}

export async function findMessageByIgId(db: DbOrTx, igMessageId: string) {
  const [row] = await db
    .select()
    .from(directMessages)
    .where(eq(directMessages.igMessageId, igMessageId))
    .limit(1)
  return row ?? null
}

export async function findMessageById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(directMessages).where(eq(directMessages.id, id)).limit(1)
  return row ?? null
}

export async function findMessageByOutgoing(db: DbOrTx, outgoingId: string) {
  const [row] = await db
    .select()
    .from(directMessages)
    .where(eq(directMessages.outgoingMessageId, outgoingId))
    .limit(1)
  return row ?? null
}

// The thread's summary after a message: only a newer message becomes the last one, so an event
// delivered late never replaces a later one.
export async function noteMessage(
  tx: DbOrTx,
  conversationId: string,
  message: { direction: 'inbound' | 'outbound'; text: string | null; sentAt: Date },
) {
  const at = message.sentAt.toISOString()
  const newer = sql`(${directConversations.lastMessageAt} is null or ${directConversations.lastMessageAt} <= ${at}::timestamptz)`
  const inbound = message.direction === 'inbound'
  const [row] = await tx
    .update(directConversations)
    .set({
      lastMessageAt: sql`case when ${newer} then ${at}::timestamptz else ${directConversations.lastMessageAt} end`,
      lastMessageText: sql`case when ${newer} then ${message.text}::text else ${directConversations.lastMessageText} end`,
      lastMessageDirection: sql`case when ${newer} then ${message.direction}::text else ${directConversations.lastMessageDirection} end`,
      ...(inbound
        ? {
            lastInboundAt: sql`greatest(${directConversations.lastInboundAt}, ${at}::timestamptz)`,
            unanswered: sql`${directConversations.unanswered} + 1`,
          }
        : {
            unanswered: sql`case when ${directConversations.lastInboundAt} is null or ${directConversations.lastInboundAt} <= ${at}::timestamptz then 0 else ${directConversations.unanswered} end`,
          }),
    })
    .where(eq(directConversations.id, conversationId))
    .returning()
  return row!
}

// The follower took a message back: its text and attachments leave Flock.
export async function unsendMessage(tx: DbOrTx, igMessageId: string) {
  const [row] = await tx
    .update(directMessages)
    .set({ text: null, attachments: [], storyReplyTo: null, postback: null, unsentAt: sql`now()` })
    .where(eq(directMessages.igMessageId, igMessageId))
    .returning()
  if (row)
    await tx
      .update(directConversations)
      .set({ lastMessageText: null })
      .where(
        and(
          eq(directConversations.id, row.conversationId),
          eq(directConversations.lastMessageAt, row.sentAt),
        ),
      )
  return row ?? null
}

export async function setFollowerReaction(tx: DbOrTx, igMessageId: string, emoji: string | null) {
  const [row] = await tx
    .update(directMessages)
    .set({ followerReaction: emoji })
    .where(eq(directMessages.igMessageId, igMessageId))
    .returning()
  return row ?? null
}

export async function setAccountReaction(tx: DbOrTx, id: string, emoji: string | null) {
  const [row] = await tx
    .update(directMessages)
    .set({ accountReaction: emoji })
    .where(eq(directMessages.id, id))
    .returning()
  return row ?? null
}

// A seen receipt covers the message it names and every earlier one the account sent.
export async function markSeen(tx: DbOrTx, igMessageId: string, at: Date) {
  const seen = await findMessageByIgId(tx, igMessageId)
  if (!seen) return null
  await tx
    .update(directMessages)
    .set({ seenAt: at })
    .where(
      and(
        eq(directMessages.conversationId, seen.conversationId),
        eq(directMessages.direction, 'outbound'),
        isNull(directMessages.seenAt),
        lte(directMessages.sentAt, seen.sentAt),
      ),
    )
  return seen
}

// A page of the thread, newest first from `before` (a message's time and id).
export async function listThreadMessages(
  db: DbOrTx,
  conversationId: string,
  before: { key: string; id: string } | null,
  limit: number,
) {
  return db
    .select()
    .from(directMessages)
    .where(
      and(
        eq(directMessages.conversationId, conversationId),
        before
          ? or(
              lt(directMessages.sentAt, new Date(before.key)),
              and(
                eq(directMessages.sentAt, new Date(before.key)),
                lt(directMessages.id, before.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(directMessages.sentAt), desc(directMessages.id))
    .limit(limit + 1)
}

// Text and attachments of every message of an account's conversations with one follower (a
// data-deletion request) or of a whole account, erased.
export async function eraseMessagesOf(tx: DbOrTx, accountId: string, followerIgId?: string) {
  const conversations = tx
    .select({ id: directConversations.id })
    .from(directConversations)
    .where(
      and(
        eq(directConversations.accountId, accountId),
        followerIgId ? eq(directConversations.followerIgId, followerIgId) : undefined,
      ),
    )
  await tx
    .update(directMessages)
    .set({ text: null, attachments: [], storyReplyTo: null, postback: null })
    .where(sql`${directMessages.conversationId} in ${conversations}`)
  await tx
    .update(directConversations)
    .set({ lastMessageText: null })
    .where(sql`${directConversations.id} in ${conversations}`)
}

export const byTime = [asc(directMessages.sentAt), asc(directMessages.id)]
export const newerThan = (at: Date) => gt(directMessages.sentAt, at)
export { workItems }
