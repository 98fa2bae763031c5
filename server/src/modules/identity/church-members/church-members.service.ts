import type { TChurchMembers } from '@common/schemas/team'
import { type Actor, canManageChurch } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { toPendingInvitation } from '../invitations/invitation-view'
import { listPendingInvitations } from '../invitations/invitations.repository'
import {
  deleteChurchMemberUser,
  findChurchMember,
  listChurchMembers,
  setManageAccounts,
} from './church-members.repository'

export async function getChurchMembers(
  db: Database,
  actor: Actor,
  organizationId: string,
): Promise<TChurchMembers> {
  const canManage = canManageChurch(actor)
  const [members, invitations] = await Promise.all([
    listChurchMembers(db, organizationId),
    canManage ? listPendingInvitations(db, { kind: 'church', organizationId }) : [],
  ])
  return { members, invitations: invitations.map(toPendingInvitation), canManage }
}

export async function removeChurchMember(db: Database, organizationId: string, userId: string) {
  const member = await findChurchMember(db, organizationId, userId)
  if (!member) throw notFound('Member not found')
  if (member.churchRole === 'owner') {
    throw new AppError('FORBIDDEN', "The church's owner cannot be removed.")
  }
  await deleteChurchMemberUser(db, userId)
}

// The church's Owner lets a Member connect and revoke its Instagram accounts, or stops them.
export async function setAccountsPermission(
  db: Database,
  organizationId: string,
  userId: string,
  allowed: boolean,
) {
  const member = await findChurchMember(db, organizationId, userId)
  if (!member) throw notFound('Member not found')
  if (member.churchRole === 'owner') {
    throw new AppError('FORBIDDEN', "The church's Owner always connects and revokes accounts.")
  }
  await setManageAccounts(db, userId, allowed)
  return { allowed }
}
