import { and, type AnyColumn, eq, gt, or, type SQL } from 'drizzle-orm'
import type { Keyset } from '../lib/keyset'

// Rows after `after` in (key, id) order; nothing to add on the first page.
export function afterKeyset(key: AnyColumn, id: AnyColumn, after?: Keyset): SQL | undefined {
  if (!after) return undefined
  return or(gt(key, after.key), and(eq(key, after.key), gt(id, after.id)))
}
