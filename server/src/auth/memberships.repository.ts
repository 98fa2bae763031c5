import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { memberships } from '../db/schema'

// The organization a client belongs to: what the policy needs to know about a signed-in user.
export async function findMembership(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId)).limit(1)
  return row ?? null
}
