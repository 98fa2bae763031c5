import { type SQL, sql } from 'drizzle-orm'

// A spreadsheet runs a cell starting with = + - or @ as a formula, and skips a leading tab or
// carriage return before looking (OWASP, CSV injection); a leading ' shows the cell as text.
// Both exports use this one rule: the church's data download in JavaScript, the comments export
// in the SQL that writes its lines (decision 045).
const FORMULA_START = /^[=+\-@\t\r]/

export const spreadsheetSafe = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

// The same test in PostgreSQL's regular expressions (\t and \r are escapes there too).
export const spreadsheetSafeSql = (value: SQL) =>
  sql`case when ${value} ~ '^[-=+@\\t\\r]' then '''' || ${value} else ${value} end`
