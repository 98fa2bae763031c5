import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { PASTORAL_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import { classifyComment } from './classify'
import { PASTORAL_LANGUAGES } from './languages'

const ZCorpusLine = z.object({
  lang: z.enum(PASTORAL_LANGUAGES),
  text: z.string(),
  expected: z.boolean(),
})
type CorpusLine = z.infer<typeof ZCorpusLine>

export function readCorpus(flag: TPastoralFlag): CorpusLine[] {
  const file = fileURLToPath(new URL(`../corpus/${flag}.jsonl`, import.meta.url))
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ZCorpusLine.parse(JSON.parse(line)))
}

export interface Score {
  truePositives: number
  falsePositives: number
  falseNegatives: number
  trueNegatives: number
  precision: number
  recall: number
}

export interface Miss {
  flag: TPastoralFlag
  lang: string
  text: string
  expected: boolean
}

export interface Evaluation {
  // By flag, then 'all' or a language.
  scores: Record<TPastoralFlag, Record<string, Score>>
  misses: Miss[]
  // Median and 99th percentile of one classification, in microseconds, over the whole corpus.
  microsPerComment: { median: number; p99: number }
}

function score(results: { expected: boolean; predicted: boolean }[]): Score {
  const count = (expected: boolean, predicted: boolean) =>
    results.filter((r) => r.expected === expected && r.predicted === predicted).length
  const truePositives = count(true, true)
  const falsePositives = count(false, true)
  const falseNegatives = count(true, false)
  const trueNegatives = count(false, false)
  // Nothing predicted is no wrong prediction; nothing to find is nothing missed.
  const precision =
    truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives)
  const recall =
    truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives)
  return { truePositives, falsePositives, falseNegatives, trueNegatives, precision, recall }
}

export function evaluateCorpus(): Evaluation {
  const misses: Miss[] = []
  const timings: number[] = []
  const scores = {} as Evaluation['scores']
  // The first calls load the phone metadata and let the engine compile the patterns: what is
  // measured is the steady state of a running server.
  for (const flag of PASTORAL_FLAGS) for (const line of readCorpus(flag)) classifyComment(line.text)
  for (const flag of PASTORAL_FLAGS) {
    const results = readCorpus(flag).map((line) => {
      const started = process.hrtime.bigint()
      const predicted = classifyComment(line.text).includes(flag)
      timings.push(Number(process.hrtime.bigint() - started) / 1000)
      if (predicted !== line.expected) misses.push({ flag, ...line })
      return { ...line, predicted }
    })
    scores[flag] = { all: score(results) }
    for (const lang of PASTORAL_LANGUAGES) {
      scores[flag][lang] = score(results.filter((r) => r.lang === lang))
    }
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!
  return { scores, misses, microsPerComment: { median: at(0.5), p99: at(0.99) } }
}
