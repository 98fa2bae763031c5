import { z } from 'zod'

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
})

export const ZOk = z.object({ ok: z.literal(true) })
