import { words } from '../pastoral/classifier/normalise'

// The dry run's exact word match in PostgreSQL, for the texts where it can be exact (decision
// 044, "Dry run speed"). The matcher (rule-matcher.ts) folds a text — NFKD, marks dropped,
// lower case, ß/œ/æ spelt out — and reads its runs of letters and digits as words. A "plain"
// text is ASCII plus characters whose decomposition has no letter, digit or mark and does not
// change case (emoji, typographic punctuation, arrows…): its words are its own runs of ASCII
// letters and digits, lower-cased, so a regular expression with explicit [aA] classes decides
// exactly as the matcher would, on the stored text itself (no folding, and the trigram index on
// it), whatever PostgreSQL's locale. Every other text goes to the matcher itself.

// Blocks searched for such characters: Latin-1 and spacing-modifier symbols, punctuation,
// arrows, technical and geometric symbols, dingbats, CJK punctuation and the emoji planes.
const SYMBOL_BLOCKS: [number, number][] = [
  [0x80, 0x2ff],
  [0x2000, 0x2bff],
  [0x3000, 0x303f],
  [0x1f000, 0x1faff],
]

const breaksWords = (character: string) =>
  !/[\p{L}\p{N}\p{M}]/u.test(character) && character.toLowerCase() === character

// A character the matcher reads as a break between words, whatever surrounds it: neither it nor
// any part of its decomposition ("…" → "...") is a letter, a digit or a mark (dropped, a mark
// would join its neighbours), and none changes case.
export function isWordBreak(character: string): boolean {
  return breaksWords(character) && [...character.normalize('NFKD')].every(breaksWords)
}

const hex = (codePoint: number) =>
  codePoint > 0xffff
    ? `\\U${codePoint.toString(16).padStart(8, '0')}`
    : `\\u${codePoint.toString(16).padStart(4, '0')}`

// Runs of word-break code points in the blocks above, from this runtime's Unicode tables (the
// same the matcher uses), as a bracket expression's ranges.
function wordBreakRanges(): string {
  const ranges: string[] = []
  for (const [first, last] of SYMBOL_BLOCKS) {
    let start = -1
    for (let cp = first; cp <= last + 1; cp++) {
      const breaks = cp <= last && isWordBreak(String.fromCodePoint(cp))
      if (breaks && start < 0) start = cp
      if (!breaks && start >= 0) {
        ranges.push(start === cp - 1 ? hex(start) : `${hex(start)}-${hex(cp - 1)}`)
        start = -1
      }
    }
  }
  return ranges.join('')
}

// A text the regular expression decides: ASCII (no NUL in PostgreSQL text) and word breaks only.
export const PLAIN_TEXT = `^[\\u0001-\\u007f${wordBreakRanges()}]*$`

// Texts up to this many characters (code points) are at most 4,000 UTF-16 units, so the
// matcher, which reads the first 4,000, reads all of them too.
export const PLAIN_MAX_CHARACTERS = 2_000

const NOT_WORD = '[^A-Za-z0-9]'

const tokenPattern = (token: string) =>
  [...token].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('')

// The rule's words and phrases as one regular expression over a plain text: a phrase's
// words in order with only breaks between them, a break or the text's end on each side. Null
// when no phrase can occur in a plain text (a word with letters outside ASCII, "감사합니다").
export function plainWordsRegex(wordList: readonly string[]): string | null {
  const phrases = wordList
    .map(words)
    .filter((tokens) => tokens.length > 0 && tokens.every((t) => /^[a-z0-9]+$/.test(t)))
    .map((tokens) => tokens.map(tokenPattern).join(`${NOT_WORD}+`))
  if (phrases.length === 0) return null
  return `(^|${NOT_WORD})(${[...new Set(phrases)].join('|')})($|${NOT_WORD})`
}
