import { z } from 'zod'
import { cleanText } from '../clean-text'

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

// Every free-text field of the API starts here: NUL and lone surrogates, which PostgreSQL cannot
// store, are cleaned before any other check (see clean-text.ts), so no text can fail a request.
export const ZText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(cleanText)

// Free text matched against any part of a name, case-insensitively.
export const ZSearch = ZText().trim().max(100, 'Must be at most 100 characters').optional()
