import { z } from 'zod'

export const ZDataDeletionStatus = z.object({
  confirmationCode: z.string(),
  status: z.enum(['completed']),
  requestedAt: z.string(),
  accountsDeleted: z.number().int(),
})
export type TDataDeletionStatus = z.infer<typeof ZDataDeletionStatus>
