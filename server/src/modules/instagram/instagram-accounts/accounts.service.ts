import {
  type Actor,
  canAccessOrganization,
  requireAccountManager,
  requireClientOfOrganization,
} from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { publishAccountChange } from './account-events'
import { toAccount } from './account-view'
import { findAccountById, updateAccount } from './accounts.repository'

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
  requireAccountManager(actor)
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
