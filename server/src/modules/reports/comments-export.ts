import { PassThrough, pipeline, Transform } from 'node:stream'
import { stringify } from 'csv-stringify'
import { and, eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import QueryStream from 'pg-query-stream'
import { comments } from '../../db/schema'
import { type InboxFilter, inboxConditions } from '../inbox/inbox.repository'

export const COMMENT_EXPORT_COLUMNS = [
  'church',
  'account',
  'post_link',
  'commenter',
  'text',
  'commented_at',
  'first_response_at',
  'responded_at',
  'done_at',
  'state',
  'hidden',
  'reply_text',
  'replied_by',
  'labels',
] as const

// A spreadsheet runs a cell starting with = + - or @ as a formula; a leading ' shows it as text
// (as the organization export does, departures/csv.ts).
export const spreadsheetSafe = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value)

const dialect = new PgDialect()

// The inbox's comments for a filter, newest first, one row each, in the column order above.
export function commentExportQuery(filter: InboxFilter, organizationId: string | null) {
  const conditions = inboxConditions(filter)
  if (organizationId) conditions.push(eq(comments.organizationId, organizationId))
  return dialect.sqlToQuery(sql`
    select o.name as church, a.username as account, m.permalink as post_link,
           ${comments.username} as commenter, ${comments.text} as text,
           ${comments.commentedAt} as commented_at,
           ${comments.firstResponseAt} as first_response_at,
           ${comments.respondedAt} as responded_at, ${comments.doneAt} as done_at,
           ${comments.responseStatus} as state, ${comments.hidden} as hidden,
           ${comments.responseText} as reply_text, responder.name as replied_by,
           (select string_agg(l.name, '; ' order by l.name)
              from comment_labels cl join labels l on l.id = cl.label_id
             where cl.comment_id = ${comments.id}) as labels
      from ${comments}
      join organizations o on o.id = ${comments.organizationId}
      join instagram_accounts a on a.id = ${comments.accountId}
      left join media m on m.id = ${comments.mediaId}
      left join "user" responder on responder.id = ${comments.respondedBy}
     where ${and(...conditions)}
     order by ${comments.commentedAt} desc, ${comments.id} desc`)
}

type ExportRow = Record<(typeof COMMENT_EXPORT_COLUMNS)[number], unknown>

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return spreadsheetSafe(String(value))
}

// Streams the rows from a cursor (pg-query-stream reads them 1,000 at a time) through the CSV
// writer, so memory stays flat however many comments match. The client goes back to the pool
// when the stream ends, fails, or the browser goes away.
export async function streamCommentsCsv(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
): Promise<PassThrough> {
  const client = await pool.connect()
  const rows = client.query(new QueryStream(query.sql, query.params, { batchSize: 1000 }))
  const toCells = new Transform({
    objectMode: true,
    transform(row: ExportRow, _encoding, done) {
      done(
        null,
        COMMENT_EXPORT_COLUMNS.map((column) => cell(row[column])),
      )
    },
  })
  // A byte-order mark so spreadsheet programs read UTF-8 (emoji, right-to-left text) as such.
  const csv = stringify({
    header: true,
    columns: [...COMMENT_EXPORT_COLUMNS],
    bom: true,
    quoted_match: /[\r\n]/,
  })
  const out = new PassThrough()
  pipeline(rows, toCells, csv, out, (error) => {
    client.release(error ?? undefined)
  })
  return out
}
