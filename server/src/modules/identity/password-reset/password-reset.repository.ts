import { and, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { verification } from '../../../db/schema'

// better-auth keeps each reset token as a verification row named after it until it is used
// (then deleted) or expires.
export async function isResetTokenLive(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `reset-password:${token}`),
        gt(verification.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  return Boolean(row)
}
