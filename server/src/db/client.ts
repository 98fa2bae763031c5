import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

// $client is the pool itself, for the few reads that stream rows through a cursor.
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool }
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type DbOrTx = Database | Transaction

export interface DatabaseHandle {
  db: Database
  pool: pg.Pool
  url: string
  close(): Promise<void>
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzle(pool, { schema, casing: 'snake_case' })
  return { db, pool, url, close: () => pool.end() }
}
