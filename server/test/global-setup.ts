import { rm } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from './free-port'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase } from '../src/db/client'
import { startEmbeddedPostgres } from '../src/db/embedded'
import { runMigrations } from '../src/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string
    templateDatabase: string
  }
}

interface RunDatabase {
  serverUrl: string
  templateDatabase: string
  projects: number
  stop(): Promise<void>
}

// Vitest calls this once per project that lists it (`server`, `server-alone`), in one process:
// the first call starts the run's database and later ones share it, so the cluster is started and
// the template migrated once per run. The last project's teardown stops it.
const RUN_DATABASE = Symbol.for('flock.test.run-database')
const holder = globalThis as { [RUN_DATABASE]?: Promise<RunDatabase> }

// One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL's server), with a migrated
// template database; each test file clones it into a fresh database of its own.
export default async function setup(project: TestProject) {
  holder[RUN_DATABASE] ??= startRunDatabase(project.name)
  const database = await holder[RUN_DATABASE]
  database.projects += 1
  project.provide('pgServerUrl', database.serverUrl)
  project.provide('templateDatabase', database.templateDatabase)
  return async () => {
    database.projects -= 1
    if (database.projects > 0) return
    delete holder[RUN_DATABASE]
    await database.stop()
  }
}

async function startRunDatabase(projectName: string): Promise<RunDatabase> {
  // Per run: two runs on one machine share no cluster, port or template.
  const slug = `${process.pid}_${projectName.replace(/\W/g, '_')}`
  const templateDatabase = `flock_test_template_${slug}`
  let serverUrl = process.env.TEST_DATABASE_URL
  let stopEmbedded: (() => Promise<void>) | undefined
  if (!serverUrl) {
    const dataDir = path.resolve(`.tmp/test-postgres-${slug}`)
    await rm(dataDir, { recursive: true, force: true })
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      database: 'postgres',
    })
    serverUrl = embedded.url
    stopEmbedded = async () => {
      await embedded.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  const url = serverUrl
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${templateDatabase} with (force)`)
  await admin.query(`create database ${templateDatabase}`)
  await admin.end()

  const template = connectDatabase(withDatabase(url, templateDatabase), { max: 1 })
  await runMigrations(template.db)
  await template.close()

  return {
    serverUrl: url,
    templateDatabase,
    projects: 0,
    async stop() {
      if (stopEmbedded) return stopEmbedded()
      // A shared server keeps no template behind.
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${templateDatabase} with (force)`)
      await cleanup.end()
    },
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}
