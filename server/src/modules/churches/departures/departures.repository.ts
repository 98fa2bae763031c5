import { and, count, eq, getTableColumns, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  comments,
  instagramAccounts,
  media,
  memberships,
  organizationDeletions,
  organizations,
  outgoingMessages,
  user,
} from '../../../db/schema'

// Never leaves Flock, not even to the church itself: the ciphertext is useless without the key
// and the key must not be handed out.
const {
  tokenCiphertext: _tokenCiphertext,
  tokenExpiresAt: _tokenExpiresAt,
  tokenIssuedAt: _tokenIssuedAt,
  ...accountColumns
} = getTableColumns(instagramAccounts)
// Delivery bookkeeping (which worker held a reply) means nothing outside Flock.
const {
  leaseToken: _leaseToken,
  leaseUntil: _leaseUntil,
  ...replyColumns
} = getTableColumns(outgoingMessages)

export interface OrganizationData {
  organization: Record<string, unknown>
  members: Record<string, unknown>[]
  accounts: Record<string, unknown>[]
  posts: Record<string, unknown>[]
  comments: Record<string, unknown>[]
  replies: Record<string, unknown>[]
}

// Everything Flock holds of one organization, read in one snapshot. Members are people only
// (name, email, role): their password hashes and sessions stay behind.
export async function collectOrganizationData(
  db: DbOrTx,
  organizationId: string,
): Promise<OrganizationData> {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  const members = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      memberSince: memberships.createdAt,
      createdAt: user.createdAt,
    })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(user.email)
  const accounts = await db
    .select(accountColumns)
    .from(instagramAccounts)
    .where(eq(instagramAccounts.organizationId, organizationId))
    .orderBy(instagramAccounts.username)
  const accountIds = accounts.map((account) => account.id)
  const posts = accountIds.length
    ? await db
        .select()
        .from(media)
        .where(inArray(media.accountId, accountIds))
        .orderBy(media.postedAt, media.id)
    : []
  const commentRows = await db
    .select()
    .from(comments)
    .where(eq(comments.organizationId, organizationId))
    .orderBy(comments.commentedAt, comments.id)
  const replies = await db
    .select(replyColumns)
    .from(outgoingMessages)
    .where(eq(outgoingMessages.organizationId, organizationId))
    .orderBy(outgoingMessages.createdAt, outgoingMessages.id)
  return {
    organization: organization ?? {},
    members,
    accounts,
    posts,
    comments: commentRows,
    replies,
  }
}

// Destroys the tokens of every account of the organization and marks them revoked.
export function revokeAccountsOfOrganization(db: DbOrTx, organizationId: string) {
  return db
    .update(instagramAccounts)
    .set({
      status: 'disconnected',
      statusReason: 'The organization left the agency',
      tokenCiphertext: null,
      tokenExpiresAt: null,
      tokenIssuedAt: null,
    })
    .where(eq(instagramAccounts.organizationId, organizationId))
    .returning()
}

export async function countPostsOfAccounts(db: DbOrTx, accountIds: string[]): Promise<number> {
  if (accountIds.length === 0) return 0
  const [posts] = await db
    .select({ n: count() })
    .from(media)
    .where(inArray(media.accountId, accountIds))
  return posts?.n ?? 0
}

export async function countCommentsOfOrganization(
  db: DbOrTx,
  organizationId: string,
): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(comments)
    .where(eq(comments.organizationId, organizationId))
  return total?.n ?? 0
}

export async function listMemberIds(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
  return rows.map((row) => row.userId)
}

// Only client users: admins are never members, and this never removes one.
export async function deleteClientUsers(db: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return
  await db.delete(user).where(and(inArray(user.id, userIds), eq(user.role, 'client')))
}

export async function deleteOrganizationRow(db: DbOrTx, organizationId: string): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, organizationId))
}

export async function insertOrganizationDeletion(
  db: DbOrTx,
  values: typeof organizationDeletions.$inferInsert,
): Promise<void> {
  await db.insert(organizationDeletions).values(values)
}
