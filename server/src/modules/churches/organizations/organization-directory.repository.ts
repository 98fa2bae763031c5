import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { commentCounts, instagramAccounts, organizations } from '../../../db/schema'
import { afterKeyset, type Keyset } from '../../../lib/pagination'
import { containsPattern } from '../../../lib/like-pattern'
import { organizationColumns } from './organizations.repository'

// Organizations by their loose name (name_key: unique, so it alone orders the pages and its
// unique index serves them; the id in the keyset never decides); search matches any part of the name, served by a trigram index.
export async function listOrganizationsPage(
  db: DbOrTx,
  page: { search?: string; ids?: string[]; after?: Keyset; limit: number },
) {
  return db
    .select(organizationColumns)
    .from(organizations)
    .where(
      and(
        page.search ? ilike(organizations.name, containsPattern(page.search)) : undefined,
        page.ids ? inArray(organizations.id, page.ids) : undefined,
        afterKeyset('asc', [organizations.nameKey, organizations.id], page.after),
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

// The counts of one page of organizations: two grouped queries over just those ids; comment
// totals come from comment_counts (fromFollowers and awaitingReply, kept per account).
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
        organizationId: commentCounts.organizationId,
        comments: sql<number>`sum(${commentCounts.fromFollowers})`.mapWith(Number),
        pending: sql<number>`sum(${commentCounts.awaitingReply})`.mapWith(Number),
      })
      .from(commentCounts)
      .where(inArray(commentCounts.organizationId, ids))
      .groupBy(commentCounts.organizationId),
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
      .select({
        pendingCount: sql<number>`coalesce(sum(${commentCounts.awaitingReply}), 0)`.mapWith(Number),
      })
      .from(commentCounts)
      .where(eq(commentCounts.organizationId, organizationId)),
  ])
  return { ...accounts!, ...pending! }
}
