import { z } from 'zod'

export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const

export const ZBackupRun = z.object({
  status: z.enum(BACKUP_STATUSES),
  // The file's name only: where BACKUP_DIR is stays on the server.
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type TBackupRun = z.infer<typeof ZBackupRun>

export const ZBackupStatus = z.object({
  schedule: z.object({
    // Five-field cron in UTC, or 'off'.
    cron: z.string(),
    keepDaily: z.number().int(),
    keepWeekly: z.number().int(),
  }),
  last: ZBackupRun.nullable(),
  lastSucceeded: ZBackupRun.nullable(),
})
export type TBackupStatus = z.infer<typeof ZBackupStatus>
