import { describe, expect, it } from 'vitest'
import { privateReplyTooLong, utf8Length } from './message-bytes'

describe('a private reply is measured in UTF-8 bytes, as Instagram counts', () => {
  it('counts Korean as 3 bytes and an emoji as 4', () => {
    expect(utf8Length('abc')).toBe(3)
    expect(utf8Length('기도')).toBe(6)
    expect(utf8Length('🙏')).toBe(4)
  })

  it('allows 1,000 bytes and refuses 1,001 with the count', () => {
    expect(privateReplyTooLong(`${'a'.repeat(997)}기`)).toBeNull()
    expect(privateReplyTooLong('기'.repeat(760))).toBe(
      'Private replies are limited to 1,000 bytes; this one is 2,280 (Korean and emoji take 3–4 bytes a character).',
    )
  })
})
