import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  comments,
  directConversations,
  instagramAccounts,
  media,
  memberships,
  outgoingMessages,
  replyApprovalSettings,
  user,
} from '../../../db/schema'
import { commentCardContext, postOfComment } from '../comments/comment-context'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'

export async function upsertApprovalSettings(
  db: DbOrTx,
  organizationId: string,
  values: {
    mode: 'off' | 'flagged' | 'all'
    reminderAfterMinutes: number | null
    updatedBy: string
  },
) {
  await db
    .insert(replyApprovalSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: replyApprovalSettings.organizationId, set: values })
}

const writer = user

// What both lists show of the reply's comment and writer: read with the same joins (the
// comment, its account, its post, the reply's writer).
const replyContext = {
  writtenBy: writer.name,
  commentId: comments.id,
  ...commentCardContext,
}

// The church's replies awaiting approval, oldest first (the one waiting longest on top), a page
// at a time, served by outgoing_messages_awaiting_approval_idx.
export async function listAwaitingApprovalPage(
  db: DbOrTx,
  organizationId: string,
  page: { after?: Keyset; limit: number },
) {
  const after = afterKeyset('asc', [outgoingMessages.createdAt, outgoingMessages.id], page.after)
  return db
    .select({
      id: outgoingMessages.id,
      kind: outgoingMessages.kind,
      message: outgoingMessages.message,
      createdAt: outgoingMessages.createdAt,
      createdAtKey: timestampKey(outgoingMessages.createdAt),
      ...replyContext,
      commentedAt: comments.commentedAt,
      flags: sql<
        string[]
      >`coalesce((select array_agg(f.flag order by f.flag) from comment_flags f where f.work_item_id = ${comments.id}), '{}')`,
    })
    .from(outgoingMessages)
    .innerJoin(comments, eq(comments.id, outgoingMessages.workItemId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .leftJoin(media, postOfComment)
    .leftJoin(writer, eq(writer.id, outgoingMessages.createdBy))
    .where(
      and(
        eq(outgoingMessages.organizationId, organizationId),
        sql`${outgoingMessages.status} = 'awaiting_approval'`,
        after,
      ),
    )
    .orderBy(asc(outgoingMessages.createdAt), asc(outgoingMessages.id))
    .limit(page.limit + 1)
}

// How many of the church's replies await its decision (outgoing_messages_awaiting_approval_idx);
// its held direct messages count only for those allowed to read them (decision 075).
export async function countAwaiting(db: DbOrTx, organizationId: string, withMessages = true) {
  const [row] = await db
    .select({ n: count() })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.organizationId, organizationId),
        sql`${outgoingMessages.status} = 'awaiting_approval'`,
        withMessages ? undefined : sql`${outgoingMessages.kind} <> 'direct_message'`,
      ),
    )
  return row?.n ?? 0
}

// The church's decisions, newest first, a page at a time (outgoing_messages_decisions_idx).
// Only its own organization's rows: the caller passes the organization it was allowed to see.
// Decisions on direct messages (decision 075) only with `withMessages`, for those its message
// privacy lets read them; their "comment" is the follower's last message.
export async function listDecisionsPage(
  db: DbOrTx,
  organizationId: string,
  page: { after?: Keyset; limit: number; withMessages: boolean },
) {
  const after = afterKeyset('desc', [outgoingMessages.reviewedAt, outgoingMessages.id], page.after)
  return db
    .select({
      id: outgoingMessages.id,
      kind: outgoingMessages.kind,
      status: outgoingMessages.status,
      message: outgoingMessages.message,
      originalMessage: outgoingMessages.originalMessage,
      reason: outgoingMessages.declineReason,
      reviewerName: outgoingMessages.reviewerName,
      reviewedAt: outgoingMessages.reviewedAt,
      reviewedAtKey: timestampKey(outgoingMessages.reviewedAt),
      writtenBy: writer.name,
      commentId: sql<string>`coalesce(${comments.id}, ${directConversations.id})`,
      accountUsername: instagramAccounts.username,
      username: sql<string>`coalesce(${comments.username}, ${directConversations.username})`,
      text: sql<string>`coalesce(${comments.text}, (select m.text from direct_messages m where m.conversation_id = ${directConversations.id} and m.direction = 'inbound' and m.sent_at <= ${outgoingMessages.createdAt} order by m.sent_at desc limit 1), '')`,
      permalink: media.permalink,
    })
    .from(outgoingMessages)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .leftJoin(comments, eq(comments.id, outgoingMessages.workItemId))
    .leftJoin(directConversations, eq(directConversations.id, outgoingMessages.workItemId))
    .leftJoin(media, postOfComment)
    .leftJoin(writer, eq(writer.id, outgoingMessages.createdBy))
    .where(
      and(
        eq(outgoingMessages.organizationId, organizationId),
        isNotNull(outgoingMessages.reviewedAt),
        page.withMessages
          ? sql`(${comments.id} is not null or ${directConversations.id} is not null)`
          : isNotNull(comments.id),
        after,
      ),
    )
    .orderBy(desc(outgoingMessages.reviewedAt), desc(outgoingMessages.id))
    .limit(page.limit + 1)
}

// A church's own reply (any state), or null: another church's id is "not found".
export async function findChurchOutgoing(db: DbOrTx, id: string, organizationId: string) {
  const [row] = await db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.id, id), eq(outgoingMessages.organizationId, organizationId)))
  return row ?? null
}

// Everyone in the church (Owners and Members): all of them may approve, all hear of approvals.
export async function listChurchRecipients(db: DbOrTx, organizationId: string) {
  return db
    .select({ userId: user.id, email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
}

// For the reminder e-mail: where the reply is going, and how many of the church's replies wait.
export async function findReminderContext(db: DbOrTx, outgoingId: string) {
  const [row] = await db
    .select({
      status: outgoingMessages.status,
      organizationId: outgoingMessages.organizationId,
      message: outgoingMessages.message,
      accountUsername: instagramAccounts.username,
      commenterUsername: comments.username,
      commentText: comments.text,
      organizationName: sql<string>`(select name from organizations where id = ${outgoingMessages.organizationId})`,
    })
    .from(outgoingMessages)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .innerJoin(comments, eq(comments.id, outgoingMessages.workItemId))
    .where(eq(outgoingMessages.id, outgoingId))
  return row ?? null
}

// Replies awaiting approval in the organizations a church person belongs to, newest first, for
// the bell.
export async function findAwaitingForChurch(db: DbOrTx, organizationId: string, limit: number) {
  return db
    .select({
      id: outgoingMessages.id,
      organizationId: outgoingMessages.organizationId,
      accountId: outgoingMessages.accountId,
      accountUsername: instagramAccounts.username,
      commenterUsername: comments.username,
      createdAt: outgoingMessages.createdAt,
    })
    .from(outgoingMessages)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .innerJoin(comments, eq(comments.id, outgoingMessages.workItemId))
    .where(
      and(
        eq(outgoingMessages.organizationId, organizationId),
        sql`${outgoingMessages.status} = 'awaiting_approval'`,
      ),
    )
    .orderBy(sql`${outgoingMessages.createdAt} desc`)
    .limit(limit)
}

// The replies (and direct messages, decision 075) a teammate wrote that a church declined
// lately, newest first: the bell tells them.
export async function findDeclinedRepliesBy(
  db: DbOrTx,
  userId: string,
  since: Date,
  limit: number,
) {
  return db
    .select({
      id: outgoingMessages.id,
      organizationId: outgoingMessages.organizationId,
      accountId: outgoingMessages.accountId,
      accountUsername: instagramAccounts.username,
      commenterUsername: sql<string>`coalesce(${comments.username}, ${directConversations.username}, '')`,
      commentId: comments.id,
      conversationId: directConversations.id,
      reason: outgoingMessages.declineReason,
      reviewedAt: outgoingMessages.reviewedAt,
    })
    .from(outgoingMessages)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, outgoingMessages.accountId))
    .leftJoin(comments, eq(comments.id, outgoingMessages.workItemId))
    .leftJoin(directConversations, eq(directConversations.id, outgoingMessages.workItemId))
    .where(
      and(
        eq(outgoingMessages.createdBy, userId),
        sql`${outgoingMessages.status} = 'declined'`,
        sql`${outgoingMessages.reviewedAt} > ${since}`,
        sql`(${comments.id} is not null or ${directConversations.id} is not null)`,
      ),
    )
    .orderBy(sql`${outgoingMessages.reviewedAt} desc`)
    .limit(limit)
}
