import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/db'
import { connectDatabase } from './client'
import { runMigrations, MIGRATIONS_DIR } from './migrate'
import { readJournal } from './migration-level'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await db.drop()
})

describe('migrating from several processes at once', () => {
  it('lets one migrate while the others wait, and every one of them starts', async () => {
    const empty = await createTestDatabase({ empty: true })
    const others = [1, 2].map(() => connectDatabase(empty.url, { max: 2 }))
    try {
      await Promise.all([empty, ...others].map((handle) => runMigrations(handle.db)))
      const applied = await empty.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      expect(applied.rows[0].n).toBe(readJournal(MIGRATIONS_DIR).length)
    } finally {
      await Promise.all(others.map((handle) => handle.close()))
      await empty.drop()
    }
  })
})

describe('migrations only go forward', () => {
  it('runs again on a database at the code’s own level', async () => {
    await expect(runMigrations(db.db)).resolves.toBeUndefined()
  })

  it('refuses to start on a database migrated by a newer Flock, in one line', async () => {
    const newest = readJournal(MIGRATIONS_DIR).at(-1)!
    await db.pool.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      ['from-a-newer-flock', newest.when + 60_000],
    )
    await expect(runMigrations(db.db)).rejects.toThrow(
      /^The database was migrated by a newer version of Flock than this one .* this version knows up to \d{4}_\w+\); run the newer Flock, or restore a backup taken with this version\.$/,
    )

    // The real server says so and stops.
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/src/main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        PORT: '0',
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        TOKEN_ENCRYPTION_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY',
        WEB_DIST_DIR: '.tmp/no-web-app',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Flock failed to start: The database was migrated by a newer version/),
    ])
  })
})
