import { and, eq, gt, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { oauthStates } from '../../../db/schema'

export async function insertOAuthState(db: DbOrTx, values: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(values)
}

// Takes the state out in one statement, so a state can complete at most one connection.
export async function consumeOAuthState(db: DbOrTx, state: string, userId: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.userId, userId),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning()
  return row ?? null
}

export async function deleteExpiredOAuthStates(db: DbOrTx) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()))
}
