import { z } from 'zod'

// The reports' response-time target, in hours: more than 0, at most 14 days. The same bounds as
// REPORT_TARGET_HOURS, the environment's default for an agency that has saved none (decision 055).
export const REPORT_TARGET_MAX_HOURS = 24 * 14

export const ZReportTargetHours = z
  .number({ error: 'The response target must be a number of hours' })
  .positive('The response target must be more than 0 hours')
  .max(
    REPORT_TARGET_MAX_HOURS,
    `The response target can be ${REPORT_TARGET_MAX_HOURS} hours (14 days) at most`,
  )

// The agency's report settings. `updatedAt` null: none saved yet, these are the server's
// environment defaults (REPORT_TARGET_HOURS, MONTHLY_REPORT_MAIL).
export const ZReportSettings = z.object({
  targetHours: z.number(),
  monthlyMail: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type TReportSettings = z.infer<typeof ZReportSettings>

export const ZUpdateReportSettings = z.strictObject({
  targetHours: ZReportTargetHours,
  monthlyMail: z.boolean({ error: 'monthlyMail must be true or false' }),
})
export type TUpdateReportSettings = z.infer<typeof ZUpdateReportSettings>
