import type { TPastoralFlag } from '@common/schemas/pastoral'
import { hasContactData } from './contact-data'
import { CRISIS, GRIEF, PRAYER } from './lexicon'
import { compileCategory, readComment } from './phrase-matcher'

const MATCHERS = {
  prayer: compileCategory(PRAYER),
  grief: compileCategory(GRIEF),
  crisis: compileCategory(CRISIS),
} as const

// Longer than any Instagram comment (2,200 characters): a pathological text costs no more.
const MAX_CLASSIFIED_LENGTH = 4_000

// The pastoral flags of a comment's text, in PASTORAL_FLAGS order. Never throws.
export function classifyComment(rawText: string): TPastoralFlag[] {
  const text = rawText.slice(0, MAX_CLASSIFIED_LENGTH)
  if (text.trim() === '') return []
  const reading = readComment(text)
  const flags: TPastoralFlag[] = []
  if (MATCHERS.prayer(reading)) flags.push('prayer')
  if (MATCHERS.grief(reading)) flags.push('grief')
  if (MATCHERS.crisis(reading)) flags.push('crisis')
  if (hasContactData(text)) flags.push('contact')
  return flags
}
