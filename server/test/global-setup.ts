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

// One PostgreSQL per project of the run (embedded, or TEST_DATABASE_URL's server), with a
// migrated template database; each test file clones it into a fresh database of its own.
export default async function setup(project: TestProject) {
  // Per run and per project (`server` and `server-alone` both come here): two runs on one
  // machine, or two projects of one run, share no cluster, port or template.
  const slug = `${project.name.replace(/\W/g, '_')}_${process.pid}`
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
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${templateDatabase} with (force)`)
  await admin.query(`create database ${templateDatabase}`)
  await admin.end()

  const template = connectDatabase(withDatabase(serverUrl, templateDatabase), { max: 1 })
  await runMigrations(template.db)
  await template.close()

  project.provide('pgServerUrl', serverUrl)
  project.provide('templateDatabase', templateDatabase)
  return async () => {
    if (stopEmbedded) return stopEmbedded()
    // A shared server keeps no template behind.
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${templateDatabase} with (force)`)
    await cleanup.end()
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}
