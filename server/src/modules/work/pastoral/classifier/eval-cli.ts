import { PASTORAL_FLAGS } from '@common/schemas/pastoral'
import { readHeldOut } from '../held-out/held-out'
import {
  crossValidate,
  type Evaluation,
  evaluate,
  evaluateFlagCorpus,
  evaluateTrainingCorpus,
} from './evaluate'
import { PASTORAL_LANGUAGES } from './languages'

// npm run eval:pastoral: precision and recall of the pastoral classifier per category and
// language, on the corpus it was built from and on the held-out set it never saw, and what it
// got wrong. A report on standard output, like the bench scripts.
const print = (line: string) => process.stdout.write(`${line}\n`)
const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7)

function report(title: string, evaluation: Evaluation, showMisses: boolean) {
  print(`\n== ${title}\n`)
  print('category  language  precision  recall   (tp fp fn tn)')
  for (const flag of PASTORAL_FLAGS) {
    const byLanguage = evaluation.scores[flag]
    if (!byLanguage) continue
    for (const lang of ['all', ...PASTORAL_LANGUAGES]) {
      const s = byLanguage[lang]!
      print(
        `${flag.padEnd(9)} ${lang.padEnd(8)} ${pct(s.precision)}   ${pct(s.recall)}   (${s.truePositives} ${s.falsePositives} ${s.falseNegatives} ${s.trueNegatives})`,
      )
    }
  }
  const { median, p99 } = evaluation.microsPerComment
  print(`\nper comment: median ${median.toFixed(1)} µs, p99 ${p99.toFixed(1)} µs`)
  if (showMisses && evaluation.misses.length > 0) {
    print('\nmisses:')
    for (const miss of evaluation.misses) {
      print(`  ${miss.expected ? 'missed' : 'wrong '} ${miss.flag} [${miss.lang}] ${miss.text}`)
    }
  }
}

const all = process.argv.includes('--misses')
report('training corpus (what the model learns from)', evaluateTrainingCorpus(), all)
report('training corpus, 5-fold cross-validation (for tuning)', crossValidate(), all)
report(
  'decision 042 corpus (written for the old lexicon; not trained on)',
  evaluateFlagCorpus(),
  all,
)
report('held-out set (never trained or tuned on)', evaluate(readHeldOut()), true)
