import { asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  comments,
  directConversations,
  instagramAccounts,
  media,
  organizations,
  savedReplies,
} from '../../../db/schema'
import { containsPattern } from '../../../lib/like-pattern'

export type SavedReplyRow = typeof savedReplies.$inferSelect
type SavedReplyValues = Pick<SavedReplyRow, 'title' | 'text' | 'language' | 'suggestForCrisis'>

// An agency keeps tens of saved replies; the list is read whole (capped), in title order.
const LIST_CAP = 500

export async function listSavedReplies(db: DbOrTx, search?: string) {
  const pattern = search ? containsPattern(search) : undefined
  return db
    .select()
    .from(savedReplies)
    .where(
      pattern
        ? or(
            ilike(savedReplies.title, pattern),
            ilike(savedReplies.text, pattern),
            ilike(savedReplies.language, pattern),
          )
        : undefined,
    )
    .orderBy(asc(sql`lower(${savedReplies.title})`), asc(savedReplies.id))
    .limit(LIST_CAP)
}

// The saved replies marked to answer someone in crisis privately, in title order.
export async function listCrisisSavedReplies(db: DbOrTx) {
  return db
    .select({ id: savedReplies.id, title: savedReplies.title, text: savedReplies.text })
    .from(savedReplies)
    .where(eq(savedReplies.suggestForCrisis, true))
    .orderBy(asc(sql`lower(${savedReplies.title})`), asc(savedReplies.id))
    .limit(20)
}

export async function insertSavedReply(
  db: DbOrTx,
  values: SavedReplyValues & { createdBy: string },
) {
  const [row] = await db.insert(savedReplies).values(values).returning()
  return row!
}

export async function updateSavedReply(db: DbOrTx, id: string, values: SavedReplyValues) {
  const [row] = await db.update(savedReplies).set(values).where(eq(savedReplies.id, id)).returning()
  return row ?? null
}

export async function deleteSavedReply(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(savedReplies)
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id })
  return Boolean(row)
}

export async function findReplyVariableSource(db: DbOrTx, commentId: string) {
  const [row] = await db
    .select({ username: comments.username, organization: organizations })
    .from(comments)
    .innerJoin(organizations, eq(organizations.id, comments.organizationId))
    .where(eq(comments.id, commentId))
    .limit(1)
  return row ?? null
}

// The same for a direct-message conversation: its church and the follower who wrote in.
export async function findConversationReplyVariableSource(db: DbOrTx, conversationId: string) {
  const [row] = await db
    .select({ username: directConversations.username, organization: organizations })
    .from(directConversations)
    .innerJoin(organizations, eq(organizations.id, directConversations.organizationId))
    .where(eq(directConversations.id, conversationId))
    .limit(1)
  return row ?? null
}

export async function findPostChurch(db: DbOrTx, mediaId: string) {
  const [row] = await db
    .select({ organization: organizations })
    .from(media)
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, media.accountId))
    .innerJoin(organizations, eq(organizations.id, instagramAccounts.organizationId))
    .where(eq(media.id, mediaId))
    .limit(1)
  return row?.organization ?? null
}
