import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { memberships, user } from '../../../db/schema'

export async function listChurchMembers(db: DbOrTx, organizationId: string) {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      churchRole: memberships.role,
      manageAccounts: sql<boolean>`${memberships.role} = 'owner' or ${memberships.manageAccounts}`,
    })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(user.email))
}

export async function findChurchMember(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: memberships.userId, churchRole: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1)
  return row ?? null
}

// A church person exists only as a member of their church (registration.service.ts): removing
// them from it removes the account, and with it every session.
export async function deleteChurchMemberUser(db: DbOrTx, userId: string) {
  await db.delete(user).where(eq(user.id, userId))
}

// The church a person belongs to, if any.

export async function setManageAccounts(db: DbOrTx, userId: string, allowed: boolean) {
  await db
    .update(memberships)
    .set({ manageAccounts: allowed })
    .where(eq(memberships.userId, userId))
}
