import { and, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { adminSetupCodes } from '../../../db/schema'

// Serialises every path that creates the first admin, across processes (until the transaction
// ends).
export async function lockAdminSetup(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('flock:admin-setup'))`)
}

export async function insertSetupCode(db: DbOrTx, values: { codeHash: string; expiresAt: Date }) {
  await db.insert(adminSetupCodes).values(values)
}

export async function hasUnexpiredSetupCode(db: DbOrTx, codeHash: string, now = new Date()) {
  const [row] = await db
    .select({ id: adminSetupCodes.id })
    .from(adminSetupCodes)
    .where(and(eq(adminSetupCodes.codeHash, codeHash), gt(adminSetupCodes.expiresAt, now)))
    .limit(1)
  return Boolean(row)
}

export async function deleteSetupCodes(db: DbOrTx): Promise<void> {
  await db.delete(adminSetupCodes)
}
