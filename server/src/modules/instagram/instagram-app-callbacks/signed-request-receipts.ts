import type { Database, DbOrTx } from '../../../db/client'
import type { VerifiedSignedRequest } from '../../../integrations/instagram/signed-request'
import { AppError } from '../../../lib/app-error'
import { deleteReceiptsIssuedBefore, insertReceiptOnce } from './app-callbacks.repository'

// Meta sends a callback as soon as it is issued; five minutes allows for retries and clock skew.
export const SIGNED_REQUEST_MAX_AGE_MS = 5 * 60 * 1000

// Accepts a verified signed_request once, and only while it is fresh. Call it inside the
// transaction that acts on it: a request whose action failed may then be retried by Meta.
export async function acceptSignedRequestOnce(
  db: DbOrTx,
  request: VerifiedSignedRequest,
  now = new Date(),
): Promise<void> {
  const age = now.getTime() - request.issuedAt.getTime()
  if (age > SIGNED_REQUEST_MAX_AGE_MS || age < -SIGNED_REQUEST_MAX_AGE_MS) {
    throw new AppError(
      'INVALID_SIGNATURE',
      'The signed_request was not issued in the last few minutes (issued_at); it is refused',
    )
  }
  if (
    !(await insertReceiptOnce(db, { signature: request.signatureHex, issuedAt: request.issuedAt }))
  ) {
    throw new AppError('INVALID_SIGNATURE', 'This signed_request was already used; it is refused')
  }
}

// A receipt older than any acceptable issued_at can never match again.
export async function pruneSignedRequestReceipts(db: Database, now = new Date()): Promise<number> {
  return deleteReceiptsIssuedBefore(db, new Date(now.getTime() - 2 * SIGNED_REQUEST_MAX_AGE_MS))
}
