import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface MigrationLevel {
  // Position in server/drizzle/meta/_journal.json, from 0.
  index: number
  tag: string
  // drizzle's folderMillis: what __drizzle_migrations.created_at holds for this migration.
  when: number
}

interface JournalEntry {
  idx: number
  when: number
  tag: string
}

export function readJournal(migrationsDir: string): MigrationLevel[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] }
  return journal.entries.map((entry, index) => ({ index, tag: entry.tag, when: entry.when }))
}

export function describeLevel(level: MigrationLevel | null): string {
  return level ? level.tag : 'no migrations'
}

interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>
}

// The newest migration a database has applied, as drizzle records it; null on an empty database.
// drizzle applies a migration when its `when` is newer than the newest created_at, so a database
// whose created_at is beyond the code's last migration was migrated by a newer Flock.
export async function databaseMigrationMillis(client: Queryable): Promise<number | null> {
  const table = await client.query(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  )
  if (!table.rows[0]?.found) return null
  const newest = await client.query(
    'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  )
  const value = newest.rows[0]?.created_at as string | null | undefined
  return value === null || value === undefined ? null : Number(value)
}

export function levelOf(journal: MigrationLevel[], millis: number | null): MigrationLevel | null {
  if (millis === null) return null
  return [...journal].reverse().find((level) => level.when <= millis) ?? null
}
