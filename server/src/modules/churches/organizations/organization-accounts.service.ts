import type { TAccountPage } from '@common/schemas/account'
import type { Actor } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { requireCursor, toPage } from '../../../lib/pagination'
import { toAccount } from '../../instagram/instagram-accounts/account-view'
import { listAccountsOfOrganization } from '../../instagram/instagram-accounts/accounts.repository'
import {
  findSyncStates,
  toSyncStatus,
} from '../../instagram/instagram-accounts/sync-state.repository'
import { getAccessibleOrganization } from './organizations.service'

// The organization's own list of its Instagram accounts (the portal), each with how its sync is
// going, by username a page at a time.
export async function listOrganizationAccounts(
  db: Database,
  actor: Actor,
  routeId: string,
  page: { cursor?: string; limit: number },
): Promise<TAccountPage> {
  const organization = await getAccessibleOrganization(db, actor, routeId)
  const after = requireCursor(page.cursor)
  const rows = await listAccountsOfOrganization(db, organization.id, { after, limit: page.limit })
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({
    key: row.username,
    id: row.id,
  }))
  const syncs = await findSyncStates(
    db,
    items.map((row) => row.id),
  )
  return {
    items: items.map((row) => ({
      ...toAccount(row),
      sync: toSyncStatus(syncs.find((sync) => sync.accountId === row.id)),
    })),
    nextCursor,
  }
}
