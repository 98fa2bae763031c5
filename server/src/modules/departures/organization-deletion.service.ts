import { createHash } from 'node:crypto'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Actor } from '../../auth/policy'
import type { Database } from '../../db/client'
import {
  comments,
  instagramAccounts,
  media,
  memberships,
  organizationDeletions,
  organizations,
  user,
} from '../../db/schema'
import { publish } from '../../realtime/publish'
import { publishAccountChange } from '../accounts/account-events'

export interface OrganizationDeletion {
  organizationId: string
  members: number
  accounts: number
  posts: number
  comments: number
}

// A church leaves the agency. First its Instagram tokens are destroyed and the accounts marked
// revoked, committed on their own, so no job can use them while the rest goes; then, in one
// transaction, its members' user records (their sessions and logins cascade) and the organisation
// (its accounts, posts, comments, replies and counts cascade); a receipt keeps who and when.
export async function deleteOrganization(
  db: Database,
  actor: Actor,
  organization: { id: string; nameKey: string },
): Promise<OrganizationDeletion> {
  const revoked = await db
    .update(instagramAccounts)
    .set({
      status: 'disconnected',
      statusReason: 'The organization left the agency',
      tokenCiphertext: null,
      tokenExpiresAt: null,
      tokenIssuedAt: null,
    })
    .where(eq(instagramAccounts.organizationId, organization.id))
    .returning()
  for (const account of revoked) await publishAccountChange(db, account, 'revoked')

  const receipt = await db.transaction(async (tx) => {
    const accountIds = revoked.map((account) => account.id)
    const [posts] = accountIds.length
      ? await tx.select({ n: count() }).from(media).where(inArray(media.accountId, accountIds))
      : [{ n: 0 }]
    const [commentTotal] = await tx
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.organizationId, organization.id))
    // Client users belong to exactly one organisation; admins are never members.
    const memberIds = (
      await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(eq(memberships.organizationId, organization.id))
    ).map((row) => row.userId)
    if (memberIds.length)
      await tx.delete(user).where(and(inArray(user.id, memberIds), eq(user.role, 'client')))
    await tx.delete(organizations).where(eq(organizations.id, organization.id))
    const receipt = {
      organizationId: organization.id,
      members: memberIds.length,
      accounts: accountIds.length,
      posts: posts?.n ?? 0,
      comments: commentTotal?.n ?? 0,
    }
    await tx.insert(organizationDeletions).values({
      ...receipt,
      nameHash: createHash('sha256').update(organization.nameKey).digest('hex'),
      deletedByUserId: actor.userId,
      deletedByEmail: actor.email,
    })
    return receipt
  })
  // Other admins' lists and dashboards refetch; the organization itself now answers 404.
  await publish(db, { type: 'organization.updated', organizationId: organization.id })
  return receipt
}
