import { idList } from '@common/schemas/common'
import { z } from 'zod'
import { organizationRouteId } from '@common/organization-name'
import type { TAccountListItem, TAccountListPage } from '@common/schemas/account'
import { type Actor, canAccessOrganization } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import {
  type AccountWithOrganization,
  findAccountWithOrganization,
  listAccountsPage,
  pendingCountsForAccounts,
} from './account-directory.repository'
import { toAccount } from './account-view'

function toListItem(row: AccountWithOrganization, pendingCount: number): TAccountListItem {
  return {
    ...toAccount(row.account),
    organizationName: row.organizationName,
    organizationRouteId: organizationRouteId(row.organizationSlug),
    pendingCount,
  }
}

// Accounts across organizations for admins (the route checks), a page at a time.
export async function listAllAccounts(
  db: Database,
  query: {
    search?: string
    organizationId?: string
    id?: string | string[]
    cursor?: string
    limit: number
  },
): Promise<TAccountListPage> {
  const after = requireCursor(query.cursor)
  const rows = await listAccountsPage(db, {
    search: query.search || undefined,
    organizationId: query.organizationId,
    ids: idList(query.id),
    after,
    limit: query.limit,
  })
  const page = toPage(rows, query.limit, (row) => ({
    key: row.account.username,
    id: row.account.id,
  }))
  const pending = await pendingCountsForAccounts(
    db,
    page.items.map((row) => row.account.id),
  )
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => toListItem(row, pending.get(row.account.id) ?? 0)),
  }
}

// One account with its organization and pending count, for admins and the account's own church.
export async function getAccountDetail(
  db: Database,
  actor: Actor,
  accountId: string,
): Promise<TAccountListItem> {
  const row = z.uuid().safeParse(accountId).success
    ? await findAccountWithOrganization(db, accountId)
    : null
  // Another church's account answers exactly like one that does not exist.
  if (!row || !canAccessOrganization(actor, row.account.organizationId)) {
    throw notFound('Account not found')
  }
  const pending = await pendingCountsForAccounts(db, [row.account.id])
  return toListItem(row, pending.get(row.account.id) ?? 0)
}
