import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { accountSyncs } from '../../db/schema'

export type SyncRow = typeof accountSyncs.$inferSelect

export async function findSyncState(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(accountSyncs).where(eq(accountSyncs.accountId, accountId)).limit(1)
  return row ?? null
}

export async function saveSyncState(db: DbOrTx, accountId: string, values: Partial<typeof accountSyncs.$inferInsert>) {
  await db
    .insert(accountSyncs)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountSyncs.accountId, set: { ...values, updatedAt: sql`now()` } })
}
