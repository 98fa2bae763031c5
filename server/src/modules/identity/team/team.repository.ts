import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { TTeamRole } from '@common/schemas/roles'
import type { DbOrTx } from '../../../db/client'
import { agencySecuritySettings, session, user } from '../../../db/schema'

const teammateColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  teamRole: user.teamRole,
  deactivatedAt: user.deactivatedAt,
  twoFactorEnabled: user.twoFactorEnabled,
}

export async function listTeammates(db: DbOrTx) {
  return db
    .select(teammateColumns)
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.name), asc(user.email))
}

export async function findTeammate(db: DbOrTx, userId: string) {
  const [row] = await db
    .select(teammateColumns)
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, 'admin')))
    .limit(1)
  return row ?? null
}

// Serialises every change that could leave the team without an active Owner, across processes:
// two Owners demoting each other at the same moment take turns, and the second sees the first.
export async function lockTeamOwners(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('flock:team-owners'))`)
}

// Active Owners other than `exceptUserId`.
export async function countOtherActiveOwners(db: DbOrTx, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .where(
      and(
        eq(user.role, 'admin'),
        eq(user.teamRole, 'owner'),
        isNull(user.deactivatedAt),
        ne(user.id, exceptUserId),
      ),
    )
  return row?.count ?? 0
}

export async function updateTeamRole(db: DbOrTx, userId: string, teamRole: TTeamRole) {
  await db.update(user).set({ teamRole }).where(eq(user.id, userId))
}

export async function setDeactivatedAt(db: DbOrTx, userId: string, at: Date | null) {
  await db.update(user).set({ deactivatedAt: at }).where(eq(user.id, userId))
}

// Every session of the user, so they are signed out everywhere at once.
export async function deleteSessionsOf(db: DbOrTx, userId: string) {
  await db.delete(session).where(eq(session.userId, userId))
}

// Whether an Owner requires two-factor sign-in of the whole team (decision 073; the switch is
// written by modules/identity/two-factor, which builds on this module).
export async function teamRequiresTwoFactor(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ required: agencySecuritySettings.requireTwoFactor })
    .from(agencySecuritySettings)
    .limit(1)
  return row?.required ?? false
}
