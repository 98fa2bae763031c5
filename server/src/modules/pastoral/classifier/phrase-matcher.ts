import type { CategoryLexicon } from './lexicon'
import { PASTORAL_LANGUAGES, STEMMERS, type TPastoralLanguage } from './languages'
import { words } from './normalise'

// A comment read once for every category: its words, and their stems in each language (one stem
// per word, so a word's index is the same in every reading).
export interface Reading {
  words: string[]
  stems: Record<TPastoralLanguage, string[]>
}

export function readComment(text: string): Reading {
  const tokens = words(text)
  const stems = Object.fromEntries(
    PASTORAL_LANGUAGES.map((language) => [
      language,
      tokens.map((token) => STEMMERS[language](token)),
    ]),
  ) as Record<TPastoralLanguage, string[]>
  return { words: tokens, stems }
}

// Stands for a masked word; no word or stem contains it.
const MASK = '\u0000'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// A phrase as a pattern over space-joined words, on word boundaries: `*` is up to two words.
// A phrase written `=like this` is matched word for word, unstemmed: for the few words a stemmer
// folds into something common (Spanish "matarme" and "mata" share the stem "mat").
function phrasePattern(phrase: string, stem: (word: string) => string): string {
  const parts = phrase
    .split(/\s+/)
    .flatMap((part) => (part === '*' ? ['*'] : words(part).map((word) => escape(stem(word)))))
  let pattern = ''
  for (const part of parts) {
    if (part === '*') pattern += pattern ? '(?: [^ ]+){0,2}' : ''
    else pattern += pattern ? ` ${part}` : part
  }
  return pattern
}

function alternation(phrases: readonly string[], stem: (word: string) => string): RegExp | null {
  if (phrases.length === 0) return null
  const body = phrases.map((phrase) => phrasePattern(phrase, stem)).join('|')
  return new RegExp(`(?:^| )(?:${body})(?= |$)`, 'g')
}

const isExact = (phrase: string) => phrase.startsWith('=')
const asIs = (word: string) => word

interface CompiledLanguage {
  stemmed: RegExp | null
  exact: RegExp | null
  masks: RegExp | null
}

export type CategoryMatcher = (reading: Reading) => boolean

// Word indexes covered by the matches of `pattern` in the space-joined `tokens`.
function matchedIndexes(pattern: RegExp, tokens: string[], into: Set<number>) {
  const joined = tokens.join(' ')
  for (const match of joined.matchAll(pattern)) {
    const start = match.index + (match[0].startsWith(' ') ? 1 : 0)
    const first = joined.slice(0, start).split(' ').length - 1
    const count = match[0].trim().split(' ').length
    for (let i = first; i < first + count; i++) into.add(i)
  }
}

const test = (pattern: RegExp | null, tokens: string[]) => {
  if (!pattern) return false
  pattern.lastIndex = 0
  return pattern.test(tokens.join(' '))
}

// Compiled once per category: per language, one regular expression for the stemmed cues, one
// for the word-for-word cues and one for the masks. A mask found in any language's reading blanks
// those words in every reading, so "cancer awareness" (an English mask) also stops the French
// cue "cancer".
export function compileCategory(lexicon: CategoryLexicon): CategoryMatcher {
  const compiled = Object.fromEntries(
    PASTORAL_LANGUAGES.map((language) => {
      const cues = lexicon.cues[language]
      return [
        language,
        {
          stemmed: alternation(
            cues.filter((cue) => !isExact(cue)),
            STEMMERS[language],
          ),
          exact: alternation(
            cues.filter(isExact).map((cue) => cue.slice(1)),
            asIs,
          ),
          masks: alternation(lexicon.masks[language], STEMMERS[language]),
        },
      ]
    }),
  ) as Record<TPastoralLanguage, CompiledLanguage>
  return (reading) => {
    const masked = new Set<number>()
    for (const language of PASTORAL_LANGUAGES) {
      const { masks } = compiled[language]
      if (masks) matchedIndexes(masks, reading.stems[language], masked)
    }
    const blank = (tokens: string[]) =>
      masked.size === 0 ? tokens : tokens.map((token, i) => (masked.has(i) ? MASK : token))
    const words = blank(reading.words)
    return PASTORAL_LANGUAGES.some((language) => {
      const { stemmed, exact } = compiled[language]
      return test(exact, words) || test(stemmed, blank(reading.stems[language]))
    })
  }
}
