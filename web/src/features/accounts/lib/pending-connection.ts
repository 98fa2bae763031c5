// The browser half of the OAuth state check (spec: session storage, key "oauth-state"). The
// server checks the same state against the signed-in session; this copy lets the callback page
// refuse a link it never started before sending anything.
const STATE_KEY = 'oauth-state'
const ACCOUNT_KEY = 'oauth-account'

export interface PendingConnection {
  state: string
  // The account being granted access again, when it is a grant rather than a new connection.
  accountId: string | null
}

export function rememberConnection(pending: PendingConnection) {
  sessionStorage.setItem(STATE_KEY, pending.state)
  if (pending.accountId) sessionStorage.setItem(ACCOUNT_KEY, pending.accountId)
  else sessionStorage.removeItem(ACCOUNT_KEY)
}

export function readConnection(): PendingConnection | null {
  const state = sessionStorage.getItem(STATE_KEY)
  return state ? { state, accountId: sessionStorage.getItem(ACCOUNT_KEY) } : null
}

export function forgetConnection() {
  sessionStorage.removeItem(STATE_KEY)
  sessionStorage.removeItem(ACCOUNT_KEY)
}
