import { describe, expect, it } from 'vitest'
import { containsPattern } from './like-pattern'

describe('a LIKE pattern for text typed into a search box', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('grace')).toBe('%grace%')
    expect(containsPattern('')).toBe('%%')
  })

  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(containsPattern('100%')).toBe('%100\\%%')
    expect(containsPattern('off_sale')).toBe('%off\\_sale%')
    expect(containsPattern('a\\b')).toBe('%a\\\\b%')
    expect(containsPattern('%_\\')).toBe('%\\%\\_\\\\%')
  })
})
