import type { Env } from '../../../config/env'
import type { ReportSettingDefaults } from './report-settings.repository'

// The environment's report settings, which apply until the agency's Owners save their own.
export const reportSettingDefaults = (
  env: Pick<Env, 'REPORT_TARGET_HOURS' | 'MONTHLY_REPORT_MAIL'>,
): ReportSettingDefaults => ({
  targetHours: env.REPORT_TARGET_HOURS,
  monthlyMail: env.MONTHLY_REPORT_MAIL === 'on',
})
