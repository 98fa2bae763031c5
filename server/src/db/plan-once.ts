import { createHash } from 'node:crypto'
import type { Database, DbOrTx } from './client'

// Some statements cost PostgreSQL more to plan than to run: the inbox page took about 1.3 ms to
// plan and 0.9 ms to run (decision 052). On db.$planOnce, whose connections keep generic plans,
// such a statement runs as a named prepared statement: parsed and planned once per connection,
// then only executed, with the same plan whatever its values (decision 056). Only for statements
// whose good plan does not depend on their values, as measured; the caller decides which.

export type PlanOnceDatabase = Database['$planOnce']

interface Preparable<Result> {
  toSQL(): { sql: string }
  prepare(name: string): Prepared<Result>
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

// The connections that keep generic plans, or none inside a transaction (whose statements must
// run on its own connection).
export function planOnceDatabase(db: DbOrTx): PlanOnceDatabase | undefined {
  return '$planOnce' in db ? db.$planOnce : undefined
}

// Each database's statements built so far, by prefix and shape. A shape names what the text
// depends on (which filters are present, the order), never a value, so there are few of them;
// the bound only guards against a caller that lets values into its shapes.
const preparedByDatabase = new WeakMap<PlanOnceDatabase, Map<string, Prepared<unknown>>>()
const MAX_SHAPES = 2_000

// Runs, on planOnceDatabase's connections, the statement `build` makes for this shape, with
// placeholders (sql.placeholder) where its values go, filled from `values`. Drizzle builds the
// statement's text and its row mapping once per shape and process (building it took about
// 0.5 ms of CPU per inbox page, a fifth of the request); node-postgres prepares it once per
// connection under a name made from its text, and PostgreSQL plans it once.
export function executePreparedShape<Result>(
  db: PlanOnceDatabase,
  prefix: string,
  shape: string,
  build: (db: PlanOnceDatabase) => Preparable<Result>,
  values: Record<string, unknown>,
): Promise<Result> {
  let prepared = preparedByDatabase.get(db)
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()))
  const key = `${prefix}:${shape}`
  let statement = prepared.get(key) as Prepared<Result> | undefined
  if (!statement) {
    const query = build(db)
    statement = query.prepare(statementName(prefix, query.toSQL().sql))
    if (prepared.size < MAX_SHAPES) prepared.set(key, statement)
  }
  return statement.execute(values)
}

export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
}
