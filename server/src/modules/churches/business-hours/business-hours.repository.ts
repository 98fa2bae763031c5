import { eq, sql } from 'drizzle-orm'
import type { TBusinessHoursSlot } from '@common/schemas/business-hours'
import type { DbOrTx } from '../../../db/client'
import { businessHours } from '../../../db/schema'

export async function findBusinessHours(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ timeZone: businessHours.timeZone, slots: businessHours.slots })
    .from(businessHours)
    .where(eq(businessHours.organizationId, organizationId))
  return row ?? null
}

export async function upsertBusinessHours(
  db: DbOrTx,
  organizationId: string,
  values: { timeZone: string; slots: TBusinessHoursSlot[]; updatedBy: string },
) {
  await db
    .insert(businessHours)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: businessHours.organizationId, set: values })
}

export async function deleteBusinessHours(db: DbOrTx, organizationId: string) {
  await db.delete(businessHours).where(eq(businessHours.organizationId, organizationId))
}

// PostgreSQL works the hours out, so the zone must be one of its own names, not only Node's.
export async function isDatabaseTimeZone(db: DbOrTx, timeZone: string) {
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from pg_timezone_names where name = ${timeZone}) as found`,
  )
  return Boolean(result.rows[0]?.found)
}
