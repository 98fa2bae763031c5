import { z } from 'zod'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import { PASTORAL_LANGUAGES, type TPastoralLanguage } from './languages'

// The categories a labelled line speaks to: contact data has its own patterns and corpus.
export const LEARNED_FLAGS = ['prayer', 'grief', 'crisis'] as const satisfies TPastoralFlag[]
export type TLearnedFlag = (typeof LEARNED_FLAGS)[number]

// A comment with what a person reading it would flag. A flag missing from `labels` is not known
// (the per-flag corpus says only whether its own flag applies).
export interface LabelledComment {
  lang: TPastoralLanguage
  text: string
  labels: Partial<Record<TPastoralFlag, boolean>>
}

const ZLanguage = z.enum(PASTORAL_LANGUAGES)
const ZFlag = z.enum(LEARNED_FLAGS)

// Lines written `lang | flags | text`: flags comma-separated, `-` for none; every learned flag is
// then known. `#` starts a comment line. Throws on a malformed line, naming it.
export function parseLabelledLines(source: string, origin: string): LabelledComment[] {
  const out: LabelledComment[] = []
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    const match = /^([a-z]{2})\s*\|\s*([a-z,-]+)\s*\|\s*(.+)$/.exec(line)
    if (!match) throw new Error(`${origin}:${index + 1}: expected "lang | flags | text"`)
    const lang = ZLanguage.parse(match[1])
    const flags = match[2] === '-' ? [] : match[2]!.split(',').map((flag) => ZFlag.parse(flag))
    const labels = Object.fromEntries(LEARNED_FLAGS.map((flag) => [flag, flags.includes(flag)]))
    out.push({ lang, text: match[3]!, labels })
  })
  return out
}
