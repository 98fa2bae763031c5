import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import {
  createAccount,
  createComment,
  createMedia,
  createOrganization,
} from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'
import { commentLabels, comments, labels } from '../../../db/schema'
import { spreadsheetSafe } from '../../../lib/spreadsheet-safe'
import { COMMENT_EXPORT_COLUMNS } from './comments-export'

const t = useTestApp()

// Text that breaks naive CSV: separators, quotes, every line ending, emoji with modifiers and
// joiners, right-to-left scripts with their marks, formulas, and padding.
const HOSTILE = [
  'Amen, and amen',
  'She said "pray for us", then left',
  'line one\nline two\r\nline three\rend',
  '🙏🏽 Praying for the family 👨‍👩‍👧‍👦 ❤️',
  'שלום עולם, ברוכים הבאים',
  '\u200Fمرحبا "بكم" في الكنيسة\u200E',
  '=HYPERLINK("http://evil.example","click")',
  '-1 + 2',
  '\t=1+5',
  '\r=1+5',
  '  padded  ',
  '"',
  ',',
  '',
]

let owner: string
let church: { id: string; name: string }
let account: { id: string; organizationId: string; username: string }
let other: { id: string }

beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  church = await createOrganization(t.db.db, { name: 'Église "Saint-Jean", Montréal' })
  account = await createAccount(t.db.db, church.id, { username: 'st_jean' })
  const post = await createMedia(t.db.db, account.id, {
    permalink: 'https://www.instagram.com/p/ABC,123/',
  })
  const sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam "the, rock"')
  const [label] = await t.db.db
    .insert(labels)
    .values({ name: 'prayer, urgent', color: 'blue' })
    .returning()
  for (const [n, text] of HOSTILE.entries()) {
    const comment = await createComment(t.db.db, account, {
      mediaId: post.id,
      username: `follower_${n}`,
      text,
      commentedAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      ...(n % 2
        ? {
            responseStatus: 'responded' as const,
            responseText: `Reply to ${text}`,
            respondedAt: new Date(Date.UTC(2026, 0, 1, 1, n)),
            respondedBy: sam.userId,
          }
        : {}),
    })
    if (n % 3 === 0)
      await t.db.db.insert(commentLabels).values({ workItemId: comment.id, labelId: label!.id })
  }
  // Another church's comment, which the church's own export must not hold.
  other = await createOrganization(t.db.db)
  await createComment(t.db.db, await createAccount(t.db.db, other.id), { text: 'not yours' })
})

async function exportCsv(query: string, cookie = owner) {
  const response = await t.app.inject({
    url: `/api/exports/comments.csv?${query}`,
    headers: as(cookie),
  })
  return response
}

const rowsOf = (body: string) =>
  parse(body, { bom: true, columns: true, relax_column_count: false }) as Record<string, string>[]

describe('CSV export of the inbox', () => {
  it('round-trips hostile text exactly as the database holds it', async () => {
    const response = await exportCsv(`organizationId=${church.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows = rowsOf(response.body)
    expect(Object.keys(rows[0]!)).toEqual([...COMMENT_EXPORT_COLUMNS])
    // The count the browser's progress bar reads is the number of rows that came.
    expect(response.headers['x-total-count']).toBe(String(HOSTILE.length))
    const stored = await t.db.db
      .select()
      .from(comments)
      .where(eq(comments.organizationId, church.id))
    expect(rows).toHaveLength(HOSTILE.length)
    for (const row of rows) {
      const comment = stored.find((c) => c.username === row.commenter)!
      expect(row.text).toBe(spreadsheetSafe(comment.text))
      expect(row.church).toBe(church.name)
      expect(row.account).toBe('st_jean')
      expect(row.post_link).toBe('https://www.instagram.com/p/ABC,123/')
      expect(row.commented_at).toBe(comment.commentedAt.toISOString())
      expect(row.state).toBe(comment.responseStatus)
      expect(row.reply_text).toBe(comment.responseText ? spreadsheetSafe(comment.responseText) : '')
      expect(row.replied_by).toBe(comment.respondedBy ? 'Sam "the, rock"' : '')
      expect(row.first_response_at).toBe(comment.firstResponseAt?.toISOString() ?? '')
      const n = Number(comment.username.split('_')[1])
      expect(row.labels).toBe(n % 3 === 0 ? 'prayer, urgent' : '')
    }
    // The formula is shown, not run.
    expect(rows.map((row) => row.text)).toContain(`'=HYPERLINK("http://evil.example","click")`)
    // A leading tab or carriage return is skipped by a spreadsheet, and the formula after it run.
    expect(rows.map((row) => row.text)).toEqual(expect.arrayContaining(["'\t=1+5", "'\r=1+5"]))
  })

  it("applies the inbox's filters", async () => {
    const respondedExport = await exportCsv(`organizationId=${church.id}&view=responded`)
    const responded = rowsOf(respondedExport.body)
    expect(responded).toHaveLength(HOSTILE.filter((_, n) => n % 2).length)
    expect(respondedExport.headers['x-total-count']).toBe(String(responded.length))
    const searched = rowsOf((await exportCsv(`organizationId=${church.id}&search=שלום`)).body)
    expect(searched.map((row) => row.commenter)).toEqual(['follower_4'])
    // Several churches picked in the inbox: theirs and nobody else's.
    const both = rowsOf(
      (await exportCsv(`organizationId=${church.id}&organizationId=${other.id}`)).body,
    )
    expect(both.map((row) => row.text).sort()).toEqual(
      [...HOSTILE.map(spreadsheetSafe), 'not yours'].sort(),
    )
    const justOne = await exportCsv(`organizationId=${other.id}&organizationId=${other.id}`)
    expect(rowsOf(justOne.body).map((row) => row.text)).toEqual(['not yours'])
  })

  it("gives a church its own comments only, and refuses Agents and another church's ids", async () => {
    const member = await signInAsChurchMember(t.app, t.db.db, church.id)
    const own = rowsOf((await exportCsv('', member.cookie)).body)
    expect(own).toHaveLength(HOSTILE.length)
    // The agency's labels are its own: not in the church's file.
    expect(Object.keys(own[0]!)).toEqual(COMMENT_EXPORT_COLUMNS.filter((c) => c !== 'labels'))
    expect(JSON.stringify(own)).not.toContain('prayer, urgent')
    const other = await registerClient(t.app)
    expect((await exportCsv(`organizationId=${church.id}`, other.cookie)).statusCode).toBe(404)
    const elsewhere = await createOrganization(t.db.db)
    const mixed = `organizationId=${church.id}&organizationId=${elsewhere.id}`
    expect((await exportCsv(mixed, member.cookie)).statusCode).toBe(404)
    expect(rowsOf((await exportCsv('', other.cookie)).body)).toHaveLength(0)
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent')
    expect((await exportCsv('', agent.cookie)).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/exports/comments.csv' })).statusCode).toBe(401)
  })

  it('exports a report table with the same numbers as the report', async () => {
    const query = `from=2026-01-01&to=2026-01-01&organizationId=${church.id}`
    const report = (await t.app.inject({ url: `/api/reports?${query}`, headers: as(owner) })).json()
    const response = await t.app.inject({
      url: `/api/exports/report.csv?${query}&table=responseByTeammate`,
      headers: as(owner),
    })
    expect(response.statusCode).toBe(200)
    const rows = rowsOf(response.body)
    expect(rows).toEqual(
      report.responsiveness.byTeammate.map((row: Record<string, unknown>) => ({
        teammate: row.name,
        received: String(row.received),
        answered: String(row.answered),
        median_seconds: String(row.median),
        p90_seconds: String(row.p90),
        within_target_percent: String(row.withinTarget),
      })),
    )
    expect(rows[0]!.teammate).toBe('Sam "the, rock"')
  })
})
