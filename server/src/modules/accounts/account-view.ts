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

// Cursors are opaque to clients: base64url of the last row's sort key.
export function encodeCursor(row: { username: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.username, row.id])).toString('base64url')
}

export function decodeCursor(cursor: string | undefined): { username: string; id: string } | undefined {
  if (!cursor) return undefined
  try {
    const [username, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (typeof username === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) return { username, id }
  } catch {
    // fall through
  }
  return undefined
}
