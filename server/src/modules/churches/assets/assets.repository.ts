import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { assets } from '../../../db/schema'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'

export type AssetRow = typeof assets.$inferSelect
export type NewAssetRow = typeof assets.$inferInsert

export async function insertAsset(db: DbOrTx, values: NewAssetRow): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning()
  return row!
}

// A church's files, newest first, on assets_organization_created_idx.
export async function listAssetsPage(
  db: DbOrTx,
  organizationId: string,
  page: { after?: Keyset; limit: number },
) {
  return db
    .select({ asset: assets, createdAtKey: timestampKey(assets.createdAt) })
    .from(assets)
    .where(
      and(
        eq(assets.organizationId, organizationId),
        afterKeyset('desc', [assets.createdAt, assets.id], page.after),
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(page.limit + 1)
}

export async function findAsset(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.organizationId, organizationId), eq(assets.id, id)))
  return row ?? null
}

export async function findAssetByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      kind: assets.kind,
      mimeType: assets.mimeType,
      renditionKey: assets.renditionKey,
      thumbnailKey: assets.thumbnailKey,
    })
    .from(assets)
    .where(eq(assets.publicToken, token))
  return row ?? null
}

export async function updateAltText(
  db: DbOrTx,
  organizationId: string,
  id: string,
  altText: string,
) {
  const [row] = await db
    .update(assets)
    .set({ altText })
    .where(and(eq(assets.organizationId, organizationId), eq(assets.id, id)))
    .returning()
  return row ?? null
}

export async function deleteAssetRow(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .delete(assets)
    .where(and(eq(assets.organizationId, organizationId), eq(assets.id, id)))
    .returning()
  return row ?? null
}

// Every stored file of a church's library, read before the church is deleted (its rows cascade).
export async function listFileKeysOfOrganization(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({
      original: assets.originalKey,
      rendition: assets.renditionKey,
      thumbnail: assets.thumbnailKey,
    })
    .from(assets)
    .where(eq(assets.organizationId, organizationId))
  return rows.flatMap((row) => [row.original, row.rendition, row.thumbnail])
}
