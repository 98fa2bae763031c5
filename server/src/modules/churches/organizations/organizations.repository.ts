import type { TChurchRole } from '@common/schemas/roles'
import { eq, getTableColumns, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { instagramAccounts, memberships, organizations } from '../../../db/schema'
import { organizationNameKey } from '@common/organization-name'
import { organizationNameSkeleton } from '../../../lib/confusable-skeleton'

// An organization as read, its logo resolved: the chosen account's current profile picture,
// else a logo address stored with the organization.
export const organizationColumns = {
  ...getTableColumns(organizations),
  logoUrl: sql<
    string | null
  >`coalesce((select ${instagramAccounts.profilePictureUrl} from ${instagramAccounts} where ${instagramAccounts.id} = ${organizations.logoAccountId}), ${organizations.logoUrl})`.as(
    'logo_url',
  ),
}

export type OrganizationRow = typeof organizations.$inferSelect

export async function findOrganizationById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1)
  return row ?? null
}

// The organization whose name is the same as `name` compared loosely, or looks alike.
export async function findOrganizationByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      or(
        eq(organizations.nameKey, organizationNameKey(name)),
        eq(organizations.nameSkeleton, organizationNameSkeleton(name)),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function slugExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug))
    .limit(1)
  return Boolean(row)
}

export async function insertOrganization(
  db: DbOrTx,
  values: { name: string; nameKey: string; slug: string } & Partial<
    Pick<OrganizationRow, 'contact' | 'phone' | 'address' | 'website' | 'serviceTimes'>
  >,
) {
  const [row] = await db
    .insert(organizations)
    .values({ ...values, nameSkeleton: organizationNameSkeleton(values.name) })
    .returning()
  return row!
}

export async function insertMembership(
  db: DbOrTx,
  userId: string,
  organizationId: string,
  role: TChurchRole,
) {
  await db.insert(memberships).values({ userId, organizationId, role })
}

export async function findOrganizationBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.slug, slug))
    .limit(1)
  return row ?? null
}

export async function updateOrganization(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      OrganizationRow,
      | 'name'
      | 'nameKey'
      | 'contact'
      | 'phone'
      | 'address'
      | 'website'
      | 'serviceTimes'
      | 'logoAccountId'
      | 'lookAlikeOf'
    >
  >,
) {
  const [row] = await db
    .update(organizations)
    .set(
      values.name === undefined
        ? values
        : { ...values, nameSkeleton: organizationNameSkeleton(values.name) },
    )
    .where(eq(organizations.id, id))
    .returning(organizationColumns)
  return row ?? null
}
