import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { commentCounts, instagramAccounts, organizations } from '../../../db/schema'
import { afterKeyset, type Keyset } from '../../../lib/pagination'
import { containsPattern } from '../../../lib/like-pattern'

const withOrganization = {
  account: instagramAccounts,
  organizationName: organizations.name,
  organizationSlug: organizations.slug,
}

// Accounts of every organization (or one) by (username, id), served by the (username, id) and
// (organization, username) indexes; search matches any part of the username (trigram index).
export async function listAccountsPage(
  db: DbOrTx,
  page: { search?: string; organizationId?: string; ids?: string[]; after?: Keyset; limit: number },
) {
  return db
    .select(withOrganization)
    .from(instagramAccounts)
    .innerJoin(organizations, eq(organizations.id, instagramAccounts.organizationId))
    .where(
      and(
        page.organizationId ? eq(instagramAccounts.organizationId, page.organizationId) : undefined,
        page.search ? ilike(instagramAccounts.username, containsPattern(page.search)) : undefined,
        page.ids ? inArray(instagramAccounts.id, page.ids) : undefined,
        afterKeyset('asc', [instagramAccounts.username, instagramAccounts.id], page.after),
      ),
    )
    .orderBy(asc(instagramAccounts.username), asc(instagramAccounts.id))
    .limit(page.limit + 1)
}

export async function findAccountWithOrganization(db: DbOrTx, id: string) {
  const [row] = await db
    .select(withOrganization)
    .from(instagramAccounts)
    .innerJoin(organizations, eq(organizations.id, instagramAccounts.organizationId))
    .where(eq(instagramAccounts.id, id))
    .limit(1)
  return row ?? null
}

export type AccountWithOrganization = NonNullable<
  Awaited<ReturnType<typeof findAccountWithOrganization>>
>

// Comments awaiting a reply on just these accounts, from their kept totals (comment_counts).
export async function pendingCountsForAccounts(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      accountId: commentCounts.accountId,
      pending: sql<number>`sum(${commentCounts.awaitingReply})`.mapWith(Number),
    })
    .from(commentCounts)
    .where(inArray(commentCounts.accountId, ids))
    .groupBy(commentCounts.accountId)
  return new Map(rows.map((row) => [row.accountId, row.pending]))
}
