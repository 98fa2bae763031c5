import type { DbOrTx } from '../../db/client'
import { publish } from '../../realtime/publish'

export type AccountChange =
  'connected' | 'revoked' | 'needs_reconnection' | 'synced' | 'sync_progress' | 'deleted'

export function publishAccountChange(
  db: DbOrTx,
  account: { id: string; organizationId: string },
  change: AccountChange,
) {
  return publish(db, {
    type: 'account.updated',
    organizationId: account.organizationId,
    accountId: account.id,
    change,
  })
}
