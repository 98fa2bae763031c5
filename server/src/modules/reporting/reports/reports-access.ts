import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { instagramAccounts } from '../../../db/schema'

// An account filter must belong to the report's church (any church for the agency's reports).
export async function accountInOrganization(
  db: DbOrTx,
  accountId: string,
  organizationId: string | null,
) {
  const [row] = await db
    .select({ id: instagramAccounts.id })
    .from(instagramAccounts)
    .where(
      and(
        eq(instagramAccounts.id, accountId),
        organizationId ? eq(instagramAccounts.organizationId, organizationId) : undefined,
      ),
    )
  return Boolean(row)
}
