import { and, desc, eq, ne } from 'drizzle-orm'
import type { Database, DbOrTx } from '../../../db/client'
import { assets, postItems, posts } from '../../../db/schema'
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

// The posts not yet published (drafts, awaiting approval, scheduled, publishing, failed and
// waiting for a retry) that use an asset: deleting it would leave them without their file.
export async function postsUsingAsset(db: DbOrTx, id: string, limit = 5) {
  return db
    .selectDistinct({ id: posts.id, caption: posts.caption, state: posts.state })
    .from(postItems)
    .innerJoin(posts, eq(posts.id, postItems.postId))
    .where(and(eq(postItems.assetId, id), ne(posts.state, 'published')))
    .orderBy(posts.id)
    .limit(limit)
}

// Deletes an asset no unpublished post uses, or answers the posts that use it. The asset's row is
// locked first: a post being saved with it at that moment holds a key-share lock on it (its
// item's foreign key), so the check waits for that post and sees it, and a post saved after
// waits for the delete and finds the asset gone. Nothing can lose its file in between.
export async function deleteUnusedAsset(db: Database, organizationId: string, id: string) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.organizationId, organizationId), eq(assets.id, id)))
      .for('update')
    if (!locked) return null
    const usedBy = await postsUsingAsset(tx, id)
    if (usedBy.length > 0) return { usedBy }
    const [row] = await tx.delete(assets).where(eq(assets.id, id)).returning()
    return { deleted: row! }
  })
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
