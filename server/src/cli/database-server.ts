import type { Env } from '../config/env'
import { startEmbeddedPostgres } from '../db/embedded'

export interface DatabaseServer {
  // Flock's database on it: DATABASE_URL, or the embedded server's.
  url: string
  embedded: boolean
  stop(): Promise<void>
}

// The database the backup commands work on, without migrating it: DATABASE_URL when given, else
// the embedded PostgreSQL under DATA_DIR (shared with a running Flock, started otherwise).
export async function openDatabaseServer(env: Env): Promise<DatabaseServer> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} }
  const embedded = await startEmbeddedPostgres({
    dataDir: env.dataDir,
    port: env.EMBEDDED_PG_PORT,
    mode: 'share',
  })
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() }
}
