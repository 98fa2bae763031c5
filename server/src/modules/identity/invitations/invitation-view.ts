import type { TPendingInvitation } from '@common/schemas/team'
import { CHURCH_ROLE_LABELS, TEAM_ROLE_LABELS } from '@common/schemas/team'
import type { listPendingInvitations } from './invitations.repository'

type PendingRow = Awaited<ReturnType<typeof listPendingInvitations>>[number]

export function toPendingInvitation(row: PendingRow): TPendingInvitation {
  const role =
    row.kind === 'team'
      ? TEAM_ROLE_LABELS[row.teamRole ?? 'agent']
      : CHURCH_ROLE_LABELS[row.churchRole ?? 'member']
  return {
    id: row.id,
    email: row.email,
    role,
    invitedBy: row.invitedByName,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
    createdAt: row.createdAt.toISOString(),
  }
}
