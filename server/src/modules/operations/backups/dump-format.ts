import { z } from 'zod'

// A Flock backup is gzip-compressed JSON lines: a header, then per table its columns, its rows
// (arrays of PostgreSQL's own text form of each value, or null) and a row count, then a trailer.
// The schema itself is not in the file: it is the drizzle migrations up to the header's level,
// which the code carries. Text forms and migrations are the same on every PostgreSQL major
// version, so one file restores into the version it came from or any newer one.
export const DUMP_FORMAT = 'flock-backup'
export const DUMP_FORMAT_VERSION = 1

export const ZDumpHeader = z.object({
  format: z.literal(DUMP_FORMAT),
  formatVersion: z.literal(DUMP_FORMAT_VERSION),
  flockVersion: z.string(),
  migration: z.object({ index: z.number().int(), tag: z.string(), when: z.number() }),
  createdAt: z.string(),
  postgresVersion: z.string(),
})
export type DumpHeader = z.infer<typeof ZDumpHeader>

export const ZTableStart = z.object({ table: z.string().min(1), columns: z.array(z.string()) })
export const ZTableEnd = z.object({ end: z.string().min(1), rows: z.number().int().min(0) })
export const ZTrailer = z.object({
  complete: z.literal(true),
  tables: z.number().int(),
  rows: z.number().int(),
})
export const ZRow = z.array(z.string().nullable())

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
