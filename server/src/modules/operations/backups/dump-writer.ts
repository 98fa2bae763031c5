import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { createGzip } from 'node:zlib'
import { createClient } from '../../../db/pg-connections'
import { levelOf, type MigrationLevel, databaseMigrationMillis } from '../../../db/migration-level'
import { DUMP_FORMAT, DUMP_FORMAT_VERSION, type DumpHeader, quoteIdent } from './dump-format'
import { tablesInLoadOrder } from './table-order'

const FETCH_ROWS = 1000

// Every value in PostgreSQL's text form: exactly what the column's input function reads back.
const textTypes = { getTypeParser: () => (value: string) => value }

export interface DumpResult {
  header: DumpHeader
  tables: number
  rows: number
  bytes: number
}

// One REPEATABLE READ, READ ONLY transaction reads every table of the public schema from a
// single snapshot: a consistent copy while Flock keeps writing, without blocking it.
export async function writeDump(
  databaseUrl: string,
  file: string,
  meta: { flockVersion: string; journal: MigrationLevel[] },
): Promise<DumpResult> {
  const client = createClient({ connectionString: databaseUrl, types: textTypes })
  await client.connect()
  const partial = `${file}.partial`
  const gzip = createGzip({ level: 6 })
  const out = gzip.pipe(createWriteStream(partial, { mode: 0o600 }))
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain')
  }
  try {
    await client.query('begin isolation level repeatable read read only')
    const level = levelOf(meta.journal, await databaseMigrationMillis(client))
    if (!level) throw new Error('The database has no Flock schema yet: nothing to back up.')
    const version = await client.query<{ server_version: string }>('show server_version')
    const header: DumpHeader = {
      format: DUMP_FORMAT,
      formatVersion: DUMP_FORMAT_VERSION,
      flockVersion: meta.flockVersion,
      migration: level,
      createdAt: new Date().toISOString(),
      postgresVersion: version.rows[0]!.server_version,
    }
    await write(header)
    const tables = await tablesInLoadOrder(client)
    let total = 0
    for (const table of tables) {
      await write({ table: table.name, columns: table.columns })
      const columns = table.columns.map(quoteIdent).join(', ')
      // Rows that point at another row of the same table come after the rows they point at.
      const order = table.selfReferences.length
        ? `order by ${table.selfReferences.map((c) => `${quoteIdent(c)} is not null`).join(', ')}`
        : ''
      await client.query(
        `declare dump_rows no scroll cursor for select ${columns} from ${quoteIdent(table.name)} ${order}`,
      )
      let count = 0
      for (;;) {
        const batch = await client.query({
          text: `fetch ${FETCH_ROWS} from dump_rows`,
          rowMode: 'array',
        })
        for (const row of batch.rows as unknown[][]) await write(row)
        count += batch.rows.length
        if (batch.rows.length < FETCH_ROWS) break
      }
      await client.query('close dump_rows')
      await write({ end: table.name, rows: count })
      total += count
    }
    await write({ complete: true, tables: tables.length, rows: total })
    await client.query('commit')
    gzip.end()
    await once(out, 'finish')
    // Only a finished file gets the real name: a crash leaves a .partial, never a short backup.
    await rename(partial, file)
    return { header, tables: tables.length, rows: total, bytes: (await stat(file)).size }
  } catch (error) {
    gzip.destroy()
    out.destroy()
    await rm(partial, { force: true })
    throw error
  } finally {
    await client.end()
  }
}
