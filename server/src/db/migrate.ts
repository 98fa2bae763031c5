import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { projectRoot } from '../lib/project-root'
import type { Database } from './client'

export const MIGRATIONS_DIR = path.join(projectRoot(), 'server', 'drizzle')

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
}
