import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { connectDatabase, type DatabaseHandle } from '../src/db/client'
import { withDatabase } from './global-setup'

export interface TestDatabase extends DatabaseHandle {
  name: string
  drop(): Promise<void>
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgServerUrl') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

// A fresh, migrated database cloned from the run's template: real PostgreSQL, nothing shared.
// With `empty: true`, a database with no tables at all, for tests of migrating itself.
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `flock_test_${randomBytes(6).toString('hex')}`
  const template = options.empty ? 'template0' : inject('templateDatabase')
  await adminQuery(`create database ${name} template ${template}`)
  const handle = connectDatabase(withDatabase(inject('pgServerUrl'), name), { max: 5 })
  return {
    ...handle,
    name,
    async drop() {
      await handle.close()
      await adminQuery(`drop database if exists ${name} with (force)`)
    },
  }
}
