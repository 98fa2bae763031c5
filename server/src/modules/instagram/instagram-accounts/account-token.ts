import type { InstagramClient } from '../../../integrations/instagram/client'
import { InstagramError } from '../../../integrations/instagram/errors'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import type { TokenCipher } from '../../../lib/token-cipher'
import type { AccountRow } from './accounts.repository'
import { markNeedsReconnection } from './token-lifecycle.service'

export interface InstagramDeps {
  db: Database
  instagram: InstagramClient
  cipher: TokenCipher
}

// The token of an account Flock may use right now; revoked or broken accounts are never called.
export function tokenOf(deps: InstagramDeps, account: AccountRow): string {
  if (account.status !== 'connected' || !account.tokenCiphertext) {
    throw new AppError(
      'ACCOUNT_NOT_CONNECTED',
      `@${account.username} is not connected. The organization must grant access first.`,
    )
  }
  return deps.cipher.decrypt(account.tokenCiphertext)
}

// Runs one call for an account; a token Instagram refuses marks the account for reconnection
// wherever the refusal happens (sync, reply, hide, delete).
export async function withAccountToken<T>(
  deps: InstagramDeps,
  account: AccountRow,
  call: (token: string) => Promise<T>,
) {
  try {
    return await call(tokenOf(deps, account))
  } catch (error) {
    if (error instanceof InstagramError && error.kind === 'token' && account.tokenCiphertext)
      await markNeedsReconnection(deps.db, account.id, { failedToken: account.tokenCiphertext })
    throw error
  }
}
