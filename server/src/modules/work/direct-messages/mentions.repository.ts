import { and, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { mentions, outgoingMessages } from '../../../db/schema'
import { insertWorkItem } from '../work-items/work-items.repository'

export type MentionRow = typeof mentions.$inferSelect

// Stores a mention once per (account, media, comment), with its work item; null when it is
// already stored (Meta delivered it twice).
export async function storeMention(
  tx: DbOrTx,
  account: { id: string; organizationId: string },
  values: Omit<typeof mentions.$inferInsert, 'id' | 'organizationId' | 'accountId'> & {
    mentionedAt: Date
  },
) {
  const key = `mention:${account.id}:${values.igMediaId}:${values.igCommentId ?? ''}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
  const [known] = await tx
    .select({ id: mentions.id })
    .from(mentions)
    .where(
      and(
        eq(mentions.accountId, account.id),
        eq(mentions.igMediaId, values.igMediaId),
        sql`coalesce(${mentions.igCommentId}, '') = ${values.igCommentId ?? ''}`,
      ),
    )
    .limit(1)
  if (known) return null
  const item = await insertWorkItem(tx, {
    kind: 'mention',
    organizationId: account.organizationId,
    accountId: account.id,
    responseStatus: 'pending',
    lastActivityAt: values.mentionedAt,
  })
  const [row] = await tx
    .insert(mentions)
    .values({
      ...values,
      id: item.id,
      organizationId: account.organizationId,
      accountId: account.id,
    })
    .returning()
  return row!
}

export async function findMention(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mentions).where(eq(mentions.id, id)).limit(1)
  return row ?? null
}

// Whether another of Flock's messages already recorded this Instagram comment as its own.
export async function isAnswerClaimed(db: DbOrTx, igCommentId: string, outgoingId: string) {
  const [row] = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.igCommentId, igCommentId), ne(outgoingMessages.id, outgoingId)))
    .limit(1)
  return Boolean(row)
}
