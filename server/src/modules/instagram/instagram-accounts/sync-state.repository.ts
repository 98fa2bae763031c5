import { eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { accountSyncs } from '../../../db/schema'

export type SyncRow = typeof accountSyncs.$inferSelect

export async function findSyncState(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(accountSyncs)
    .where(eq(accountSyncs.accountId, accountId))
    .limit(1)
  return row ?? null
}

export async function saveSyncState(
  db: DbOrTx,
  accountId: string,
  values: Partial<typeof accountSyncs.$inferInsert>,
) {
  await db
    .insert(accountSyncs)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: accountSyncs.accountId,
      set: { ...values, updatedAt: sql`now()` },
    })
}

export async function findSyncStates(db: DbOrTx, accountIds: string[]) {
  if (accountIds.length === 0) return []
  return db.select().from(accountSyncs).where(inArray(accountSyncs.accountId, accountIds))
}

export function toSyncStatus(row: SyncRow | undefined | null) {
  if (!row) return null
  return {
    state: row.state,
    mediaDone: row.mediaDone,
    mediaTotal: row.mediaTotal,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
  }
}
