import type { TPastoralFlag } from '@common/schemas/pastoral'
import { hasContactData } from './contact-data'
import { hasCrisisIntent } from './crisis-intent'
import { featuresOfWords } from './features'
import { readingOf } from './reading'
import { type PastoralModels, pastoralModels } from './train'

// Longer than any Instagram comment (2,200 characters): a pathological text costs no more.
const MAX_CLASSIFIED_LENGTH = 4_000

// The probability above which a category is flagged, chosen on the training corpus's 5-fold
// cross-validation (decision 066): for crisis, the highest that keeps recall at 0.95 or more (a
// comment wrongly sent to a pastor costs a read, one missed can cost a life); for prayer and
// grief, near the best balance of precision and recall.
export const THRESHOLDS = { prayer: 0.4, grief: 0.4, crisis: 0.3 } as const

// The pastoral flags of a comment's text, in PASTORAL_FLAGS order. Never throws.
export function classifyComment(rawText: string): TPastoralFlag[] {
  return classifyWith(pastoralModels(), rawText)
}

// The same with given models: the evaluation's cross-validation trains its own.
export function classifyWith(models: PastoralModels, rawText: string): TPastoralFlag[] {
  const text = rawText.slice(0, MAX_CLASSIFIED_LENGTH)
  if (text.trim() === '') return []
  const reading = readingOf(text)
  const flags: TPastoralFlag[] = []
  if (reading.tokens.length > 0) {
    const features = featuresOfWords(reading.tokens)
    const likely = (flag: keyof typeof THRESHOLDS) =>
      models[flag].probability(features) >= THRESHOLDS[flag]
    if (likely('prayer')) flags.push('prayer')
    if (likely('grief')) flags.push('grief')
    // The intent patterns first: they are sure, and cheaper than the model.
    if (hasCrisisIntent(reading.text) || likely('crisis')) flags.push('crisis')
  }
  if (hasContactData(text)) flags.push('contact')
  return flags
}
