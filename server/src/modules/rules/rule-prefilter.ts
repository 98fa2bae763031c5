import type { TRuleConditions } from '@common/schemas/rules'
import { words } from '../pastoral/classifier/normalise'

// Every combining mark JavaScript knows (\p{M}), as a PostgreSQL bracket expression of literal
// code-point ranges: the folding drops them, and so does the prefilter's SQL.
export const MARKS_CLASS = (() => {
  const ranges: string[] = []
  let start = -1
  for (let code = 0; code <= 0x110000; code++) {
    const mark = code < 0x110000 && /\p{M}/u.test(String.fromCodePoint(code))
    if (mark && start < 0) start = code
    if (!mark && start >= 0) {
      const end = code - 1
      ranges.push(
        start === end
          ? String.fromCodePoint(start)
          : `${String.fromCodePoint(start)}-${String.fromCodePoint(end)}`,
      )
      start = -1
    }
  }
  return `[${ranges.join('')}]`
})()

// An ILIKE pattern that every text whose folded words contain `token` matches, once the text is
// decomposed (NFKD) and its marks dropped. Letters the folding writes as two ("ß" → "ss") may be
// one in the text, so they match anything. Null for a token with letters outside ASCII, whose
// case PostgreSQL may fold differently.
function tokenPattern(token: string): string | null {
  if (!/^[a-z0-9]+$/.test(token)) return null
  return `%${token.replace(/ss|oe|ae/g, '%')}%`
}

export interface Prefilter {
  // One ILIKE pattern per word or phrase (its longest token); a text matching none cannot match.
  wordPatterns: string[] | null
  link: boolean
  contact: boolean
  onlyEmoji: boolean
}

// What SQL can rule out before the exact match in JavaScript: only necessary conditions, so the
// dry run's count is the exact matcher's over every comment of the period.
export function prefilterOf(conditions: TRuleConditions): Prefilter {
  let wordPatterns: string[] | null = null
  if (conditions.words) {
    const patterns = conditions.words.map((word) => {
      const tokens = words(word)
      const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a), '')
      return longest ? tokenPattern(longest) : null
    })
    wordPatterns = patterns.every((p) => p !== null) ? (patterns as string[]) : null
  }
  return {
    wordPatterns,
    link: conditions.hasLink,
    contact: conditions.hasContact,
    onlyEmoji: conditions.onlyEmoji,
  }
}
