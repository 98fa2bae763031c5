import { z } from 'zod'

// Flock erases at once, so every request it knows of is completed.
export const DATA_DELETION_STATUSES = ['completed'] as const

export const ZDataDeletionStatus = z.object({
  confirmationCode: z.string(),
  status: z.enum(DATA_DELETION_STATUSES),
  requestedAt: z.string(),
  accountsDeleted: z.number().int(),
})
export type TDataDeletionStatus = z.infer<typeof ZDataDeletionStatus>
