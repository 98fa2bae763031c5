import { words } from './normalise'

// What the model reads in a comment: its words, its word pairs and the 4- and 5-letter pieces of
// each word (with its edges marked). Pieces carry a word across its inflections and languages
// ("suicid" in suicide, suicidio, Suizid, suicidaire) and survive the misspellings of people
// typing on a phone. Each feature counts once: a comment is short, repetition says little.
const MIN_GRAM = 4
const MAX_GRAM = 5

export function featuresOfWords(tokens: readonly string[]): string[] {
  const out = new Set<string>()
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    out.add(`w ${token}`)
    if (i + 1 < tokens.length) out.add(`b ${token} ${tokens[i + 1]}`)
    const edged = `<${token}>`
    for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
      for (let start = 0; start + n <= edged.length; start++) out.add(edged.slice(start, start + n))
    }
  }
  return [...out]
}

export function features(text: string): string[] {
  return featuresOfWords(words(text))
}
