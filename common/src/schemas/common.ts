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

// One id or several (a query string repeats the name), for lists that can be asked for the items
// a saved filter names: the inbox's pickers show the names of the ids in its address.
export const ZIdList = z
  .union([
    z.uuid({ error: 'id must be an id' }),
    z.array(z.uuid({ error: 'id must be an id' })).max(50, 'at most 50 ids at once'),
  ])
  .optional()
export const idList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value]
