import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes every field, keeps quotes and line breaks, and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      [
        { text: 'He said "amen",\nthen left', at: new Date('2026-11-23T03:00:00Z'), n: 3 },
        { text: '=HYPERLINK("http://evil")', at: null, n: -1 },
        { text: '@cmd', at: undefined, n: 0 },
        { text: '\t=1+5', at: null, n: 1 },
        { text: '\r=1+5', at: null, n: 2 },
      ],
      ['text', 'at', 'n'],
    )
    expect(csv).toBe(
      [
        '"text","at","n"',
        '"He said ""amen"",\nthen left","2026-11-23T03:00:00.000Z","3"',
        `"'=HYPERLINK(""http://evil"")","","-1"`,
        `"'@cmd","","0"`,
        `"'\t=1+5","","1"`,
        `"'\r=1+5","","2"`,
        '',
      ].join('\r\n'),
    )
  })
})
