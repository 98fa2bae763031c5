import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { TRuleConditions } from '@common/schemas/rules'
import { hasEmailAddress, hasLink, hasPhoneNumber } from '../pastoral/classifier/contact-data'
import { words } from '../pastoral/classifier/normalise'

// Longer than any Instagram comment (2,200 characters): a pathological text costs no more.
const MAX_MATCHED_LENGTH = 4_000
const MAX_USERNAME_LENGTH = 100

export interface RuleSubject {
  text: string
  username: string
  flags: readonly TPastoralFlag[]
}

// A comment as the rules read it, each reading computed once however many rules ask for it.
export class CommentReading {
  readonly text: string
  readonly username: string
  readonly flags: readonly TPastoralFlag[]
  #tokens: string[] | undefined
  #tokenSet: Set<string> | undefined
  #link: boolean | undefined
  #contact: boolean | undefined

  constructor(subject: RuleSubject) {
    this.text = subject.text.slice(0, MAX_MATCHED_LENGTH)
    this.username = subject.username.slice(0, MAX_USERNAME_LENGTH).toLowerCase()
    this.flags = subject.flags
  }

  get tokens() {
    return (this.#tokens ??= words(this.text))
  }

  get tokenSet() {
    return (this.#tokenSet ??= new Set(this.tokens))
  }

  get hasLink() {
    return (this.#link ??= hasLink(this.text))
  }

  get hasContact() {
    return (this.#contact ??= hasEmailAddress(this.text) || hasPhoneNumber(this.text))
  }
}

// Emoji, their skin tones, flags, keycaps and joiners, and the spaces between them.
const EMOJI_PART =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3|\s)$/u
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u

export function isOnlyEmoji(text: string): boolean {
  if (!PICTOGRAPH.test(text)) return false
  for (const character of text) if (!EMOJI_PART.test(character)) return false
  return true
}

// `*` any run of characters, `?` exactly one; case-insensitive, the whole name. Two pointers
// with one backtrack point: linear in practice, never a regular expression.
export function globMatches(pattern: string, name: string): boolean {
  const p = [...pattern.toLowerCase()]
  const n = [...name]
  let pi = 0
  let ni = 0
  let star = -1
  let resume = 0
  while (ni < n.length) {
    if (pi < p.length && (p[pi] === '?' || p[pi] === n[ni])) {
      pi++
      ni++
    } else if (pi < p.length && p[pi] === '*') {
      star = pi++
      resume = ni
    } else if (star >= 0) {
      pi = star + 1
      ni = ++resume
    } else return false
  }
  while (pi < p.length && p[pi] === '*') pi++
  return pi === p.length
}

function phraseIn(reading: CommentReading, phrase: readonly string[]): boolean {
  if (phrase.length === 1) return reading.tokenSet.has(phrase[0]!)
  if (!reading.tokenSet.has(phrase[0]!)) return false
  const tokens = reading.tokens
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    let j = 0
    while (j < phrase.length && tokens[i + j] === phrase[j]) j++
    if (j === phrase.length) return true
  }
  return false
}

export type CommentTest = (reading: CommentReading) => boolean

// A rule's conditions as one test, every condition required (AND), cheapest first. Never throws:
// the inputs are plain strings, and every reading above is total.
export function compileConditions(conditions: TRuleConditions): CommentTest {
  const tests: CommentTest[] = []
  const { pastoralFlag, username } = conditions
  if (pastoralFlag) tests.push((r) => r.flags.includes(pastoralFlag))
  if (username) {
    const pattern = username.pattern.toLowerCase()
    tests.push(
      username.match === 'glob'
        ? (r) => globMatches(pattern, r.username)
        : (r) => r.username.includes(pattern),
    )
  }
  if (conditions.onlyEmoji) tests.push((r) => isOnlyEmoji(r.text))
  if (conditions.words) {
    // Phrases folded as the text is: "Bitcoin", "BITCOIN" and "bitcóin" are the same word.
    const phrases = conditions.words.map(words).filter((phrase) => phrase.length > 0)
    tests.push((r) => phrases.some((phrase) => phraseIn(r, phrase)))
  }
  if (conditions.hasLink) tests.push((r) => r.hasLink)
  if (conditions.hasContact) tests.push((r) => r.hasContact)
  return (reading) => {
    try {
      return tests.length > 0 && tests.every((test) => test(reading))
    } catch {
      // A library's surprise on some text must not stop the comment being stored.
      return false
    }
  }
}
