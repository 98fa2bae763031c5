import type { TTeam, TTeammate } from '@common/schemas/team'
import type { TTeamRole } from '@common/schemas/roles'
import type { Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { listPendingInvitations } from '../invitations/invitations.repository'
import { toPendingInvitation } from '../invitations/invitation-view'
import {
  teamRequiresTwoFactor,
  countOtherActiveOwners,
  deleteSessionsOf,
  findTeammate,
  listTeammates,
  lockTeamOwners,
  setDeactivatedAt,
  updateTeamRole,
} from './team.repository'

export type TeammateRow = NonNullable<Awaited<ReturnType<typeof findTeammate>>>

export const toTeammate = (row: TeammateRow): TTeammate => ({
  id: row.id,
  name: row.name,
  email: row.email,
  teamRole: row.teamRole ?? 'agent',
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  twoFactorEnabled: row.twoFactorEnabled,
})

export async function getTeam(db: Database): Promise<TTeam> {
  const [members, invitations, twoFactorRequired] = await Promise.all([
    listTeammates(db),
    listPendingInvitations(db, { kind: 'team' }),
    teamRequiresTwoFactor(db),
  ])
  return {
    members: members.map(toTeammate),
    invitations: invitations.map(toPendingInvitation),
    twoFactorRequired,
  }
}

const lastOwner = () =>
  new AppError(
    'LAST_OWNER',
    'The team needs at least one active Owner. Make someone else an Owner first.',
  )

// Runs `change` on a teammate under the team-owners lock, after checking, with what is committed
// now rather than what the request saw, that the actor is still an active Owner and that the
// change leaves another active Owner whenever it takes one away.
async function changeTeammate(
  db: Database,
  actor: Actor,
  userId: string,
  removesOwner: (target: TeammateRow) => boolean,
  change: (tx: DbOrTx, target: TeammateRow) => Promise<void>,
): Promise<TTeammate> {
  return db.transaction(async (tx) => {
    await lockTeamOwners(tx)
    const self = await findTeammate(tx, actor.userId)
    if (!self || self.teamRole !== 'owner' || self.deactivatedAt) {
      throw new AppError('FORBIDDEN', 'Only Owners can manage the team.')
    }
    const target = await findTeammate(tx, userId)
    if (!target) throw notFound('Teammate not found')
    const isActiveOwner = target.teamRole === 'owner' && !target.deactivatedAt
    if (isActiveOwner && removesOwner(target) && (await countOtherActiveOwners(tx, userId)) === 0) {
      throw lastOwner()
    }
    await change(tx, target)
    return toTeammate((await findTeammate(tx, userId))!)
  })
}

export function changeTeamRole(db: Database, actor: Actor, userId: string, teamRole: TTeamRole) {
  return changeTeammate(
    db,
    actor,
    userId,
    () => teamRole !== 'owner',
    (tx) => updateTeamRole(tx, userId, teamRole),
  )
}

// Deactivation writes the user row and deletes every session in one transaction: the person is
// signed out everywhere, their event streams end at the next session check, and sign-in refuses
// them (auth/better-auth.ts). Their name stays on every reply and action they made.
export function deactivateTeammate(db: Database, actor: Actor, userId: string) {
  if (userId === actor.userId) {
    throw new AppError('FORBIDDEN', 'You cannot deactivate yourself. Ask another Owner.')
  }
  return changeTeammate(
    db,
    actor,
    userId,
    () => true,
    async (tx, target) => {
      if (!target.deactivatedAt) await setDeactivatedAt(tx, userId, new Date())
      await deleteSessionsOf(tx, userId)
    },
  )
}

export function reactivateTeammate(db: Database, actor: Actor, userId: string) {
  return changeTeammate(
    db,
    actor,
    userId,
    () => false,
    (tx) => setDeactivatedAt(tx, userId, null),
  )
}
