import { spreadsheetSafe } from '../../../lib/spreadsheet-safe'

// RFC 4180: every field quoted, quotes doubled, so commas and line breaks in comments survive.
// A cell a spreadsheet would run as a formula gets a leading ' (lib/spreadsheet-safe.ts).
export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const lines = [columns.map(quote).join(',')]
  for (const row of rows) lines.push(columns.map((column) => quote(cell(row[column]))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.join(' ')
  if (typeof value !== 'string') return String(value)
  return spreadsheetSafe(value)
}

function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}
