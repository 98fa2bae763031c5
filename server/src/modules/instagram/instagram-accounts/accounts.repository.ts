import { and, asc, eq, inArray, isNotNull, lt, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { instagramAccounts } from '../../../db/schema'
import { afterKeyset, type Keyset } from '../../../lib/pagination'

export type AccountRow = typeof instagramAccounts.$inferSelect
export type NewAccount = typeof instagramAccounts.$inferInsert

export async function findAccountById(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(instagramAccounts)
    .where(eq(instagramAccounts.id, id))
    .limit(1)
  return row ?? null
}

export async function findAccountByIgUserId(db: DbOrTx, igUserId: string) {
  const [row] = await db
    .select()
    .from(instagramAccounts)
    .where(eq(instagramAccounts.igUserId, igUserId))
    .limit(1)
  return row ?? null
}

// Keyset page by (username, id): stable under inserts, served by the (organization, username) index.
export async function listAccountsOfOrganization(
  db: DbOrTx,
  organizationId: string,
  page: { after?: Keyset; limit: number },
) {
  return db
    .select()
    .from(instagramAccounts)
    .where(
      and(
        eq(instagramAccounts.organizationId, organizationId),
        afterKeyset('asc', [instagramAccounts.username, instagramAccounts.id], page.after),
      ),
    )
    .orderBy(asc(instagramAccounts.username), asc(instagramAccounts.id))
    .limit(page.limit + 1)
}

export async function insertAccount(db: DbOrTx, values: NewAccount) {
  const [row] = await db.insert(instagramAccounts).values(values).returning()
  return row!
}

export async function updateAccount(db: DbOrTx, id: string, values: Partial<NewAccount>) {
  const [row] = await db
    .update(instagramAccounts)
    .set(values)
    .where(eq(instagramAccounts.id, id))
    .returning()
  return row ?? null
}

// Compare-and-set on the token: writes only while the account still holds the token the caller
// read (and, for a refresh, is still connected). A revoke, a reconnect or another refresh that
// happened meanwhile wins; null tells the caller its token is no longer the account's.
export async function updateAccountToken(
  db: DbOrTx,
  id: string,
  expectedCiphertext: string,
  values: Partial<NewAccount>,
  options: { onlyWhileConnected?: boolean } = {},
) {
  const [row] = await db
    .update(instagramAccounts)
    .set(values)
    .where(
      and(
        eq(instagramAccounts.id, id),
        eq(instagramAccounts.tokenCiphertext, expectedCiphertext),
        options.onlyWhileConnected ? eq(instagramAccounts.status, 'connected') : undefined,
      ),
    )
    .returning()
  return row ?? null
}

// Meta may name an account by its professional id or by its app-scoped id; accept either.
export async function findAccountsByInstagramId(db: DbOrTx, instagramId: string) {
  return db
    .select()
    .from(instagramAccounts)
    .where(
      or(
        eq(instagramAccounts.igUserId, instagramId),
        eq(instagramAccounts.appScopedId, instagramId),
      ),
    )
}

export async function deleteAccountsById(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return
  await db.delete(instagramAccounts).where(inArray(instagramAccounts.id, ids))
}

// Tokens within `window` of expiry that can be refreshed (a day old, per Instagram) or have
// already lapsed (to be marked for reconnection).
export async function findAccountsWithTokensDue(
  db: DbOrTx,
  now: Date,
  windowMs: number,
  limit: number,
) {
  return db
    .select()
    .from(instagramAccounts)
    .where(
      and(
        eq(instagramAccounts.status, 'connected'),
        isNotNull(instagramAccounts.tokenCiphertext),
        lt(instagramAccounts.tokenExpiresAt, new Date(now.getTime() + windowMs)),
        or(
          lt(instagramAccounts.tokenIssuedAt, new Date(now.getTime() - 24 * 3600 * 1000)),
          lte(instagramAccounts.tokenExpiresAt, now),
        ),
      ),
    )
    .orderBy(asc(instagramAccounts.tokenExpiresAt))
    .limit(limit)
}

export async function listConnectedAccountIds(db: DbOrTx) {
  const rows = await db
    .select({ id: instagramAccounts.id })
    .from(instagramAccounts)
    .where(eq(instagramAccounts.status, 'connected'))
  return rows.map((row) => row.id)
}
