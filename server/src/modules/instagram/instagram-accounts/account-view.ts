import type { TAccount } from '@common/schemas/account'
import type { AccountRow } from './accounts.repository'

export function toAccount(row: AccountRow): TAccount {
  return {
    id: row.id,
    organizationId: row.organizationId,
    igUserId: row.igUserId,
    username: row.username,
    name: row.name,
    profilePictureUrl: row.profilePictureUrl,
    followersCount: row.followersCount,
    status: row.status,
    statusReason: row.statusReason,
    connectedAt: row.connectedAt?.toISOString() ?? null,
    tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
  }
}
