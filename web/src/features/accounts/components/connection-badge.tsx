import type { TAccount } from '@common/schemas/account'
import { Badge } from '@/components/ui/badge'

type Connection = Pick<TAccount, 'status' | 'statusReason'>

// Why an account is not connected, in the church's words when Flock knows the reason.
export function connectionReason(account: Connection): string {
  if (account.statusReason) return account.statusReason
  return account.status === 'needs_reconnection'
    ? 'Instagram no longer accepts Flock’s access. The church must reconnect the account.'
    : 'The church has not granted access to this account.'
}

// The admin view is read-only: a state, never an action. (The spec's grey "Connect" badge read
// like a button that admins cannot press; decision 007.)
export function ConnectionBadge({ account }: { account: Connection }) {
  if (account.status === 'connected') return <Badge variant="success">Connected</Badge>
  return account.status === 'needs_reconnection' ? (
    <Badge variant="warning">Needs reconnection</Badge>
  ) : (
    <Badge variant="outline">Not connected</Badge>
  )
}
