import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { invitations, memberships, organizations, user } from '../../../db/schema'

export type InvitationRow = typeof invitations.$inferSelect

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning()
  return row!
}

const pending = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  )

// Invitations still waiting for an answer (expired ones included, so Resend can renew them),
// the newest first per address.
export async function listPendingInvitations(
  db: DbOrTx,
  where: { kind: 'team' } | { kind: 'church'; organizationId: string },
) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      kind: invitations.kind,
      teamRole: invitations.teamRole,
      churchRole: invitations.churchRole,
      // The inviter's name today (they may have renamed themselves); as it was, once they are gone.
      invitedByName: sql<string | null>`coalesce(${user.name}, ${invitations.invitedByName})`,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.kind, where.kind),
        where.kind === 'church' ? eq(invitations.organizationId, where.organizationId) : undefined,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(asc(invitations.email), asc(invitations.createdAt))
}

export async function findInvitationById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1)
  return row ?? null
}

export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1)
  return row ?? null
}

// The single use of a link: one conditional update, so of two people (or two tabs) accepting at
// once exactly one gets the row back.
export async function claimInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.tokenHash, tokenHash), pending()))
    .returning()
  return row ?? null
}

// Withdraws every open invitation of one address of the same kind (and church), so the newest is
// the only link that works.
export async function revokeOpenInvitationsFor(
  db: DbOrTx,
  email: string,
  kind: 'team' | 'church',
  organizationId: string | null,
) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.email, email),
        eq(invitations.kind, kind),
        organizationId ? eq(invitations.organizationId, organizationId) : undefined,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
}

export async function revokeInvitation(db: DbOrTx, id: string) {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    )
    .returning()
  return row ?? null
}

// Resend: a new secret and a new week; the old link stops working.
export async function renewInvitation(db: DbOrTx, id: string, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(
      and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    )
    .returning()
  return row ?? null
}

// Whom an invitation comes from, by their name today; the name it was sent with once they are gone.
export async function findInviterName(
  db: DbOrTx,
  invitation: Pick<InvitationRow, 'invitedBy' | 'invitedByName'>,
): Promise<string | null> {
  if (!invitation.invitedBy) return invitation.invitedByName
  const [row] = await db
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, invitation.invitedBy))
    .limit(1)
  return row?.name ?? invitation.invitedByName
}

export async function findOrganizationName(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1)
  return row?.name ?? null
}

// Locks the organization's row while its first member is decided, so two first invitees
// accepting at once cannot both become its Owner.
export async function lockOrganization(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update')
  return Boolean(row)
}

export async function countMembers(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
  return row?.count ?? 0
}

// The name of a church's Owner, for "Ask … to send a new one".
export async function findChurchOwnerName(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: user.name })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt))
    .limit(1)
  return row?.name ?? null
}

// The church an address's user already belongs to, if any: an invitation may not move them.
export async function findMembershipOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId)).limit(1)
  return row ?? null
}
