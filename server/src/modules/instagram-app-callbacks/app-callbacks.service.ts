import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { VerifiedSignedRequest } from '../../integrations/instagram/signed-request'
import { dataDeletionRequests } from '../../db/schema'
import { randomAlphanumeric } from '../../lib/random-state'
import { acceptSignedRequestOnce } from './signed-request-receipts'
import { publishAccountChange } from '../accounts/account-events'
import {
  deleteAccountsById,
  findAccountsByInstagramId,
  updateAccount,
} from '../accounts/accounts.repository'

// The person removed Flock from their Instagram settings: stop using the account, as a revoke.
export async function deauthorizeInstagramAccount(db: Database, request: VerifiedSignedRequest) {
  return db.transaction(async (tx) => {
    await acceptSignedRequestOnce(tx, request)
    const accounts = await findAccountsByInstagramId(tx, request.userId)
    for (const account of accounts) {
      await updateAccount(tx, account.id, {
        status: 'disconnected',
        statusReason: 'Flock was removed from this account in Instagram’s settings',
        tokenCiphertext: null,
        tokenExpiresAt: null,
        tokenIssuedAt: null,
      })
      await publishAccountChange(tx, account, 'revoked')
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
    const [receipt] = await tx
      .insert(dataDeletionRequests)
      .values({
        confirmationCode: randomAlphanumeric(12),
        igUserId: instagramId,
        status: 'completed',
        accountsDeleted: accounts.length,
      })
      .returning()
    return receipt!
  })
}

export async function findDataDeletionRequest(db: Database, confirmationCode: string) {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.confirmationCode, confirmationCode))
    .limit(1)
  return row ?? null
}
