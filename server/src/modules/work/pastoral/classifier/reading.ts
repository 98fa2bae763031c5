import { withoutIdioms } from './idioms'
import { words } from './normalise'

// A comment as the classifier reads it: its folded words with idioms blanked, as one string for
// the crisis patterns and as tokens for the model.
export interface Reading {
  text: string
  tokens: string[]
}

export function readingOf(rawText: string): Reading {
  const text = withoutIdioms(words(rawText).join(' '))
  return { text, tokens: text === '' ? [] : text.split(' ') }
}
