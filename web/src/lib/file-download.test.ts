import { describe, expect, it } from 'vitest'
import { attachmentName, csvRecordCounter } from './file-download'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('counting CSV records as they arrive', () => {
  it('ends a record at a line feed outside quotes only, across pieces', () => {
    const count = csvRecordCounter()
    expect(count(bytes('church,text\nGrace,"Amen,\nand'))).toBe(1)
    expect(count(bytes(' amen"\nGrace,"She said ""pray""'))).toBe(2)
    expect(count(bytes('"\nGrace,🙏 שלום\r\n'))).toBe(4)
  })

  it('reads the file name the server gave, or falls back', () => {
    expect(attachmentName('attachment; filename="flock-comments-2026-11-23.csv"', 'x.csv')).toBe(
      'flock-comments-2026-11-23.csv',
    )
    expect(attachmentName(null, 'x.csv')).toBe('x.csv')
  })
})
