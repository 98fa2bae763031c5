import { PASTORAL_FLAGS } from '@common/schemas/pastoral'
import { evaluateCorpus } from './evaluate'
import { PASTORAL_LANGUAGES } from './languages'

// npm run eval:pastoral: precision and recall of the pastoral classifier on its corpus, per
// category and language, and what it got wrong.
// A report on standard output, like the bench scripts.
const print = (line: string) => process.stdout.write(`${line}\n`)
const evaluation = evaluateCorpus()
const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7)
print('category  language  precision  recall   (tp fp fn tn)')
for (const flag of PASTORAL_FLAGS) {
  for (const lang of ['all', ...PASTORAL_LANGUAGES]) {
    const s = evaluation.scores[flag][lang]!
    print(
      `${flag.padEnd(9)} ${lang.padEnd(8)} ${pct(s.precision)}   ${pct(s.recall)}   (${s.truePositives} ${s.falsePositives} ${s.falseNegatives} ${s.trueNegatives})`,
    )
  }
}
const { median, p99 } = evaluation.microsPerComment
print(`\nper comment: median ${median.toFixed(0)} µs, p99 ${p99.toFixed(0)} µs`)
if (evaluation.misses.length > 0) {
  print('\nmisses:')
  for (const miss of evaluation.misses) {
    print(`  ${miss.expected ? 'missed' : 'wrong '} ${miss.flag} [${miss.lang}] ${miss.text}`)
  }
}
