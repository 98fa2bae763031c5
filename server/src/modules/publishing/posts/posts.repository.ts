import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { TPostLedgerStep, TPostState } from '@common/schemas/posts'
import type { DbOrTx } from '../../../db/client'
import {
  assets,
  businessHours,
  instagramAccounts,
  organizations,
  postItems,
  postLedger,
  posts,
  publishingFreeze,
  publishingSettings,
} from '../../../db/schema'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'

export type PostRow = typeof posts.$inferSelect
export type NewPostRow = typeof posts.$inferInsert
export type PostItemRow = typeof postItems.$inferSelect
export type AssetRowForItem = typeof assets.$inferSelect

// Frozen: the church's own freeze, or the agency's freeze of every church.
export const pausedSql = sql<boolean>`(coalesce(${publishingSettings.frozenAt} is not null, false) or exists (select 1 from ${publishingFreeze} where ${publishingFreeze.frozenAt} is not null))`

// What a post card shows beside the post itself: its church, account and whether it is paused.
const contextColumns = {
  post: posts,
  organizationName: organizations.name,
  organizationSlug: organizations.slug,
  timeZone: sql<string>`coalesce(${businessHours.timeZone}, 'UTC')`,
  accountUsername: instagramAccounts.username,
  paused: pausedSql,
  scheduledKey: timestampKey(posts.scheduledAt),
  createdKey: timestampKey(posts.createdAt),
}

function selectWithContext(db: DbOrTx) {
  return db
    .select(contextColumns)
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, posts.accountId))
    .leftJoin(businessHours, eq(businessHours.organizationId, posts.organizationId))
    .leftJoin(publishingSettings, eq(publishingSettings.organizationId, posts.organizationId))
}
export type PostWithContext = Awaited<ReturnType<typeof _firstWithContext>>

async function _firstWithContext(db: DbOrTx, id: string) {
  const [row] = await selectWithContext(db).where(eq(posts.id, id))
  return row!
}

export async function findPostWithContext(db: DbOrTx, id: string) {
  const [row] = await selectWithContext(db).where(eq(posts.id, id))
  return row ?? null
}

export async function findPost(db: DbOrTx, id: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id))
  return row ?? null
}

export interface PostListFilter {
  organizationId?: string
  accountId?: string
  states?: TPostState[]
  from?: string
  to?: string
  unscheduled?: boolean
}

// Scheduled posts by (scheduled_at, id) on the posts_*_scheduled_idx indexes; drafts without a
// time (unscheduled=true) by (created_at, id) on posts_unscheduled_idx.
export async function listPostsPage(
  db: DbOrTx,
  filter: PostListFilter,
  page: { after?: Keyset; limit: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.organizationId ? eq(posts.organizationId, filter.organizationId) : undefined,
    filter.accountId ? eq(posts.accountId, filter.accountId) : undefined,
    filter.states?.length ? inArray(posts.state, filter.states) : undefined,
  ]
  if (filter.unscheduled) {
    return selectWithContext(db)
      .where(
        and(
          ...conditions,
          isNull(posts.scheduledAt),
          afterKeyset('asc', [posts.createdAt, posts.id], page.after),
        ),
      )
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(page.limit + 1)
  }
  return selectWithContext(db)
    .where(
      and(
        ...conditions,
        sql`${posts.scheduledAt} is not null`,
        filter.from ? gte(posts.scheduledAt, new Date(filter.from)) : undefined,
        filter.to ? lt(posts.scheduledAt, new Date(filter.to)) : undefined,
        afterKeyset('asc', [posts.scheduledAt, posts.id], page.after),
      ),
    )
    .orderBy(asc(posts.scheduledAt), asc(posts.id))
    .limit(page.limit + 1)
}

export async function listItemsOf(db: DbOrTx, postIds: string[]) {
  if (postIds.length === 0) return []
  return db
    .select({ item: postItems, asset: assets })
    .from(postItems)
    .leftJoin(assets, eq(assets.id, postItems.assetId))
    .where(inArray(postItems.postId, postIds))
    .orderBy(asc(postItems.postId), asc(postItems.position))
}

export async function listLedger(db: DbOrTx, postId: string) {
  return db
    .select()
    .from(postLedger)
    .where(eq(postLedger.postId, postId))
    .orderBy(asc(postLedger.id))
}

export async function recordLedger(
  db: DbOrTx,
  postId: string,
  step: TPostLedgerStep,
  detail: string | null = null,
) {
  await db.insert(postLedger).values({ postId, step, detail })
}

export async function insertPost(db: DbOrTx, values: NewPostRow) {
  const [row] = await db.insert(posts).values(values).returning()
  return row!
}

export async function replaceItems(
  db: DbOrTx,
  postId: string,
  items: Omit<typeof postItems.$inferInsert, 'postId' | 'position'>[],
) {
  await db.delete(postItems).where(eq(postItems.postId, postId))
  if (items.length > 0)
    await db
      .insert(postItems)
      .values(items.map((item, position) => ({ ...item, postId, position })))
}

export async function findAssetsOf(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.organizationId, organizationId), inArray(assets.id, ids)))
}

export async function findItems(db: DbOrTx, postId: string) {
  return db
    .select()
    .from(postItems)
    .where(eq(postItems.postId, postId))
    .orderBy(asc(postItems.position))
}

export async function setItemContainer(
  db: DbOrTx,
  postId: string,
  position: number,
  containerId: string | null,
) {
  await db
    .update(postItems)
    .set({ igContainerId: containerId, containerCreatedAt: containerId ? new Date() : null })
    .where(and(eq(postItems.postId, postId), eq(postItems.position, position)))
}

// Posts of an account that count against Instagram's rolling 24 hours: published in it, or due
// in it by Flock's schedule (scheduled, publishing, awaiting approval), other than `exceptId`.
export async function countQuotaPosts(
  db: DbOrTx,
  accountId: string,
  window: { from: Date; to: Date },
  exceptId?: string,
) {
  const rows = await db
    .select({
      at: sql<Date>`coalesce(${posts.publishedAt}, ${posts.scheduledAt})`.mapWith(
        (v) => new Date(v as string),
      ),
    })
    .from(posts)
    .where(
      and(
        eq(posts.accountId, accountId),
        inArray(posts.state, ['scheduled', 'publishing', 'published']),
        sql`coalesce(${posts.publishedAt}, ${posts.scheduledAt}) >= ${window.from.toISOString()}::timestamptz`,
        sql`coalesce(${posts.publishedAt}, ${posts.scheduledAt}) < ${window.to.toISOString()}::timestamptz`,
        exceptId ? sql`${posts.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(sql`1`)
  return rows.map((row) => row.at)
}

// A failed post scheduled again starts from new containers.
export async function clearContainers(db: DbOrTx, postId: string) {
  await db
    .update(postItems)
    .set({ igContainerId: null, containerCreatedAt: null })
    .where(eq(postItems.postId, postId))
  await db
    .update(posts)
    .set({ igContainerId: null, containerCreatedAt: null, publishRequestedAt: null })
    .where(eq(posts.id, postId))
}
