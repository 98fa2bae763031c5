import type { TBusinessHours, TBusinessHoursUpdate } from '@common/schemas/business-hours'
import type { Actor } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import {
  deleteBusinessHours,
  findBusinessHours,
  isDatabaseTimeZone,
  upsertBusinessHours,
} from './business-hours.repository'

const bySlot = (a: { weekday: number; opens: string }, b: { weekday: number; opens: string }) =>
  a.weekday - b.weekday || a.opens.localeCompare(b.opens)

export async function getBusinessHours(
  db: Database,
  organizationId: string,
): Promise<TBusinessHours> {
  const row = await findBusinessHours(db, organizationId)
  return { hours: row ? { timeZone: row.timeZone, slots: [...row.slots].sort(bySlot) } : null }
}

export async function setBusinessHours(
  db: Database,
  actor: Actor,
  organizationId: string,
  update: TBusinessHoursUpdate,
): Promise<TBusinessHours> {
  if (!update.hours) {
    await deleteBusinessHours(db, organizationId)
    return { hours: null }
  }
  if (!(await isDatabaseTimeZone(db, update.hours.timeZone)))
    throw new AppError(
      'VALIDATION_FAILED',
      'hours.timeZone: Time zone must be an IANA name such as Europe/London',
    )
  await upsertBusinessHours(db, organizationId, {
    timeZone: update.hours.timeZone,
    slots: [...update.hours.slots].sort(bySlot),
    updatedBy: actor.userId,
  })
  return getBusinessHours(db, organizationId)
}
