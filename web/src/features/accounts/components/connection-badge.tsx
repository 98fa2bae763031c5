import type { TAccount } from '@common/schemas/account'
import { Badge } from '@/components/ui/badge'

// The admin view: Connected, or Connect when the church has yet to grant access (again).
export function ConnectionBadge({
  account,
}: {
  account: Pick<TAccount, 'status' | 'statusReason'>
}) {
  if (account.status === 'connected') return <Badge variant="success">Connected</Badge>
  const reason =
    account.statusReason ??
    (account.status === 'needs_reconnection' ? 'Needs reconnecting' : 'Not connected')
  return (
    <Badge variant="secondary" title={reason}>
      Connect
      <span className="sr-only">: {reason}</span>
    </Badge>
  )
}
