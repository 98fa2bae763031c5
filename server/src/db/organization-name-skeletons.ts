import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { organizationNameSkeleton } from '../lib/confusable-skeleton'
import type { Database } from './client'
import { organizations } from './schema'

// Migration 0039 added organizations.name_skeleton, the skeleton of the name (lib/confusable-
// skeleton.ts). Its values need Unicode's confusables table, so they are computed here, after the
// migrations, for every organization still without one (a no-op once done). Churches registered
// before with look-alike names are all kept: the oldest keeps its name as the one that counts,
// the younger are flagged look_alike_of it, outside the unique index, for the agency to review
// (decision 069). Returns how many were flagged.
export async function fillOrganizationNameSkeletons(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // A database migrated only part of the way (a test stopping before 0039) has no column yet.
    const column = await tx.execute(
      sql`select 1 from information_schema.columns
           where table_schema = current_schema() and table_name = 'organizations'
             and column_name = 'name_skeleton'`,
    )
    if (column.rows.length === 0) return 0
    const pending = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(isNull(organizations.nameSkeleton))
      .orderBy(asc(organizations.createdAt), asc(organizations.id))
      .for('update')
    let flagged = 0
    for (const organization of pending) {
      const nameSkeleton = organizationNameSkeleton(organization.name)
      const [original] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            eq(organizations.nameSkeleton, nameSkeleton),
            isNull(organizations.lookAlikeOf),
            ne(organizations.id, organization.id),
          ),
        )
        .limit(1)
      if (original) flagged += 1
      await tx
        .update(organizations)
        .set({ nameSkeleton, lookAlikeOf: original?.id ?? null })
        .where(eq(organizations.id, organization.id))
    }
    return flagged
  })
}
