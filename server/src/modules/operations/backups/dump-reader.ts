import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import { type DumpHeader, ZDumpHeader, ZRow, ZTableEnd, ZTableStart, ZTrailer } from './dump-format'

export class DumpError extends Error {
  override name = 'DumpError'
}

export type DumpEvent =
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; values: (string | null)[] }
  | { kind: 'end'; table: string; rows: number }

export interface DumpSummary {
  header: DumpHeader
  tables: { name: string; columns: string[]; rows: number }[]
  rows: number
}

// Reads a backup line by line, checking its shape as it goes; gzip's own checksum catches a
// damaged or cut file at its end. Any flaw is a DumpError naming the file.
export async function* readDump(file: string): AsyncGenerator<DumpEvent, DumpSummary, undefined> {
  const fail = (reason: string): never => {
    throw new DumpError(`${file} is not a complete Flock backup: ${reason}`)
  }
  const input = createReadStream(file)
  const gunzip = createGunzip()
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity })
  let streamError: Error | undefined
  const onError = (error: Error) => (streamError ??= error)
  input.on('error', onError)
  gunzip.on('error', onError)
  let header: DumpHeader | undefined
  let current: { name: string; columns: string[]; rows: number } | undefined
  let complete = false
  const tables: DumpSummary['tables'] = []
  let total = 0
  let lineNumber = 0
  try {
    for await (const line of lines) {
      lineNumber += 1
      if (complete) fail(`data after the end, at line ${lineNumber}`)
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        fail(`line ${lineNumber} is not JSON`)
      }
      if (!header) {
        const parsed = ZDumpHeader.safeParse(value)
        if (!parsed.success) fail('it does not start with a Flock backup header')
        header = parsed.data!
        continue
      }
      if (current) {
        if (Array.isArray(value)) {
          const row = ZRow.safeParse(value)
          if (!row.success || row.data.length !== current.columns.length)
            fail(`line ${lineNumber} is not a row of ${current.name}`)
          current.rows += 1
          yield { kind: 'row', values: row.data! }
          continue
        }
        const end = ZTableEnd.safeParse(value)
        if (!end.success || end.data.end !== current.name) fail(`line ${lineNumber} is unexpected`)
        if (end.data!.rows !== current.rows)
          fail(`${current.name} has ${current.rows} rows, its end says ${end.data!.rows}`)
        tables.push(current)
        total += current.rows
        yield { kind: 'end', table: current.name, rows: current.rows }
        current = undefined
        continue
      }
      const start = ZTableStart.safeParse(value)
      if (start.success) {
        current = { name: start.data.table, columns: start.data.columns, rows: 0 }
        yield { kind: 'table', table: current.name, columns: current.columns }
        continue
      }
      const trailer = ZTrailer.safeParse(value)
      if (!trailer.success) fail(`line ${lineNumber} is unexpected`)
      if (trailer.data!.tables !== tables.length || trailer.data!.rows !== total)
        fail('its table or row count does not match its end')
      complete = true
    }
  } catch (error) {
    if (error instanceof DumpError) throw error
    fail(describe(streamError ?? error))
  } finally {
    lines.close()
    input.destroy()
  }
  if (streamError) fail(describe(streamError))
  if (!header) fail('it is empty')
  if (!complete) fail('it ends early (cut off while it was written or copied?)')
  return { header: header!, tables, rows: total }
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') return 'no such file'
  if (code === 'Z_BUF_ERROR') return 'it ends early (cut off while it was written or copied?)'
  if (code === 'Z_DATA_ERROR') return 'it is not gzip data, or its compressed data is damaged'
  return error instanceof Error ? error.message : String(error)
}

// Reads the whole file once without using it: nothing is touched unless every byte checks out.
export async function checkDump(file: string): Promise<DumpSummary> {
  const reader = readDump(file)
  for (;;) {
    const next = await reader.next()
    if (next.done) return next.value
  }
}
