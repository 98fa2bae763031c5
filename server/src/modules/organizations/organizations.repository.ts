import type { TChurchRole } from '@common/schemas/roles'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { instagramAccounts, memberships, organizations } from '../../db/schema'

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

export async function findOrganizationByNameKey(db: DbOrTx, nameKey: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.nameKey, nameKey))
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
  const [row] = await db.insert(organizations).values(values).returning()
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
    >
  >,
) {
  const [row] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, id))
    .returning(organizationColumns)
  return row ?? null
}
