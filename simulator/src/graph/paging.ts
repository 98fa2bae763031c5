import { invalidParam } from './errors'

interface Ordered {
  timestamp: number
  seq: number
}

export interface Page<T> {
  items: T[]
  cursors?: { before: string; after: string }
  hasNext: boolean
  hasPrevious: boolean
}

const encode = (item: Ordered) => Buffer.from(`${item.timestamp}:${item.seq}`).toString('base64url')

function decode(cursor: string): Ordered {
  const [timestamp, seq] = Buffer.from(cursor, 'base64url').toString().split(':').map(Number)
  if (!Number.isFinite(timestamp) || !Number.isFinite(seq)) throw invalidParam('Invalid cursor')
  return { timestamp: timestamp as number, seq: seq as number }
}

/** true when `a` comes after `b` in a newest-first list */
const isAfter = (a: Ordered, b: Ordered) =>
  a.timestamp < b.timestamp || (a.timestamp === b.timestamp && a.seq < b.seq)

export function parseLimit(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback
  const limit = Number(value)
  if (!Number.isInteger(limit) || limit < 0) throw invalidParam('Param limit must be a number')
  return Math.min(limit || fallback, max)
}

/** Cursor paging over a newest-first list; cursors survive deletions between pages. */
export function paginate<T extends Ordered>(
  sorted: T[],
  opts: { limit: number; after?: string; before?: string },
): Page<T> {
  let items: T[]
  if (opts.after) {
    const key = decode(opts.after)
    items = sorted.filter((i) => isAfter(i, key)).slice(0, opts.limit)
  } else if (opts.before) {
    const key = decode(opts.before)
    const newer = sorted.filter((i) => isAfter(key, i))
    items = newer.slice(Math.max(0, newer.length - opts.limit))
  } else {
    items = sorted.slice(0, opts.limit)
  }
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return { items, hasNext: false, hasPrevious: false }
  return {
    items,
    cursors: { before: encode(first), after: encode(last) },
    hasNext: sorted.some((i) => isAfter(i, last)),
    hasPrevious: sorted.some((i) => isAfter(first, i)),
  }
}
