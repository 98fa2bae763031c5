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

// A backup file on the server's disk: taken with `npm run backup` (manual) or by the nightly job.
export const ZBackupFile = z.object({
  fileName: z.string(),
  kind: z.enum(['manual', 'nightly']),
  sizeBytes: z.number(),
  takenAt: z.string(),
})
export type TBackupFile = z.infer<typeof ZBackupFile>

export const ZBackupStatus = z.object({
  schedule: z.object({
    // Five-field cron in UTC, or 'off'.
    cron: z.string(),
    keepDaily: z.number().int(),
    keepWeekly: z.number().int(),
  }),
  last: ZBackupRun.nullable(),
  lastSucceeded: ZBackupRun.nullable(),
  // Newest first, at most 100.
  files: z.array(ZBackupFile),
})
export type TBackupStatus = z.infer<typeof ZBackupStatus>
