import { describe, expect, it } from 'vitest'
import { messageBytes } from './message-bytes'

describe('the byte counter', () => {
  it('counts bytes of UTF-8, not characters', () => {
    expect(messageBytes('Amen').label).toBe('4 / 1,000 bytes')
    // A Korean syllable is 3 bytes, an emoji 4.
    expect(messageBytes('기도').bytes).toBe(6)
    expect(messageBytes('🙏').bytes).toBe(4)
    expect(messageBytes('  hi  ').bytes).toBe(2)
  })

  it('takes exactly 1,000 bytes and refuses 1,001 with the reason', () => {
    expect(messageBytes('a'.repeat(1000))).toEqual({
      bytes: 1000,
      tooLong: false,
      label: '1,000 / 1,000 bytes',
    })
    const over = messageBytes(`${'a'.repeat(997)}🙏`)
    expect(over.bytes).toBe(1001)
    expect(over.tooLong).toBe(true)
    expect(over.label).toMatch(/^Too long to send: .* this one is 1,001\. Shorten it by 1 /)
  })

  it('counts 334 Korean syllables as over the limit', () => {
    expect(messageBytes('가'.repeat(333)).tooLong).toBe(false)
    expect(messageBytes('가'.repeat(334)).tooLong).toBe(true)
  })
})
