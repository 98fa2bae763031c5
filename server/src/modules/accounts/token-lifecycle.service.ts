import type { Database } from '../../db/client'
import type { InstagramClient } from '../../integrations/instagram/client'
import { InstagramError, USER_MESSAGES } from '../../integrations/instagram/errors'
import type { TokenCipher } from '../../lib/token-cipher'
import { publishAccountChange } from './account-events'
import {
  type AccountRow,
  findAccountsWithTokensDue,
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

// Instagram refused the token for good (code 190): the account stays in the list, marked, and
// the portal offers Reconnect. The dead token is not kept. Only the token that failed is
// cleared: a refusal that arrives after the church reconnected leaves the new token alone.
export async function markNeedsReconnection(
  db: Database,
  accountId: string,
  failedCiphertext: string,
  reason = USER_MESSAGES.token,
) {
  const account = await updateAccountToken(db, accountId, failedCiphertext, {
    status: 'needs_reconnection',
    statusReason: reason,
    tokenCiphertext: null,
    tokenExpiresAt: null,
    tokenIssuedAt: null,
  })
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
    await markNeedsReconnection(
      deps.db,
      account.id,
      account.tokenCiphertext!,
      'The Instagram access token expired. Please reconnect the account.',
    )
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
      await markNeedsReconnection(deps.db, account.id, account.tokenCiphertext!)
      return 'needReconnection'
    }
    // Instagram down or busy: the next run tries again, well before the token lapses.
    return 'failed'
  }
}
