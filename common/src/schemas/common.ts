import { z } from 'zod'

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
})

export const ZOk = z.object({ ok: z.literal(true) })

// Keyset pages: an opaque cursor from the previous page and at most 100 rows.
export const ZPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(100, 'Must be at most 100')
    .default(50),
})

// Free text matched against any part of a name, case-insensitively.
export const ZSearch = z.string().trim().max(100, 'Must be at most 100 characters').optional()
