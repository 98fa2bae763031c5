import type { Env } from '../config/env'
import { connectDatabase, type DatabaseHandle } from './client'
import { startEmbeddedPostgres } from './embedded'
import { runMigrations } from './migrate'

export interface OpenedDatabase {
  handle: DatabaseHandle
  embedded: boolean
  close(): Promise<void>
}

interface OpenOptions {
  // 'own' for the server; 'share' for command-line tools run beside it (see embedded.ts).
  mode?: 'own' | 'share'
  // Flock's own lines about its embedded database (a port moved, a restart).
  onNotice?: (line: string) => void
}

// DATABASE_URL when given; otherwise the embedded PostgreSQL under the data folder.
// Migrations run every time: they are idempotent and keep a new version's schema in step.
export async function openDatabase(env: Env, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const embedded = env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dataDir: env.dataDir,
        port: env.EMBEDDED_PG_PORT,
        mode: options.mode ?? 'own',
        onNotice: options.onNotice,
      })
  const handle = connectDatabase(env.DATABASE_URL ?? embedded!.url)
  try {
    await runMigrations(handle.db)
  } catch (error) {
    await handle.close()
    await embedded?.stop()
    throw error
  }
  return {
    handle,
    embedded: Boolean(embedded),
    async close() {
      await handle.close()
      await embedded?.stop()
    },
  }
}
