import { rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../../../db/client'
import { runMigrations } from '../../../db/migrate'
import { createTestDatabase, type TestDatabase } from '../../../../test/db'
import {
  createAccount,
  createComment,
  createMedia,
  createOrganization,
} from '../../../../test/factories'
import { postgres18Available, startPostgres18, type Postgres18 } from '../../../../test/postgres-18'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'
import { createBackup } from './backup.service'
import { restoreBackup } from './restore'

const workDir = path.resolve(`.tmp/major-upgrade-${process.pid}`)
let source: TestDatabase
let next: Postgres18 | undefined

async function contents(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const version = await client.query<{ server_version_num: string }>('show server_version_num')
    const tables = await client.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
    const rows: Record<string, string[]> = {}
    for (const { tablename } of tables.rows) {
      const result = await client.query(`select * from "${tablename}"`)
      rows[tablename] = result.rows.map((row) => JSON.stringify(row)).sort()
    }
    return { major: Math.floor(Number(version.rows[0]!.server_version_num) / 10000), rows }
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  source = await createTestDatabase()
  await createAdminUser(
    source.db,
    { email: 'owner@example.org', password: 'correct horse battery' },
    { onlyIfNoAdmin: false },
  )
  for (let c = 0; c < 3; c++) {
    const organization = await createOrganization(source.db)
    const account = await createAccount(source.db, organization.id, {
      tokenCiphertext: `ciphertext-${c}`,
      scopes: ['instagram_business_basic', 'instagram_business_manage_comments'],
    })
    const post = await createMedia(source.db, account.id, { caption: 'Sunday at 10\nAll welcome' })
    for (let i = 0; i < 20; i++) {
      const comment = await createComment(source.db, account, {
        mediaId: post.id,
        text: `Amen ${i} — ünïcödé, "quotes", \\ backslash, 🙏`,
      })
      if (i % 2) await createComment(source.db, account, { mediaId: post.id, parentId: comment.id })
    }
  }
  if (postgres18Available) next = await startPostgres18()
}, 120_000)

afterAll(async () => {
  await next?.stop()
  await source?.drop()
  await rm(workDir, { recursive: true, force: true })
})

describe('moving to the next PostgreSQL major version', () => {
  it.skipIf(!postgres18Available)(
    'restores a backup from PostgreSQL 17 into 18 with every row, and Flock migrates it',
    { timeout: 120_000 },
    async () => {
      const before = await contents(source.url)
      const backup = await createBackup({
        databaseUrl: source.url,
        dataDir: path.join(workDir, 'data'),
        backupDir: workDir,
      })
      const target = next!.url('flock')
      await restoreBackup({ file: backup.file, databaseUrl: target })
      const after = await contents(target)
      expect(before.major).toBeLessThan(18)
      expect(after.major).toBe(18)
      expect(after.rows).toEqual(before.rows)
      expect(after.rows.comments!.length).toBe(90)

      const handle = connectDatabase(target, { max: 1 })
      try {
        await expect(runMigrations(handle.db)).resolves.toBeUndefined()
      } finally {
        await handle.close()
      }
    },
  )
})
