import type { TRuleConditions } from '@common/schemas/rules'
import { words } from '../pastoral/classifier/normalise'

// An ILIKE pattern on flock_fold(text) (migration 0025: the text decomposed, NFKD, and its marks
// dropped) that every text whose folded words contain `token` matches. Letters the folding writes as two ("ß" → "ss") may be
// one in the text, so they match anything. Null for a token with letters outside ASCII, whose
// case PostgreSQL may fold differently.
function tokenPattern(token: string): string | null {
  if (!/^[a-z0-9]+$/.test(token)) return null
  return `%${token.replace(/ss|oe|ae/g, '%')}%`
}

// ILIKE's own characters, taken literally.
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

// A username condition as an ILIKE superset (Instagram usernames are ASCII); null when the
// pattern has other characters, whose case PostgreSQL may fold differently.
function usernamePattern(username: TRuleConditions['username']): string | null {
  if (!username || !/^[\x20-\x7e]+$/.test(username.pattern)) return null
  if (username.match === 'contains') return `%${likeLiteral(username.pattern)}%`
  return [...username.pattern]
    .map((c) => (c === '*' ? '%' : c === '?' ? '_' : likeLiteral(c)))
    .join('')
}

export interface Prefilter {
  // One ILIKE pattern per word or phrase (its longest token); a text matching none cannot match.
  wordPatterns: string[] | null
  username: string | null
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
    username: usernamePattern(conditions.username),
    link: conditions.hasLink,
    contact: conditions.hasContact,
    onlyEmoji: conditions.onlyEmoji,
  }
}
