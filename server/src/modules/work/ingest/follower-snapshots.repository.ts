import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { followerSnapshots } from '../../../db/schema'

// One row per account per UTC day; a later sync the same day replaces the number.
export async function recordFollowerSnapshot(
  db: DbOrTx,
  account: { id: string; organizationId: string },
  followers: number,
  at: Date,
) {
  await db
    .insert(followerSnapshots)
    .values({
      accountId: account.id,
      organizationId: account.organizationId,
      day: at.toISOString().slice(0, 10),
      followers,
      recordedAt: at,
    })
    .onConflictDoUpdate({
      target: [followerSnapshots.accountId, followerSnapshots.day],
      set: { followers, recordedAt: at, organizationId: account.organizationId },
      // A sync finishing late with an older count must not replace a newer one.
      setWhere: sql`${followerSnapshots.recordedAt} <= excluded.recorded_at`,
    })
}
