import { describe, expect, it } from 'vitest'
import { cleanStrings, cleanText } from './clean-text'

describe('cleanText', () => {
  it('drops NUL characters, which PostgreSQL refuses in text', () => {
    expect(cleanText('Amen\u0000!\u0000')).toBe('Amen!')
  })

  it('replaces lone surrogates of either half with U+FFFD', () => {
    expect(cleanText('a\uD83Db')).toBe('a\uFFFDb')
    expect(cleanText('a\uDE4Fb')).toBe('a\uFFFDb')
    expect(cleanText('end\uD83D')).toBe('end\uFFFD')
  })

  it('leaves emoji (paired surrogates) and ordinary text alone', () => {
    expect(cleanText('Praying 🙏 for you')).toBe('Praying 🙏 for you')
    expect(cleanText('Église – “quoted”')).toBe('Église – “quoted”')
  })
})

describe('cleanStrings', () => {
  it('cleans every string in parsed JSON, keys included, and keeps other values', () => {
    expect(
      cleanStrings({
        'na\u0000me': 'Grace\u0000',
        list: ['ok', 'bad\uD800', 3, null, true],
        nested: { text: '\uDC00x' },
      }),
    ).toEqual({
      name: 'Grace',
      list: ['ok', 'bad\uFFFD', 3, null, true],
      nested: { text: '\uFFFDx' },
    })
  })
})
