import { AppError } from './app-error'

// Keyset pagination: pages are ordered by (key, id), and a cursor is the last row's pair, opaque
// to clients (base64url of JSON). Stable under inserts, served by an index on (key, id).
export interface Keyset {
  key: string
  id: string
}

export function encodeCursor({ key, id }: Keyset): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url')
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (typeof key === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) {
      return { key, id }
    }
  } catch {
    // fall through
  }
  return undefined
}

// The cursor a request sent, decoded; a cursor that is not one of ours is the caller's mistake.
export function requireCursor(cursor: string | undefined): Keyset | undefined {
  const after = decodeCursor(cursor)
  if (cursor && !after) throw new AppError('VALIDATION_FAILED', 'cursor: Invalid cursor')
  return after
}

// Repositories fetch limit + 1 rows; the extra row only tells whether another page exists.
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keysetOf: (row: Row) => Keyset,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(keysetOf(last)) : null,
  }
}
