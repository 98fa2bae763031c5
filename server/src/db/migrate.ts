import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { projectRoot } from '../lib/project-root'
import type { Database } from './client'
import { createClient } from './pg-connections'
import { databaseMigrationMillis, readJournal } from './migration-level'
import { fillOrganizationNameSkeletons } from './organization-name-skeletons'

export const MIGRATIONS_DIR = path.join(projectRoot(), 'server', 'drizzle')

export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError'
}

// Any constant shared by every Flock process; it names the lock, nothing else.
const MIGRATION_LOCK = 7_316_250_001

export async function runMigrations(
  db: Database,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  // Several processes starting at once on one database (a second Flock behind a proxy) take
  // turns: the first migrates, the others wait and then find nothing left to do. The lock has a
  // connection of its own, so a pool of one connection can still migrate.
  const lock = createClient({ connectionString: db.$client.options.connectionString })
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await refuseNewerDatabase(db, migrationsFolder)
    await migrate(db, { migrationsFolder })
    await fillOrganizationNameSkeletons(db)
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await lock.end()
  }
}

// Migrations only go forward. drizzle would silently skip a database migrated by a newer Flock and
// this code would then run on a schema it does not know; refuse to start instead.
async function refuseNewerDatabase(db: Database, migrationsFolder: string): Promise<void> {
  const journal = readJournal(migrationsFolder)
  const known = journal.at(-1)
  const applied = await databaseMigrationMillis({ query: (text) => db.execute(sql.raw(text)) })
  if (applied === null || !known || applied <= known.when) return
  throw new NewerDatabaseError(
    `The database was migrated by a newer version of Flock than this one (its newest migration ` +
      `is from ${new Date(applied).toISOString()}, this version knows up to ${known.tag}); ` +
      `run the newer Flock, or restore a backup taken with this version.`,
  )
}
