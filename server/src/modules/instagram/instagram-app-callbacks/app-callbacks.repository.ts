import { eq, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { dataDeletionRequests, signedRequestReceipts } from '../../../db/schema'

// The receipt of a signed_request, stored once: false when it was there already.
export async function insertReceiptOnce(
  db: DbOrTx,
  values: { signature: string; issuedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(signedRequestReceipts)
    .values(values)
    .onConflictDoNothing()
    .returning({ signature: signedRequestReceipts.signature })
  return inserted.length > 0
}

export async function deleteReceiptsIssuedBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(signedRequestReceipts)
    .where(lt(signedRequestReceipts.issuedAt, cutoff))
    .returning({ one: sql`1` })
  return deleted.length
}

export async function insertDataDeletionRequest(
  db: DbOrTx,
  values: typeof dataDeletionRequests.$inferInsert,
) {
  const [row] = await db.insert(dataDeletionRequests).values(values).returning()
  return row!
}

export async function findDataDeletionRequest(db: DbOrTx, confirmationCode: string) {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.confirmationCode, confirmationCode))
    .limit(1)
  return row ?? null
}
