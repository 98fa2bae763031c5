import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { PASTORAL_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import { classifyComment, classifyWith } from './classify'
import type { LabelledComment } from './labelled'
import { PASTORAL_LANGUAGES } from './languages'
import { trainPastoralModels } from './train'
import { readTrainingCorpus } from './training-corpus'

const ZCorpusLine = z.object({
  lang: z.enum(PASTORAL_LANGUAGES),
  text: z.string(),
  expected: z.boolean(),
})

// The first corpus (decision 042): one file per flag, each line saying whether that flag applies.
export function readFlagCorpus(flag: TPastoralFlag): LabelledComment[] {
  const file = fileURLToPath(new URL(`../corpus/${flag}.jsonl`, import.meta.url))
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ZCorpusLine.parse(JSON.parse(line)))
    .map(({ lang, text, expected }) => ({ lang, text, labels: { [flag]: expected } }))
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
  // Median and 99th percentile of one classification, in microseconds, over the set.
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

// Precision and recall of `classify` for every flag a line knows, overall and per language.
export function evaluate(
  lines: readonly LabelledComment[],
  classify: (text: string) => readonly TPastoralFlag[] = classifyComment,
): Evaluation {
  // The first calls let the engine compile (and the classifier train): what is measured is the
  // steady state of a running server.
  for (const line of lines) classify(line.text)
  const timings: number[] = []
  const predictions = lines.map((line) => {
    const started = process.hrtime.bigint()
    const flags = classify(line.text)
    timings.push(Number(process.hrtime.bigint() - started) / 1000)
    return flags
  })
  const misses: Miss[] = []
  const scores = {} as Evaluation['scores']
  for (const flag of PASTORAL_FLAGS) {
    const results = lines.flatMap((line, i) => {
      const expected = line.labels[flag]
      if (expected === undefined) return []
      const predicted = predictions[i]!.includes(flag)
      if (predicted !== expected) misses.push({ flag, lang: line.lang, text: line.text, expected })
      return [{ lang: line.lang, expected, predicted }]
    })
    if (results.length === 0) continue
    scores[flag] = { all: score(results) }
    for (const lang of PASTORAL_LANGUAGES) {
      scores[flag][lang] = score(results.filter((r) => r.lang === lang))
    }
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!
  return { scores, misses, microsPerComment: { median: at(0.5), p99: at(0.99) } }
}

// The first corpus, written for decision 042's lexicon; the model is not trained on it.
export function evaluateFlagCorpus(): Evaluation {
  return evaluate(PASTORAL_FLAGS.flatMap(readFlagCorpus))
}

// The training corpus, classified by the models trained on it: how well they fit, no more.
export function evaluateTrainingCorpus(): Evaluation {
  return evaluate(readTrainingCorpus())
}

// K-fold cross-validation on the training corpus: each fold classified by models trained on the
// others. Thresholds and features are chosen on this, never on the held-out set.
export function crossValidate(folds = 5): Evaluation {
  const corpus = readTrainingCorpus()
  const predictions = new Map<LabelledComment, TPastoralFlag[]>()
  for (let fold = 0; fold < folds; fold++) {
    const models = trainPastoralModels(corpus.filter((_, i) => i % folds !== fold))
    corpus.forEach((line, i) => {
      if (i % folds === fold) predictions.set(line, classifyWith(models, line.text))
    })
  }
  const byText = new Map(corpus.map((line) => [line.text, predictions.get(line)!]))
  return evaluate(corpus, (text) => byText.get(text) ?? [])
}
