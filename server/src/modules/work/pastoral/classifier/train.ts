import { featuresOfWords } from './features'
import { type LabelledComment, LEARNED_FLAGS, type TLearnedFlag } from './labelled'
import { type LogisticModel, trainLogistic, Vocabulary } from './model'
import { readingOf } from './reading'
import { readTrainingCorpus } from './training-corpus'

export type PastoralModels = Record<TLearnedFlag, LogisticModel>

// One model per category, each told apart from everything else in the corpus.
export function trainPastoralModels(
  lines: readonly LabelledComment[] = readTrainingCorpus(),
): PastoralModels {
  const vocabulary = new Vocabulary()
  const corpus = lines.map((line) => ({
    labels: line.labels,
    ids: vocabulary.encode(featuresOfWords(readingOf(line.text).tokens)),
  }))
  return Object.fromEntries(
    LEARNED_FLAGS.map((flag) => [
      flag,
      trainLogistic(
        vocabulary,
        corpus
          .filter((line) => line.labels[flag] !== undefined)
          .map((line) => ({ ids: line.ids, positive: line.labels[flag]! })),
      ),
    ]),
  ) as PastoralModels
}

let trained: PastoralModels | undefined

// Trained on first use (a fraction of a second, the same weights every time), then kept.
export function pastoralModels(): PastoralModels {
  return (trained ??= trainPastoralModels())
}
