import { and, count, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { organizations, posts, publishingFreeze, publishingSettings } from '../../../db/schema'
import { EVENTS_CHANNEL } from '../../../realtime/publish'

export async function findPublishingSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(publishingSettings)
    .where(eq(publishingSettings.organizationId, organizationId))
  return row ?? null
}

export async function findAgencyFreeze(db: DbOrTx) {
  const [row] = await db.select().from(publishingFreeze).where(eq(publishingFreeze.id, 1))
  return row ?? null
}

export async function countAwaitingPosts(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.organizationId, organizationId), eq(posts.state, 'awaiting_approval')))
  return row?.n ?? 0
}

export async function upsertPostsNeedApproval(
  db: DbOrTx,
  organizationId: string,
  postsNeedApproval: boolean,
  userId: string,
) {
  await db
    .insert(publishingSettings)
    .values({ organizationId, postsNeedApproval, updatedBy: userId })
    .onConflictDoUpdate({
      target: publishingSettings.organizationId,
      set: { postsNeedApproval, updatedBy: userId, updatedAt: sql`now()` },
    })
}

// Freezing keeps the first moment it was frozen; resuming clears it.
export async function setChurchFrozen(
  db: DbOrTx,
  organizationId: string,
  frozen: boolean,
  userId: string,
) {
  await db
    .insert(publishingSettings)
    .values({
      organizationId,
      frozenAt: frozen ? sql`now()` : null,
      frozenBy: frozen ? userId : null,
      updatedBy: userId,
    })
    .onConflictDoUpdate({
      target: publishingSettings.organizationId,
      set: {
        frozenAt: frozen ? sql`coalesce(${publishingSettings.frozenAt}, now())` : null,
        frozenBy: frozen ? sql`coalesce(${publishingSettings.frozenBy}, ${userId})` : null,
        updatedBy: userId,
        updatedAt: sql`now()`,
      },
    })
}

export async function setAgencyFrozen(db: DbOrTx, frozen: boolean, userId: string) {
  const [row] = await db
    .update(publishingFreeze)
    .set({
      frozenAt: frozen ? sql`coalesce(${publishingFreeze.frozenAt}, now())` : null,
      frozenBy: frozen ? sql`coalesce(${publishingFreeze.frozenBy}, ${userId})` : null,
    })
    .where(eq(publishingFreeze.id, 1))
    .returning()
  return row ?? null
}

// The agency's freeze changes every church's publishing: one `post.changed` ('settings') event per
// church, as freezeChurch sends for one, so each church's open calendar (and the agency's) shows
// the pause. One statement whatever the number of churches; sent only if the transaction
// commits. The event is the one publishPostChange(tx, { organizationId }, 'settings') writes.
export async function publishSettingsChangeToEveryChurch(db: DbOrTx) {
  await db.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, json_build_object('type', 'post.changed', 'organizationId', ${organizations.id}::text, 'change', 'settings')::text) from ${organizations}`,
  )
}
