import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import { createPool } from './pg-connections'
import * as schema from './schema'

type Drizzle = NodePgDatabase<typeof schema> & { $client: pg.Pool }

// $client is the pool itself, for the few reads that stream rows through a cursor.
// $planOnce runs the statements that keep one generic plan per connection (plan-once.ts).
export type Database = Drizzle & { $planOnce: Drizzle }
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type DbOrTx = Database | Transaction

export interface DatabaseHandle {
  db: Database
  pool: pg.Pool
  url: string
  close(): Promise<void>
}

// A few connections beside the main pool for statements planned once (plan-once.ts): enough to
// keep PostgreSQL's cores busy with them, few enough that each holds its plans warm.
const PLAN_ONCE_CONNECTIONS = 4

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = createPool({ connectionString: url, max: options.max ?? 10 })
  // Only this pool's connections keep generic plans: the setting reaches every statement run on
  // a connection, named or not, and the other statements' plans do depend on their values.
  const planOncePool = createPool({
    connectionString: url,
    max: Math.min(options.max ?? PLAN_ONCE_CONNECTIONS, PLAN_ONCE_CONNECTIONS),
    options: '-c plan_cache_mode=force_generic_plan',
  })
  const db = Object.assign(drizzle(pool, { schema, casing: 'snake_case' }), {
    $planOnce: drizzle(planOncePool, { schema, casing: 'snake_case' }),
  })
  return {
    db,
    pool,
    url,
    close: async () => {
      await Promise.all([pool.end(), planOncePool.end()])
    },
  }
}
