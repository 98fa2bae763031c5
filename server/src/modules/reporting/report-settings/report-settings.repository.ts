import { eq, sql } from 'drizzle-orm'
import type { TReportSettings, TUpdateReportSettings } from '@common/schemas/report-settings'
import type { DbOrTx } from '../../../db/client'
import { agencyReportSettings, user } from '../../../db/schema'

// What the server's environment says (REPORT_TARGET_HOURS, MONTHLY_REPORT_MAIL): the settings of
// an agency whose Owners have saved none.
export interface ReportSettingDefaults {
  targetHours: number
  monthlyMail: boolean
}

// The settings the agency's Owners saved, or null: none yet. Read on every use, so a change
// applies to the next report and the next monthly run without a restart.
export async function savedReportSettings(db: DbOrTx) {
  const [row] = await db
    .select({
      targetHours: agencyReportSettings.targetHours,
      monthlyMail: agencyReportSettings.monthlyMail,
      updatedAt: agencyReportSettings.updatedAt,
      updatedBy: user.name,
    })
    .from(agencyReportSettings)
    .leftJoin(user, eq(user.id, agencyReportSettings.updatedBy))
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null
}

// The agency's report settings as the reports and the monthly e-mail use them now: the saved
// row, or the environment's defaults when there is none (decision 055).
export async function currentReportSettings(
  db: DbOrTx,
  defaults: ReportSettingDefaults,
): Promise<TReportSettings> {
  return (await savedReportSettings(db)) ?? { ...defaults, updatedAt: null, updatedBy: null }
}

// Saves both settings at once; the one-row check and the upsert keep two saves at the same time
// to one row, the later one winning.
export async function saveReportSettings(
  db: DbOrTx,
  values: TUpdateReportSettings & { updatedBy: string },
) {
  await db
    .insert(agencyReportSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({
      target: agencyReportSettings.id,
      set: { ...values, updatedAt: sql`now()` },
    })
}
