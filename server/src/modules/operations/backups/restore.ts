import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { connectDatabase } from '../../../db/client'
import { readJournal } from '../../../db/migration-level'
import { MIGRATIONS_DIR, runMigrations } from '../../../db/migrate'
import { createClient } from '../../../db/pg-connections'
import { quoteIdent } from './dump-format'
import { checkDump, DumpError, readDump, type DumpSummary } from './dump-reader'

const INSERT_ROWS = 500

export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

export interface RestoreOptions {
  file: string
  // The database to restore into, e.g. postgres://…/flock; it is replaced as a whole.
  databaseUrl: string
  force?: boolean
  migrationsDir?: string
}

// Checks the whole file, loads it into a new database beside the target and only then swaps the
// two by renaming: a bad file or a failed load leaves the target exactly as it was.
export async function restoreBackup(options: RestoreOptions): Promise<DumpSummary> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR
  const summary = await checkDump(options.file)
  const journal = readJournal(migrationsDir)
  const level = summary.header.migration
  const known = journal[level.index]
  if (!known || known.tag !== level.tag)
    throw new RestoreRefused(
      `This backup was taken by Flock ${summary.header.flockVersion} at migration ${level.tag}, ` +
        `which this version of Flock does not have; restore it with that version or a newer one.`,
    )
  const target = new URL(options.databaseUrl)
  const targetName = decodeURIComponent(target.pathname.slice(1))
  if (!targetName) throw new RestoreRefused('The database address names no database.')
  if (!options.force && (await tableCount(options.databaseUrl)) > 0)
    throw new RestoreRefused(
      `The database ${targetName} is not empty; restore into an empty one, or add --force to ` +
        `replace everything in it.`,
    )

  const suffix = randomBytes(4).toString('hex')
  const loadingName = `${targetName}_restoring_${suffix}`
  const maintenance = await maintenanceClient(options.databaseUrl)
  try {
    try {
      await maintenance.query(`create database ${quoteIdent(loadingName)}`)
    } catch (error) {
      throw new RestoreRefused(
        `Could not create a database to restore into (${(error as Error).message}); the ` +
          `database user needs the CREATEDB privilege.`,
      )
    }
    try {
      const loadingUrl = withDatabase(options.databaseUrl, loadingName)
      await migrateTo(loadingUrl, migrationsDir, level.index)
      await loadRows(loadingUrl, options.file)
    } catch (error) {
      await maintenance.query(`drop database if exists ${quoteIdent(loadingName)} with (force)`)
      if (error instanceof DumpError) throw error
      throw new Error(`The restore failed and changed nothing: ${(error as Error).message}`, {
        cause: error,
      })
    }
    await swapDatabases(maintenance, targetName, loadingName, suffix)
  } finally {
    await maintenance.end()
  }
  return summary
}

async function swapDatabases(
  maintenance: pg.Client,
  targetName: string,
  loadingName: string,
  suffix: string,
) {
  const replacedName = `${targetName}_replaced_${suffix}`
  const exists = await maintenance.query('select 1 from pg_database where datname = $1', [
    targetName,
  ])
  if (exists.rowCount) {
    try {
      await maintenance.query(
        `alter database ${quoteIdent(targetName)} rename to ${quoteIdent(replacedName)}`,
      )
    } catch (error) {
      await maintenance.query(`drop database if exists ${quoteIdent(loadingName)} with (force)`)
      throw new RestoreRefused(
        `Could not replace the database ${targetName} (${(error as Error).message}); stop ` +
          `Flock before restoring. Nothing was changed.`,
      )
    }
  }
  await maintenance.query(
    `alter database ${quoteIdent(loadingName)} rename to ${quoteIdent(targetName)}`,
  )
  if (exists.rowCount) await maintenance.query(`drop database ${quoteIdent(replacedName)}`)
}

// The schema at the backup's level is the migrations up to it: copy them with a shortened
// journal, so the rows go into exactly the tables they came from. Flock's next start runs the rest.
// Tests of a migration's backfill use it to build a database as it was before that migration.
export async function migrateTo(url: string, migrationsDir: string, index: number) {
  const folder = await mkdtemp(path.join(tmpdir(), 'flock-restore-'))
  try {
    await cp(migrationsDir, folder, { recursive: true })
    const journalFile = path.join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] }
    journal.entries = journal.entries.slice(0, index + 1)
    await writeFile(journalFile, JSON.stringify(journal))
    const handle = connectDatabase(url, { max: 1 })
    try {
      await runMigrations(handle.db, folder)
    } finally {
      await handle.close()
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

// One transaction, tables in the file's order (each after the tables it refers to), each holding
// exactly the file's rows afterwards. User triggers are off while loading: derived rows such as comment_counts come from the file as they
// were, not counted a second time.
async function loadRows(url: string, file: string) {
  const client = createClient({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    // Deferred keys (a comment's work item, decision 062) are checked as each table loads: the
    // order already satisfies them, and a check left pending until commit would keep the next
    // ALTER TABLE below from running.
    await client.query('set constraints all immediate')
    const types = await columnTypes(client)
    let table: { name: string; columns: string[]; insert: string } | undefined
    let batch: (string | null)[][] = []
    const flush = async () => {
      if (!table || batch.length === 0) return
      const params = table.columns.map((_, i) => batch.map((row) => row[i] ?? null))
      await client.query(table.insert, params)
      batch = []
    }
    const reader = readDump(file)
    for (;;) {
      const next = await reader.next()
      if (next.done) break
      const event = next.value
      if (event.kind === 'table') {
        const known = types.get(event.table)
        if (!known) throw new DumpError(`${file} has a table ${event.table} the schema lacks`)
        const missing = event.columns.filter((c) => !known.has(c))
        if (missing.length)
          throw new DumpError(`${file} has columns ${event.table}.${missing.join(', ')} unknown`)
        const name = quoteIdent(event.table)
        const columns = event.columns.map(quoteIdent)
        const casts = event.columns.map((_, i) => `$${i + 1}::text[]`)
        const selects = event.columns.map((c, i) => `v${i}::${known.get(c)}`)
        table = {
          name: event.table,
          columns: event.columns,
          insert:
            `insert into ${name} (${columns.join(', ')}) ` +
            `select ${selects.join(', ')} from unnest(${casts.join(', ')}) ` +
            `as u(${event.columns.map((_, i) => `v${i}`).join(', ')})`,
        }
        await client.query(`alter table ${name} disable trigger user`)
        // The file's rows replace whatever the migrations put there (the one row of
        // report_rollup_zone, say): the table ends holding exactly what was backed up.
        await client.query(`delete from ${name}`)
      } else if (event.kind === 'row') {
        batch.push(event.values)
        if (batch.length >= INSERT_ROWS) await flush()
      } else {
        await flush()
        await client.query(`alter table ${quoteIdent(event.table)} enable trigger user`)
        table = undefined
      }
    }
    await resetSequences(client)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

async function columnTypes(client: pg.Client): Promise<Map<string, Map<string, string>>> {
  const result = await client.query<{ table: string; column: string; type: string }>(`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
       and not a.attisdropped and a.attgenerated = ''`)
  const tables = new Map<string, Map<string, string>>()
  for (const row of result.rows) {
    const columns = tables.get(row.table) ?? new Map<string, string>()
    columns.set(row.column, row.type)
    tables.set(row.table, columns)
  }
  return tables
}

// Serial and identity columns continue after the highest restored value.
async function resetSequences(client: pg.Client) {
  const owned = await client.query<{ table: string; column: string; sequence: string }>(`
    select c.relname as table, a.attname as column,
           pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`)
  for (const row of owned.rows) {
    await client.query(
      `select setval($1, coalesce(max(${quoteIdent(row.column)}), 1), max(${quoteIdent(row.column)}) is not null) from ${quoteIdent(row.table)}`,
      [row.sequence],
    )
  }
}

async function tableCount(url: string): Promise<number> {
  const client = createClient({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    // A database that does not exist yet is as empty as can be; it is created by the swap.
    if ((error as { code?: string }).code === '3D000') return 0
    throw error
  }
  try {
    const result = await client.query<{ count: string }>(
      `select count(*)::text as count from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    return Number(result.rows[0]!.count)
  } finally {
    await client.end()
  }
}

// Creating, renaming and dropping databases happens from another database of the same server.
async function maintenanceClient(url: string): Promise<pg.Client> {
  let lastError: unknown
  for (const name of ['postgres', 'template1']) {
    const client = createClient({ connectionString: withDatabase(url, name) })
    try {
      await client.connect()
      return client
    } catch (error) {
      lastError = error
    }
  }
  throw new RestoreRefused(
    `Could not connect to the server's postgres or template1 database: ${(lastError as Error).message}`,
  )
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${encodeURIComponent(database)}`
  return parsed.toString()
}
