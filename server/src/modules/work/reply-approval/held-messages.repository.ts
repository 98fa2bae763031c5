import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  directConversations,
  directMessages,
  instagramAccounts,
  organizations,
  outgoingMessages,
  user,
} from '../../../db/schema'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'

// The direct messages awaiting a church's approval (decision 075), oldest first as its replies
// are, a page at a time (outgoing_messages_awaiting_approval_idx, then the kind).
export async function listAwaitingMessagesPage(
  db: DbOrTx,
  organizationId: string,
  page: { after?: Keyset; limit: number },
) {
  const after = afterKeyset('asc', [outgoingMessages.createdAt, outgoingMessages.id], page.after)
  return db
    .select({
      id: outgoingMessages.id,
      message: outgoingMessages.message,
      attachment: outgoingMessages.attachment,
      humanAgent: outgoingMessages.humanAgent,
      createdAt: outgoingMessages.createdAt,
      createdAtKey: timestampKey(outgoingMessages.createdAt),
      writtenBy: user.name,
      conversationId: directConversations.id,
      accountUsername: instagramAccounts.username,
      username: directConversations.username,
      lastInboundAt: directConversations.lastInboundAt,
      flags: sql<
        string[]
      >`coalesce((select array_agg(f.flag order by f.flag) from comment_flags f where f.work_item_id = ${directConversations.id}), '{}')`,
    })
    .from(outgoingMessages)
    .innerJoin(directConversations, eq(directConversations.id, outgoingMessages.workItemId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .leftJoin(user, eq(user.id, outgoingMessages.createdBy))
    .where(
      and(
        eq(outgoingMessages.organizationId, organizationId),
        sql`${outgoingMessages.status} = 'awaiting_approval'`,
        eq(outgoingMessages.kind, 'direct_message'),
        after,
      ),
    )
    .orderBy(asc(outgoingMessages.createdAt), asc(outgoingMessages.id))
    .limit(page.limit + 1)
}

// The last few messages of each conversation (both sides), newest `perConversation` of each,
// for the church to read what the held message answers: one statement for the whole page.
export async function listRecentMessages(
  db: DbOrTx,
  conversationIds: readonly string[],
  perConversation: number,
) {
  if (conversationIds.length === 0) return []
  const ranked = db
    .select({
      id: directMessages.id,
      conversationId: directMessages.conversationId,
      direction: directMessages.direction,
      text: directMessages.text,
      attachments: directMessages.attachments,
      storyMention: directMessages.storyMention,
      storyReplyTo: directMessages.storyReplyTo,
      unsentAt: directMessages.unsentAt,
      sentAt: directMessages.sentAt,
      rank: sql<number>`row_number() over (partition by ${directMessages.conversationId} order by ${directMessages.sentAt} desc, ${directMessages.id} desc)`.as(
        'rank',
      ),
    })
    .from(directMessages)
    .where(
      sql`${directMessages.conversationId} in (${sql.join(
        conversationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .as('ranked')
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perConversation}`)
    .orderBy(asc(ranked.sentAt), asc(ranked.id))
}

// The direct messages awaiting a church's approval, newest first, for its bell.
export async function findHeldMessagesForBell(db: DbOrTx, organizationId: string, limit: number) {
  return db
    .select({
      id: outgoingMessages.id,
      organizationId: outgoingMessages.organizationId,
      accountId: outgoingMessages.accountId,
      accountUsername: instagramAccounts.username,
      followerUsername: directConversations.username,
      createdAt: outgoingMessages.createdAt,
    })
    .from(outgoingMessages)
    .innerJoin(directConversations, eq(directConversations.id, outgoingMessages.workItemId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .where(
      and(
        eq(outgoingMessages.organizationId, organizationId),
        sql`${outgoingMessages.status} = 'awaiting_approval'`,
        sql`${outgoingMessages.kind} = 'direct_message'`,
      ),
    )
    .orderBy(sql`${outgoingMessages.createdAt} desc`)
    .limit(limit)
}

// Who among a church's people may read its direct messages (decision 072).
export async function findMessageReaders(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, dmReaders: organizations.dmReaders })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  return row ?? null
}
