import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { agencySecuritySettings, memberships, user } from '../db/schema'

// Who a signed-in user is for authorisation: their side, team role, deactivation, church and
// second factor.
export async function findActorRow(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      role: user.role,
      teamRole: user.teamRole,
      deactivatedAt: user.deactivatedAt,
      organizationId: memberships.organizationId,
      churchRole: memberships.role,
      manageAccounts: memberships.manageAccounts,
      twoFactorEnabled: user.twoFactorEnabled,
      // Whether the agency's Owners require a second factor of its team (decision 073).
      teamRequiresTwoFactor: sql<boolean>`coalesce((select ${agencySecuritySettings.requireTwoFactor} from ${agencySecuritySettings} limit 1), false)`,
    })
    .from(user)
    .leftJoin(memberships, eq(memberships.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1)
  return row ?? null
}

export async function isDeactivated(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ deactivatedAt: user.deactivatedAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  return Boolean(row?.deactivatedAt)
}
