import { PassThrough, pipeline, Transform } from 'node:stream'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import QueryStream from 'pg-query-stream'
import { comments } from '../../../db/schema'
import { spreadsheetSafeSql } from '../../../lib/spreadsheet-safe'
import { type InboxFilter, inboxConditions } from '../../work/inbox/inbox.repository'

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

// A church's own export leaves out the labels: they are the agency's way of sorting its work
// (like notes, never shown to churches).
export const CHURCH_EXPORT_COLUMNS = COMMENT_EXPORT_COLUMNS.filter((column) => column !== 'labels')

export const exportColumnsFor = (forChurch: boolean): readonly string[] =>
  forChurch ? CHURCH_EXPORT_COLUMNS : COMMENT_EXPORT_COLUMNS

const dialect = new PgDialect()

// PostgreSQL writes each CSV line itself, so the server only passes text along (decision 045):
// a value is quoted when it holds a separator, a quote or a line break (its quotes doubled), and
// a text that a spreadsheet would run as a formula gets a leading ' (lib/spreadsheet-safe.ts).
const text = spreadsheetSafeSql
const quoted = (value: SQL) =>
  sql`case when ${value} ~ '[",\r\n]' then '"' || replace(${value}, '"', '""') || '"' else ${value} end`
const iso = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const yesNo = (value: SQL) => sql`case when ${value} then 'yes' else 'no' end`

// The inbox's comments for a filter, newest first, one CSV line each in the column order above.
export function commentExportQuery(
  filter: InboxFilter,
  organizationId: string | null,
  options: { forChurch: boolean } = { forChurch: false },
) {
  const conditions = inboxConditions(filter)
  if (organizationId) conditions.push(eq(comments.organizationId, organizationId))
  const cells: SQL[] = [
    text(sql`o.name`),
    text(sql`a.username`),
    text(sql`m.permalink`),
    text(sql`${comments.username}`),
    text(sql`${comments.text}`),
    iso(sql`${comments.commentedAt}`),
    iso(sql`${comments.firstResponseAt}`),
    iso(sql`${comments.respondedAt}`),
    iso(sql`${comments.doneAt}`),
    sql`${comments.responseStatus}::text`,
    yesNo(sql`${comments.hidden}`),
    text(sql`${comments.responseText}`),
    text(sql`responder.name`),
    ...(options.forChurch
      ? []
      : [
          text(sql`(select string_agg(l.name, '; ' order by l.name)
                      from comment_labels cl join labels l on l.id = cl.label_id
                     where cl.work_item_id = ${comments.id})`),
        ]),
  ]
  const line = sql.join(
    cells.map((cell) => sql`coalesce(${quoted(cell)}, '')`),
    sql` || ',' || `,
  )
  return dialect.sqlToQuery(sql`
    select ${line} || E'\n' as line
      from ${comments}
      join organizations o on o.id = ${comments.organizationId}
      join instagram_accounts a on a.id = ${comments.accountId}
      left join media m on m.id = ${comments.mediaId}
      left join "user" responder on responder.id = ${comments.respondedBy}
     where ${and(...conditions)}
     order by ${comments.commentedAt} desc, ${comments.id} desc`)
}

// How many comments the export will hold, so the browser can show how far a large export has
// come. Counted on the comments alone: every comment has its church and account (foreign keys),
// so the export's inner joins keep them all.
export function commentExportCountQuery(filter: InboxFilter, organizationId: string | null) {
  const conditions = inboxConditions(filter)
  if (organizationId) conditions.push(eq(comments.organizationId, organizationId))
  return dialect.sqlToQuery(
    sql`select count(*)::int as count from ${comments} where ${and(...conditions)}`,
  )
}

// How many lines go to the browser in one piece: fewer, larger writes cost less per row.
const LINES_PER_CHUNK = 2_000

// Streams the lines from a cursor (read 5,000 rows at a time, each row one text column) to the
// response in chunks, so memory stays flat however many comments match. The client goes back to
// the pool when the stream ends, fails, or the browser goes away.
export async function streamCommentsCsv(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
  columns: readonly string[] = COMMENT_EXPORT_COLUMNS,
): Promise<PassThrough> {
  const client = await pool.connect()
  const rows = client.query(
    new QueryStream(query.sql, query.params, { batchSize: 5_000, rowMode: 'array' }),
  )
  // A byte-order mark so spreadsheet programs read UTF-8 (emoji, right-to-left text) as such.
  let pending: string[] = [`\uFEFF${columns.join(',')}\n`]
  const toChunks = new Transform({
    writableObjectMode: true,
    transform(row: [string], _encoding, done) {
      pending.push(row[0])
      if (pending.length < LINES_PER_CHUNK) return done()
      const chunk = pending.join('')
      pending = []
      done(null, chunk)
    },
    flush(done) {
      done(null, pending.join(''))
    },
  })
  const out = new PassThrough()
  pipeline(rows, toChunks, out, (error) => {
    client.release(error ?? undefined)
  })
  return out
}
