import type { TAccountChange } from '@common/events'
import type { DbOrTx } from '../../../db/client'
import { publish } from '../../../realtime/publish'

// Tells the browsers that may see the account's organization that it changed.

export function publishAccountChange(
  db: DbOrTx,
  account: { id: string; organizationId: string },
  change: TAccountChange,
) {
  return publish(db, {
    type: 'account.updated',
    organizationId: account.organizationId,
    accountId: account.id,
    change,
  })
}
