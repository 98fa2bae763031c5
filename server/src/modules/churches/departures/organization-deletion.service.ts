import { createHash } from 'node:crypto'
import type { Actor } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import type { AssetStorage } from '../../../integrations/asset-storage'
import { publish } from '../../../realtime/publish'
import { listFileKeysOfOrganization } from '../assets/assets.repository'
import { deleteStoredFiles } from '../assets/assets.service'
import { publishAccountChange } from '../../instagram/instagram-accounts/account-events'
import {
  countCommentsOfOrganization,
  countPostsOfAccounts,
  deleteClientUsers,
  deleteOrganizationRow,
  insertOrganizationDeletion,
  listMemberIds,
  revokeAccountsOfOrganization,
} from './departures.repository'

export interface OrganizationDeletion {
  organizationId: string
  members: number
  accounts: number
  posts: number
  comments: number
}

// A church leaves the agency. First its Instagram tokens are destroyed and the accounts marked
// revoked, committed on their own, so no job can use them while the rest goes; then, in one
// transaction, its members' user records (their sessions and logins cascade) and the organization
// (its accounts, posts, comments, replies, counts and media library rows cascade); a receipt keeps
// who and when. The library's files are removed once that has committed.
export async function deleteOrganization(
  db: Database,
  storage: AssetStorage,
  actor: Actor,
  organization: { id: string; nameKey: string },
): Promise<OrganizationDeletion> {
  const revoked = await revokeAccountsOfOrganization(db, organization.id)
  for (const account of revoked) await publishAccountChange(db, account, 'revoked')

  const { receipt, fileKeys } = await db.transaction(async (tx) => {
    const fileKeys = await listFileKeysOfOrganization(tx, organization.id)
    const accountIds = revoked.map((account) => account.id)
    const posts = await countPostsOfAccounts(tx, accountIds)
    const commentTotal = await countCommentsOfOrganization(tx, organization.id)
    // Client users belong to exactly one organization; admins are never members.
    const memberIds = await listMemberIds(tx, organization.id)
    await deleteClientUsers(tx, memberIds)
    await deleteOrganizationRow(tx, organization.id)
    const receipt = {
      organizationId: organization.id,
      members: memberIds.length,
      accounts: accountIds.length,
      posts,
      comments: commentTotal,
    }
    await insertOrganizationDeletion(tx, {
      ...receipt,
      nameHash: createHash('sha256').update(organization.nameKey).digest('hex'),
      deletedByUserId: actor.userId,
      deletedByEmail: actor.email,
    })
    return { receipt, fileKeys }
  })
  await deleteStoredFiles(storage, fileKeys)
  // Other admins' lists and dashboards refetch; the organization itself now answers 404.
  await publish(db, { type: 'organization.updated', organizationId: organization.id })
  return receipt
}
