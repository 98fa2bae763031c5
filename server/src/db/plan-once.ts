import { createHash } from 'node:crypto'
import type { DbOrTx } from './client'

// Some statements cost PostgreSQL more to plan than to run: the inbox page took about 1.3 ms to
// plan and 0.9 ms to run (decision 052). On db.$planOnce, whose connections keep generic plans,
// such a statement runs as a named prepared statement: parsed and planned once per connection,
// then only executed, with the same plan whatever its values (decision 056). Only for statements
// whose good plan does not depend on their values, as measured; the caller decides which.

interface Preparable<Result> {
  toSQL(): { sql: string }
  prepare(name: string): { execute(): Promise<Result> }
}

// The connections that keep generic plans, or none inside a transaction (whose statements must
// run on its own connection).
export function planOnceDatabase(db: DbOrTx) {
  return '$planOnce' in db ? db.$planOnce : undefined
}

// Runs a query built on planOnceDatabase's connections as a prepared statement named after its
// text: each distinct text (a filter's shape, not its values) is prepared once per connection.
export function executePlannedOnce<Result>(query: Preparable<Result>, prefix: string) {
  return query.prepare(statementName(prefix, query.toSQL().sql)).execute()
}

export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
}
