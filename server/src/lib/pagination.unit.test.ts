import { randomUUID } from 'node:crypto'
import { PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error'
import {
  afterKeyset,
  decodeCursor,
  encodeCursor,
  requireCursor,
  timestampKey,
  toPage,
} from './pagination'

const id = randomUUID()
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('the cursor codec', () => {
  it('reads back exactly the keyset it wrote, a timestamp to the microsecond', () => {
    const keyset = { key: '2026-01-01T10:00:00.123456Z', id }
    expect(decodeCursor(encodeCursor(keyset), 'timestamp')).toEqual(keyset)
    const name = { key: 'grace church — ñandú 🙏', id }
    expect(decodeCursor(encodeCursor(name))).toEqual(name)
  })

  it('reads a tampered or foreign cursor as not ours', () => {
    const tampered = [
      'not-a-cursor',
      '',
      base64({ key: 'a', id }),
      base64(['a']),
      base64(['a', id, 'extra']),
      base64([1, id]),
      base64(['a', 'not-a-uuid-but-thirty-six-characters']),
      base64(['a\u0000b', id]),
      base64(['x'.repeat(201), id]),
    ]
    for (const cursor of tampered) expect(decodeCursor(cursor), cursor).toBeNull()
    const timestamps = [
      'yesterday',
      '2026-01-01 10:00:00',
      '2026-01-01T10:00:00.1234567Z',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-01-01T24:00:00Z',
    ]
    for (const key of timestamps) {
      expect(decodeCursor(encodeCursor({ key, id }), 'timestamp'), key).toBeNull()
    }
  })

  it('answers a cursor that is not ours with 400, and no cursor with the first page', () => {
    expect(requireCursor(undefined)).toBeUndefined()
    expect(requireCursor('')).toBeUndefined()
    const refusal = (() => {
      try {
        requireCursor(base64(['2026-02-30T10:00:00Z', id]), 'timestamp')
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(AppError)
    expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED', statusCode: 400 })
  })
})

describe('the keyset condition', () => {
  const items = pgTable('items', {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  })
  const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) =>
    new PgDialect().sqlToQuery(query)

  it('compares (key, id) as one row value, typed like the columns', () => {
    const ascending = afterKeyset('asc', [items.name, items.id], { key: 'grace', id })
    expect(render(ascending!)).toMatchObject({
      sql: '("items"."name", "items"."id") > ($1::text, $2::uuid)',
      params: ['grace', id],
    })
    const descending = afterKeyset('desc', [items.at, items.id], {
      key: '2026-01-01T10:00:00.123456Z',
      id,
    })
    expect(render(descending!)).toMatchObject({
      sql: '("items"."at", "items"."id") < ($1::timestamp with time zone, $2::uuid)',
      params: ['2026-01-01T10:00:00.123456Z', id],
    })
  })

  it('adds nothing on the first page', () => {
    expect(afterKeyset('asc', [items.name, items.id], undefined)).toBeUndefined()
  })

  it('reads a timestamp key in UTC with its microseconds', () => {
    expect(render(timestampKey(items.at)).sql).toBe(
      `to_char("items"."at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    )
  })
})

describe('the page slicer', () => {
  const rows = ['a', 'b', 'c'].map((name) => ({ name, id: randomUUID() }))
  const keysetOf = (row: { name: string; id: string }) => ({ key: row.name, id: row.id })

  it('keeps `limit` rows and points the next page after the last one kept', () => {
    const page = toPage(rows, 2, keysetOf)
    expect(page.items).toEqual(rows.slice(0, 2))
    expect(decodeCursor(page.nextCursor!)).toEqual({ key: 'b', id: rows[1]!.id })
  })

  it('ends when the extra row is missing', () => {
    expect(toPage(rows, 3, keysetOf)).toEqual({ items: rows, nextCursor: null })
    expect(toPage([], 3, keysetOf)).toEqual({ items: [], nextCursor: null })
  })
})
