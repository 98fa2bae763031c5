import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { AppError } from './app-error'

// Keyset pagination, the one way every list in Flock pages. Rows are ordered by (key, id); a
// cursor is the last row's pair, opaque to clients (base64url of JSON). Pages stay stable under
// inserts and are served by an index on (key, id).
//
// Keys travel as text. A timestamp key is PostgreSQL's own value with its microseconds (see
// `timestampKey`): a JS Date keeps milliseconds only, and a cursor cut to milliseconds would
// skip the rows that share the last row's millisecond.
export interface Keyset {
  key: string
  id: string
}

// What a cursor's key may be: any text (names, usernames) or a UTC timestamp as `timestampKey`
// writes it. Anything else is not a cursor Flock made.
export type KeyKind = 'text' | 'timestamp'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/
const KEYS: Record<KeyKind, z.ZodType<string>> = {
  // NUL cannot reach PostgreSQL as text; no name Flock stores holds one.
  text: z
    .string()
    .max(200)
    .refine((key) => !key.includes('\u0000')),
  timestamp: z.string().regex(TIMESTAMP),
}
const ID = z.guid()

// Date.parse rolls February 30th over to March 2nd; PostgreSQL refuses it. Only a timestamp that
// reads back the same to the second is one PostgreSQL takes as written.
function isRealTimestamp(key: string): boolean {
  const time = Date.parse(key)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === key.slice(0, 19)
}

export function encodeCursor({ key, id }: Keyset): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url')
}

// The keyset a cursor names, or null when it is not one of ours (tampered, truncated, foreign).
export function decodeCursor(cursor: string, kind: KeyKind = 'text'): Keyset | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const pair = z.tuple([KEYS[kind], ID]).safeParse(parsed)
  if (!pair.success) return null
  // A well-formed timestamp that names no instant (February 30th) is not ours either.
  if (kind === 'timestamp' && !isRealTimestamp(pair.data[0])) return null
  return { key: pair.data[0], id: pair.data[1] }
}

// The cursor a request sent, decoded; a cursor that is not one of ours is the caller's mistake.
export function requireCursor(
  cursor: string | undefined,
  kind: KeyKind = 'text',
): Keyset | undefined {
  if (!cursor) return undefined
  const after = decodeCursor(cursor, kind)
  if (!after) throw new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor')
  return after
}

// A timestamp column as a cursor key: UTC, ISO 8601, with every microsecond PostgreSQL keeps.
export function timestampKey(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

// Rows after the cursor's row in (key, id) order, as one row-value comparison an index on
// (key, id) serves: `(key, id) > (k, i)` ascending, `<` descending. Nothing on the first page.
export function afterKeyset(
  order: 'asc' | 'desc',
  [keyColumn, idColumn]: [PgColumn, PgColumn],
  after: Keyset | undefined,
): SQL | undefined {
  if (!after) return undefined
  const operator = sql.raw(order === 'asc' ? '>' : '<')
  const keyType = sql.raw(keyColumn.getSQLType())
  const idType = sql.raw(idColumn.getSQLType())
  return sql`(${keyColumn}, ${idColumn}) ${operator} (${after.key}::${keyType}, ${after.id}::${idType})`
}

// Repositories fetch limit + 1 rows; the extra row only tells whether another page exists.
export function toPage<Row>(
  rows: Row[],
  limit: number,
  keysetOf: (row: Row) => Keyset,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(keysetOf(last)) : null,
  }
}
