import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import {
  commentFlags,
  comments,
  instagramAccounts,
  media,
  memberships,
  pastoralCases,
  pastoralContacts,
  pastoralSettings,
  user,
} from '../../../db/schema'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'
import { accountOfComment, commentCardContext, postOfComment } from '../comments/comment-context'

export async function insertCommentFlags(
  db: DbOrTx,
  comment: { id: string; organizationId: string },
  flags: readonly TPastoralFlag[],
) {
  if (flags.length === 0) return
  await db
    .insert(commentFlags)
    .values(
      flags.map((flag) => ({
        workItemId: comment.id,
        organizationId: comment.organizationId,
        flag,
      })),
    )
    .onConflictDoNothing()
}

// No row yet: routing on, no guidance written.
export async function findPastoralSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      routingEnabled: pastoralSettings.routingEnabled,
      emergencyGuidance: pastoralSettings.emergencyGuidance,
    })
    .from(pastoralSettings)
    .where(eq(pastoralSettings.organizationId, organizationId))
  return row ?? { routingEnabled: true, emergencyGuidance: '' }
}

export async function upsertPastoralSettings(
  db: DbOrTx,
  organizationId: string,
  values: { routingEnabled: boolean; emergencyGuidance: string; updatedBy: string },
) {
  await db
    .insert(pastoralSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: pastoralSettings.organizationId, set: values })
}

export async function listPastoralContacts(db: DbOrTx, organizationId: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(pastoralContacts)
    .innerJoin(user, eq(user.id, pastoralContacts.userId))
    .where(eq(pastoralContacts.organizationId, organizationId))
    .orderBy(asc(user.name), asc(user.id))
}

// The church's Owners still able to sign in: who hears of its flagged comments until it names
// pastoral contacts (a default read here, never copied into pastoral_contacts, so it follows
// whoever is Owner now).
export async function listChurchOwners(db: DbOrTx, organizationId: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, 'owner'),
        isNull(user.deactivatedAt),
      ),
    )
    .orderBy(asc(user.name), asc(user.id))
}

// The agency's Owners still able to sign in: told of a crisis when no one at its church would be.
export async function listAgencyOwners(db: DbOrTx) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.teamRole, 'owner'), isNull(user.deactivatedAt)))
    .orderBy(asc(user.name), asc(user.id))
}

export async function listChurchPeople(db: DbOrTx, organizationId: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(user.name), asc(user.id))
}

// Replaces the church's contacts with those of `userIds` that are its members: the insert reads
// the memberships, and the composite key to memberships refuses anyone else even in a race.
export async function replacePastoralContacts(
  db: DbOrTx,
  organizationId: string,
  userIds: readonly string[],
) {
  await db.delete(pastoralContacts).where(eq(pastoralContacts.organizationId, organizationId))
  if (userIds.length === 0) return 0
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        inArray(memberships.userId, [...userIds]),
      ),
    )
  if (members.length > 0) {
    await db
      .insert(pastoralContacts)
      .values(members.map((m) => ({ organizationId, userId: m.userId })))
      .onConflictDoNothing()
  }
  return members.length
}

export async function insertPastoralCase(
  db: DbOrTx,
  values: { commentId: string; organizationId: string; flags: TPastoralFlag[] },
) {
  const [row] = await db
    .insert(pastoralCases)
    .values({
      workItemId: values.commentId,
      organizationId: values.organizationId,
      flags: values.flags,
    })
    .onConflictDoNothing()
    .returning({ commentId: pastoralCases.workItemId })
  return Boolean(row)
}

// What the e-mail to the pastoral contacts says about where the comment was made.
export async function findRoutingContext(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      accountUsername: instagramAccounts.username,
      organizationName: sql<string>`(select name from organizations where id = ${instagramAccounts.organizationId})`,
    })
    .from(instagramAccounts)
    .where(eq(instagramAccounts.id, accountId))
  return row ?? null
}

const seer = alias(user, 'seer')
const follower = alias(user, 'follower')

const caseFields = {
  commentId: pastoralCases.workItemId,
  organizationId: pastoralCases.organizationId,
  flags: pastoralCases.flags,
  routedAt: pastoralCases.createdAt,
  routedAtKey: timestampKey(pastoralCases.createdAt),
  seenAt: pastoralCases.seenAt,
  seenBy: seer.name,
  followedUpAt: pastoralCases.followedUpAt,
  followedUpBy: follower.name,
  note: pastoralCases.followUpNote,
}

// The church's Pastoral care list, newest routed first, a page at a time.
export async function listPastoralCasesPage(
  db: DbOrTx,
  organizationId: string,
  page: { after?: Keyset; limit: number },
) {
  const after = afterKeyset('desc', [pastoralCases.createdAt, pastoralCases.workItemId], page.after)
  return db
    .select({
      ...caseFields,
      ...commentCardContext,
      hidden: comments.hidden,
      commentedAt: comments.commentedAt,
    })
    .from(pastoralCases)
    .innerJoin(comments, eq(comments.id, pastoralCases.workItemId))
    .innerJoin(instagramAccounts, accountOfComment)
    .leftJoin(media, postOfComment)
    .leftJoin(seer, eq(seer.id, pastoralCases.seenBy))
    .leftJoin(follower, eq(follower.id, pastoralCases.followedUpBy))
    .where(and(eq(pastoralCases.organizationId, organizationId), after))
    .orderBy(desc(pastoralCases.createdAt), desc(pastoralCases.workItemId))
    .limit(page.limit + 1)
}

// The first church member to open it; later openings change nothing.
export async function markCaseSeen(
  db: DbOrTx,
  organizationId: string,
  commentId: string,
  userId: string,
) {
  const [row] = await db
    .update(pastoralCases)
    .set({ seenAt: sql`now()`, seenBy: userId })
    .where(
      and(
        eq(pastoralCases.workItemId, commentId),
        eq(pastoralCases.organizationId, organizationId),
        isNull(pastoralCases.seenAt),
      ),
    )
    .returning({ commentId: pastoralCases.workItemId })
  return Boolean(row)
}

// Followed up once: a second click, or two people at once, finds it already done. Following up
// also counts as having seen it.
export async function markCaseFollowedUp(
  db: DbOrTx,
  organizationId: string,
  commentId: string,
  userId: string,
  note: string | null,
) {
  const [row] = await db
    .update(pastoralCases)
    .set({
      followedUpAt: sql`now()`,
      followedUpBy: userId,
      followUpNote: note,
      seenAt: sql`coalesce(${pastoralCases.seenAt}, now())`,
      seenBy: sql`coalesce(${pastoralCases.seenBy}, ${userId})`,
    })
    .where(
      and(
        eq(pastoralCases.workItemId, commentId),
        eq(pastoralCases.organizationId, organizationId),
        isNull(pastoralCases.followedUpAt),
      ),
    )
    .returning({ commentId: pastoralCases.workItemId })
  return Boolean(row)
}

export async function findPastoralCase(db: DbOrTx, organizationId: string, commentId: string) {
  const [row] = await db
    .select(caseFields)
    .from(pastoralCases)
    .leftJoin(seer, eq(seer.id, pastoralCases.seenBy))
    .leftJoin(follower, eq(follower.id, pastoralCases.followedUpBy))
    .where(
      and(
        eq(pastoralCases.workItemId, commentId),
        eq(pastoralCases.organizationId, organizationId),
      ),
    )
  return row ?? null
}

// Cases routed to the church after `since`, newest first, for the bell of those who hear of them
// (pastoral-recipients.ts).
export async function findNewCasesForContact(
  db: DbOrTx,
  userId: string,
  since: Date,
  limit: number,
) {
  return db
    .select({
      commentId: pastoralCases.workItemId,
      organizationId: pastoralCases.organizationId,
      flags: pastoralCases.flags,
      routedAt: pastoralCases.createdAt,
      accountId: comments.accountId,
      accountUsername: instagramAccounts.username,
    })
    .from(memberships)
    .innerJoin(pastoralCases, eq(pastoralCases.organizationId, memberships.organizationId))
    .innerJoin(comments, eq(comments.id, pastoralCases.workItemId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .where(
      and(
        eq(memberships.userId, userId),
        sql`${pastoralCases.createdAt} > ${since.toISOString()}::timestamptz`,
        // A named contact; or, while the church has named none, its Owner.
        sql`(exists (select 1 from ${pastoralContacts} pc where pc.organization_id = ${memberships.organizationId} and pc.user_id = ${userId})
          or (${memberships.role} = 'owner' and not exists (select 1 from ${pastoralContacts} pc where pc.organization_id = ${memberships.organizationId})))`,
      ),
    )
    .orderBy(desc(pastoralCases.createdAt))
    .limit(limit)
}

// Crisis cases after `since` in churches where no one would hear of them (no contact named, no
// Owner able to sign in), newest first: the agency's Owners' bell.
export async function findUnheardCrisisCases(db: DbOrTx, since: Date, limit: number) {
  return db
    .select({
      commentId: pastoralCases.workItemId,
      organizationId: pastoralCases.organizationId,
      flags: pastoralCases.flags,
      routedAt: pastoralCases.createdAt,
      accountId: comments.accountId,
      accountUsername: instagramAccounts.username,
    })
    .from(pastoralCases)
    .innerJoin(comments, eq(comments.id, pastoralCases.workItemId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, comments.accountId))
    .where(
      and(
        sql`${pastoralCases.createdAt} > ${since.toISOString()}::timestamptz`,
        sql`'crisis' = any(${pastoralCases.flags})`,
        sql`not exists (select 1 from ${pastoralContacts} pc where pc.organization_id = ${pastoralCases.organizationId})`,
        sql`not exists (select 1 from ${memberships} m join ${user} u on u.id = m.user_id
          where m.organization_id = ${pastoralCases.organizationId} and m.role = 'owner' and u.deactivated_at is null)`,
      ),
    )
    .orderBy(desc(pastoralCases.createdAt))
    .limit(limit)
}
