import type { Database, DbOrTx } from '../../../db/client'
import type { InstagramClient } from '../../../integrations/instagram/client'
import { InstagramError, USER_MESSAGES } from '../../../integrations/instagram/errors'
import type { TokenCipher } from '../../../lib/token-cipher'
import { publishAccountChange } from './account-events'
import {
  type AccountRow,
  findAccountsWithTokensDue,
  updateAccount,
  updateAccountToken,
} from './accounts.repository'

// Refresh when fewer than ten days are left (Meta's tokens live 60 days and can be refreshed
// once they are a day old), so a few failed hourly runs never let one lapse.
export const REFRESH_WINDOW_MS = 10 * 24 * 3600 * 1000
const BATCH = 100

export interface TokenDeps {
  db: Database
  instagram: InstagramClient
  cipher: TokenCipher
}

export type ReconnectionCause =
  // Instagram refused this token (code 190) or it expired: only this token is cleared, so a
  // refusal that arrives after the church reconnected leaves the new token alone.
  | { failedToken: string; reason?: string }
  // The person removed Flock in Instagram's settings: whatever token is held is dead.
  | { removedOnInstagram: true; reason: string }

// The account stays in the list, marked, and the portal offers Reconnect. The dead token is
// not kept.
export async function markNeedsReconnection(
  db: DbOrTx,
  accountId: string,
  cause: ReconnectionCause,
) {
  const values = {
    status: 'needs_reconnection' as const,
    statusReason: cause.reason ?? USER_MESSAGES.token,
    tokenCiphertext: null,
    tokenExpiresAt: null,
    tokenIssuedAt: null,
  }
  const account =
    'failedToken' in cause
      ? await updateAccountToken(db, accountId, cause.failedToken, values)
      : await updateAccount(db, accountId, values)
  if (account) await publishAccountChange(db, account, 'needs_reconnection')
  return account
}

export interface RefreshReport {
  refreshed: number
  // Revoked, reconnected or refreshed elsewhere while this refresh was under way.
  superseded: number
  needReconnection: number
  failed: number
}

export async function refreshDueTokens(deps: TokenDeps, now = new Date()): Promise<RefreshReport> {
  const report: RefreshReport = { refreshed: 0, superseded: 0, needReconnection: 0, failed: 0 }
  const due = await findAccountsWithTokensDue(deps.db, now, REFRESH_WINDOW_MS, BATCH)
  for (const account of due) report[await refreshOne(deps, account, now)] += 1
  return report
}

async function refreshOne(
  deps: TokenDeps,
  account: AccountRow,
  now: Date,
): Promise<keyof RefreshReport> {
  if (account.tokenExpiresAt && account.tokenExpiresAt <= now) {
    await markNeedsReconnection(deps.db, account.id, {
      failedToken: account.tokenCiphertext!,
      reason: 'The Instagram access token expired. Please reconnect the account.',
    })
    return 'needReconnection'
  }
  try {
    const token = await deps.instagram.refreshLongLivedToken(
      deps.cipher.decrypt(account.tokenCiphertext!),
    )
    // Only onto the token that was refreshed, and only while still connected: a church that
    // revoked access during the call must not find a live token stored again.
    const stored = await updateAccountToken(
      deps.db,
      account.id,
      account.tokenCiphertext!,
      {
        tokenCiphertext: deps.cipher.encrypt(token.access_token),
        tokenExpiresAt: new Date(now.getTime() + token.expires_in * 1000),
        tokenIssuedAt: now,
      },
      { onlyWhileConnected: true },
    )
    return stored ? 'refreshed' : 'superseded'
  } catch (error) {
    if (error instanceof InstagramError && error.kind === 'token') {
      await markNeedsReconnection(deps.db, account.id, { failedToken: account.tokenCiphertext! })
      return 'needReconnection'
    }
    // Instagram down or busy: the next run tries again, well before the token lapses.
    return 'failed'
  }
}
