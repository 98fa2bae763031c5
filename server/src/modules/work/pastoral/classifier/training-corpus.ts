import { type LabelledComment, parseLabelledLines } from './labelled'
import { GERMAN } from './training/de'
import { ENGLISH } from './training/en'
import { SPANISH } from './training/es'
import { FRENCH } from './training/fr'
import { PORTUGUESE } from './training/pt'

const SOURCES = [
  [ENGLISH, 'training/en.ts'],
  [SPANISH, 'training/es.ts'],
  [PORTUGUESE, 'training/pt.ts'],
  [GERMAN, 'training/de.ts'],
  [FRENCH, 'training/fr.ts'],
] as const

// The comments the model learns from, in every language the classifier reads. Bundled with the
// server as code (no file to find at run time). The held-out set is not here, and never is.
export function readTrainingCorpus(): LabelledComment[] {
  return SOURCES.flatMap(([source, origin]) => parseLabelledLines(source, origin))
}
