import { rm } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from './free-port'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase } from '../src/db/client'
import { startEmbeddedPostgres } from '../src/db/embedded'
import { runMigrations } from '../src/db/migrate'

export const TEMPLATE_DATABASE = 'flock_test_template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string
    templateDatabase: string
  }
}

// One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL's server), with a migrated
// template database; each test file clones it into a fresh database of its own.
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL
  let stopEmbedded: (() => Promise<void>) | undefined
  if (!serverUrl) {
    // Per run: two test runs on one machine must not share a cluster or a port.
    const dataDir = path.resolve(`.tmp/test-postgres-${process.pid}`)
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
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()

  const template = connectDatabase(withDatabase(serverUrl, TEMPLATE_DATABASE), { max: 1 })
  await runMigrations(template.db)
  await template.close()

  project.provide('pgServerUrl', serverUrl)
  project.provide('templateDatabase', TEMPLATE_DATABASE)
  return async () => {
    await stopEmbedded?.()
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}
