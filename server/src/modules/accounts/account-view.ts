import type { TAccount } from '@common/schemas/account'
import { decodeCursor as decodeKeyset, encodeCursor as encodeKeyset } from '../../lib/keyset'
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

// Account pages are ordered by (username, id).
export function encodeCursor(row: { username: string; id: string }): string {
  return encodeKeyset({ key: row.username, id: row.id })
}

export function decodeCursor(
  cursor: string | undefined,
): { username: string; id: string } | undefined {
  const keyset = decodeKeyset(cursor)
  return keyset && { username: keyset.key, id: keyset.id }
}
