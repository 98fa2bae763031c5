import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../db/client'
import { startEmbeddedPostgres } from '../db/embedded'
import { runMigrations } from '../db/migrate'
import { loadOrCreateSecret } from '../lib/secrets'
import { createAdminUser } from '../modules/identity/admin-setup/admin-setup.service'
import { freePort } from '../../test/free-port'
import { createAccount, createComment, createMedia, createOrganization } from '../../test/factories'

// The commands as an operator runs them, on embedded PostgreSQL clusters of their own.
const root = path.resolve(`.tmp/backup-commands-${process.pid}`)
const source = { dataDir: path.join(root, 'source'), port: 0 }
let snapshot: Record<string, unknown[]> = {}

function run(script: string, args: string[], env: { dataDir: string; port: number }) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(`server/src/cli/${script}.ts`), ...args],
    {
      env: { ...inherited, DATA_DIR: env.dataDir, EMBEDDED_PG_PORT: String(env.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += String(chunk)))
  child.stderr.on('data', (chunk) => (stderr += String(chunk)))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

// Every row of every table, in a stable order: what "keeps every row" is checked against.
async function contents(env: { dataDir: string; port: number }) {
  const embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.port })
  const client = new pg.Client({ connectionString: embedded.url })
  await client.connect()
  try {
    const tables = await client.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
    const result: Record<string, unknown[]> = {}
    for (const { tablename } of tables.rows) {
      const rows = await client.query(`select * from "${tablename}"`)
      result[tablename] = rows.rows.map((row) => JSON.stringify(row)).sort()
    }
    return result
  } finally {
    await client.end()
    await embedded.stop()
  }
}

beforeAll(async () => {
  await rm(root, { recursive: true, force: true })
  source.port = await freePort()
  const embedded = await startEmbeddedPostgres(source)
  const handle = connectDatabase(embedded.url)
  try {
    await runMigrations(handle.db)
    await createAdminUser(
      handle.db,
      { email: 'owner@example.org', password: 'correct horse battery' },
      { onlyIfNoAdmin: false },
    )
    for (let c = 0; c < 2; c++) {
      const organization = await createOrganization(handle.db)
      const account = await createAccount(handle.db, organization.id, {
        tokenCiphertext: `ciphertext-${c}`,
        scopes: ['instagram_business_basic', 'instagram_business_manage_comments'],
      })
      const post = await createMedia(handle.db, account.id, {
        caption: 'Sunday, "at" 10\nAll welcome',
      })
      for (let i = 0; i < 5; i++) {
        const comment = await createComment(handle.db, account, {
          mediaId: post.id,
          text: `Amen ${i} — ünïcödé, 'quotes', \\ backslash`,
        })
        await createComment(handle.db, account, {
          mediaId: post.id,
          parentId: comment.id,
          isOwn: true,
        })
      }
    }
  } finally {
    await handle.close()
    await embedded.stop()
  }
  // As Flock's first start would have made them.
  await loadOrCreateSecret(source.dataDir, 'auth-secret')
  await loadOrCreateSecret(source.dataDir, 'token-key')
  snapshot = await contents(source)
}, 120_000)

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('npm run backup, restore and db:upgrade-embedded', { timeout: 120_000 }, () => {
  let backupFile = ''

  it('backs up the embedded database with its secrets beside it', async () => {
    const result = await run('backup', [], source)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const backups = await readdir(path.join(source.dataDir, 'backups'))
    const file = backups.find((name) => name.endsWith('.flock-backup.gz'))!
    expect(result.stdout).toContain(`Backup written: ${path.join(source.dataDir, 'backups', file)}`)
    backupFile = path.join(source.dataDir, 'backups', file)
    const secretsFile = backupFile.replace(/\.flock-backup\.gz$/, '.secrets.json')
    expect((await stat(secretsFile)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(secretsFile, 'utf8'))).toEqual({
      'auth-secret': (
        await readFile(path.join(source.dataDir, 'secrets', 'auth-secret'), 'utf8')
      ).trim(),
      'token-key': (
        await readFile(path.join(source.dataDir, 'secrets', 'token-key'), 'utf8')
      ).trim(),
    })
  })

  it('restores into a fresh data folder with every row and the secrets, and refuses it twice', async () => {
    const target = { dataDir: path.join(root, 'fresh'), port: await freePort() }
    const restored = await run('restore', [backupFile], target)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    for (const name of ['auth-secret', 'token-key'])
      expect(await readFile(path.join(target.dataDir, 'secrets', name), 'utf8')).toBe(
        (await readFile(path.join(source.dataDir, 'secrets', name), 'utf8')).trim(),
      )
    expect(await contents(target)).toEqual(snapshot)

    const again = await run('restore', [backupFile], target)
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toBe(
      'The database flock is not empty; restore into an empty one, or add --force to replace everything in it.',
    )
  })

  it('refuses a data folder whose secrets differ, before touching anything', async () => {
    const target = { dataDir: path.join(root, 'other-secrets'), port: await freePort() }
    await mkdir(path.join(target.dataDir, 'secrets'), { recursive: true })
    await writeFile(path.join(target.dataDir, 'secrets', 'token-key'), 'x'.repeat(43))
    const result = await run('restore', [backupFile], target)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('already holds a different token-key')
    expect(existsSync(path.join(target.dataDir, 'postgres'))).toBe(false)
  })

  it('moves the embedded cluster by dump and restore, keeping every row and the old cluster', async () => {
    const result = await run('upgrade-embedded', [], source)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/Embedded PostgreSQL moved from \d+ to \d+/)
    const aside = (await readdir(source.dataDir)).filter((name) => /^postgres-\d+-/.test(name))
    expect(aside).toHaveLength(1)
    expect(existsSync(path.join(source.dataDir, aside[0]!, 'PG_VERSION'))).toBe(true)
    expect(await contents(source)).toEqual(snapshot)
  })
})
