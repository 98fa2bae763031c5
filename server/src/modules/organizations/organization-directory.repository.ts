import { and, asc, count, eq, gt, ilike, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { comments, instagramAccounts, organizations } from '../../db/schema'
import type { Keyset } from '../../lib/keyset'
import { containsPattern } from '../../lib/like-pattern'
import { awaitingReply, fromFollowers } from '../comments/comment-conditions'

// Organizations by their loose name (name_key: unique, so it alone orders the pages and its
// unique index serves them); search matches any part of the name, served by a trigram index.
export async function listOrganizationsPage(
  db: DbOrTx,
  page: { search?: string; after?: Keyset; limit: number },
) {
  return db
    .select()
    .from(organizations)
    .where(
      and(
        page.search ? ilike(organizations.name, containsPattern(page.search)) : undefined,
        page.after ? gt(organizations.nameKey, page.after.key) : undefined,
      ),
    )
    .orderBy(asc(organizations.nameKey))
    .limit(page.limit + 1)
}

export interface OrganizationCounts {
  accountsCount: number
  commentsCount: number
  pendingCount: number
}

// The counts of one page of organizations: two grouped queries over just those ids.
export async function countsForOrganizations(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, OrganizationCounts>> {
  const counts = new Map(
    ids.map((id) => [id, { accountsCount: 0, commentsCount: 0, pendingCount: 0 }]),
  )
  if (ids.length === 0) return counts
  const [accountRows, commentRows] = await Promise.all([
    db
      .select({ organizationId: instagramAccounts.organizationId, accounts: count() })
      .from(instagramAccounts)
      .where(inArray(instagramAccounts.organizationId, ids))
      .groupBy(instagramAccounts.organizationId),
    db
      .select({
        organizationId: comments.organizationId,
        comments: count(),
        pending: sql<number>`count(*) filter (where ${awaitingReply})`.mapWith(Number),
      })
      .from(comments)
      .where(and(inArray(comments.organizationId, ids), fromFollowers))
      .groupBy(comments.organizationId),
  ])
  for (const row of accountRows) counts.get(row.organizationId)!.accountsCount = row.accounts
  for (const row of commentRows) {
    const entry = counts.get(row.organizationId)!
    entry.commentsCount = row.comments
    entry.pendingCount = row.pending
  }
  return counts
}

export async function totalsForOrganization(db: DbOrTx, organizationId: string) {
  const [[accounts], [pending]] = await Promise.all([
    db
      .select({
        accountsCount: count(),
        totalFollowers: sql<number>`coalesce(sum(${instagramAccounts.followersCount}), 0)`.mapWith(
          Number,
        ),
      })
      .from(instagramAccounts)
      .where(eq(instagramAccounts.organizationId, organizationId)),
    db
      .select({ pendingCount: count() })
      .from(comments)
      .where(and(eq(comments.organizationId, organizationId), awaitingReply)),
  ])
  return { ...accounts!, ...pending! }
}
