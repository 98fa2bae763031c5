import type { Database } from '../../../db/client'
import type { VerifiedSignedRequest } from '../../../integrations/instagram/signed-request'
import { randomAlphanumeric } from '../../../lib/random-state'
import { acceptSignedRequestOnce } from './signed-request-receipts'
import { findDataDeletionRequest, insertDataDeletionRequest } from './app-callbacks.repository'
import { publishAccountChange } from '../instagram-accounts/account-events'
import {
  deleteAccountsById,
  findAccountsByInstagramId,
} from '../instagram-accounts/accounts.repository'
import { markNeedsReconnection } from '../instagram-accounts/token-lifecycle.service'

export const DEAUTHORIZED_REASON =
  'Flock was removed from this account in Instagram’s settings. It must be reconnected before its comments can be answered.'

// The person removed Flock from their Instagram settings: stop using the account and drop its
// token. Unlike a revoke in Flock, nobody here chose this, so the account needs reconnection:
// both portals show why, the bells of the church and the agency say so, and Reply is disabled.
// A signed_request is acted on once (its receipt is stored in the same transaction).
export async function deauthorizeInstagramAccount(db: Database, request: VerifiedSignedRequest) {
  return db.transaction(async (tx) => {
    await acceptSignedRequestOnce(tx, request)
    const accounts = await findAccountsByInstagramId(tx, request.userId)
    for (const account of accounts) {
      await markNeedsReconnection(tx, account.id, {
        removedOnInstagram: true,
        reason: DEAUTHORIZED_REASON,
      })
    }
    return accounts.length
  })
}

// The person asked Meta to delete their data: erase the account and everything stored with it
// (its posts and comments cascade), and keep only a receipt they can look up.
export async function deleteInstagramAccountData(db: Database, request: VerifiedSignedRequest) {
  const instagramId = request.userId
  return db.transaction(async (tx) => {
    await acceptSignedRequestOnce(tx, request)
    const accounts = await findAccountsByInstagramId(tx, instagramId)
    await deleteAccountsById(
      tx,
      accounts.map((account) => account.id),
    )
    for (const account of accounts) await publishAccountChange(tx, account, 'deleted')
    return insertDataDeletionRequest(tx, {
      confirmationCode: randomAlphanumeric(12),
      igUserId: instagramId,
      status: 'completed',
      accountsDeleted: accounts.length,
    })
  })
}

// The receipt a person looks up with their confirmation code.
export function findDeletionReceipt(db: Database, confirmationCode: string) {
  return findDataDeletionRequest(db, confirmationCode)
}
