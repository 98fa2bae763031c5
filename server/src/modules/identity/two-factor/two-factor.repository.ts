import { and, eq, like } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { agencySecuritySettings, twoFactor, user, verification } from '../../../db/schema'

export async function saveTeamRequirement(db: DbOrTx, required: boolean, updatedBy: string) {
  await db
    .insert(agencySecuritySettings)
    .values({ id: true, requireTwoFactor: required, updatedBy })
    .onConflictDoUpdate({
      target: agencySecuritySettings.id,
      set: { requireTwoFactor: required, updatedBy, updatedAt: new Date() },
    })
}

export async function hasTwoFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  return row?.enabled ?? false
}

// Takes away a person's second factor: the secret, the recovery codes, any sign-in challenge in
// flight and any trusted device. Their password then signs them in alone.
export async function removeTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId))
  await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId))
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'trust-device-%')))
}
