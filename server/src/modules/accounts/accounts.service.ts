import type { TAccountPage } from '@common/schemas/account'
import { type Actor, canAccessOrganization, requireClientOfOrganization } from '../../auth/policy'
import type { Database } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { getAccessibleOrganization } from '../organizations/organizations.service'
import { findSyncStates, toSyncStatus } from '../ingest/sync-state.repository'
import { publishAccountChange } from './account-events'
import { decodeCursor, encodeCursor, toAccount } from './account-view'
import { findAccountById, listAccountsOfOrganization, updateAccount } from './accounts.repository'

export async function listOrganizationAccounts(
  db: Database,
  actor: Actor,
  routeId: string,
  page: { cursor?: string; limit: number },
): Promise<TAccountPage> {
  const organization = await getAccessibleOrganization(db, actor, routeId)
  const after = decodeCursor(page.cursor)
  if (page.cursor && !after) throw new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor')
  const rows = await listAccountsOfOrganization(db, organization.id, { after, limit: page.limit })
  const items = rows.slice(0, page.limit)
  const syncs = await findSyncStates(
    db,
    items.map((row) => row.id),
  )
  const last = items.at(-1)
  return {
    items: items.map((row) => ({
      ...toAccount(row),
      sync: toSyncStatus(syncs.find((sync) => sync.accountId === row.id)),
    })),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  }
}

export async function getAccessibleAccount(db: Database, actor: Actor, accountId: string) {
  const account = await findAccountById(db, accountId)
  // Another church's account reads exactly like one that does not exist.
  if (!account || !canAccessOrganization(actor, account.organizationId))
    throw notFound('Account not found')
  return account
}

// Revoking is the client's decision to stop all use of the account: the token is destroyed,
// not just flagged, so nothing in Flock can call Instagram for it until access is granted again.
export async function revokeAccount(db: Database, actor: Actor, accountId: string) {
  const account = await getAccessibleAccount(db, actor, accountId)
  requireClientOfOrganization(actor)
  const updated = await updateAccount(db, account.id, {
    status: 'disconnected',
    statusReason: 'Access revoked by the organization',
    tokenCiphertext: null,
    tokenExpiresAt: null,
    tokenIssuedAt: null,
  })
  await publishAccountChange(db, account, 'revoked')
  return toAccount(updated!)
}
