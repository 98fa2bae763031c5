import { describe, expect, it } from 'vitest'
import { PASTORAL_FLAGS } from '@common/schemas/pastoral'
import { classifyComment } from './classify'
import { evaluateCorpus } from './evaluate'

// Floors on the corpus (server/src/modules/pastoral/corpus). A change to the lexicon that loses
// a person in crisis, or starts flagging "I could kill for a coffee", fails here.
const CRISIS_RECALL_FLOOR = 0.95
const PRECISION_FLOOR = 0.9
const RECALL_FLOOR = 0.85

describe('the pastoral classifier on its corpus', () => {
  const evaluation = evaluateCorpus()

  it('finds at least 95% of the comments in crisis', () => {
    expect(evaluation.scores.crisis.all!.recall).toBeGreaterThanOrEqual(CRISIS_RECALL_FLOOR)
  })

  it.each(PASTORAL_FLAGS)('keeps precision and recall above their floors for %s', (flag) => {
    const all = evaluation.scores[flag].all!
    expect(all.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR)
    expect(all.recall).toBeGreaterThanOrEqual(RECALL_FLOOR)
  })

  it('classifies a comment in well under a millisecond', () => {
    expect(evaluation.microsPerComment.median).toBeLessThan(1000)
  })
})

describe('classifyComment', () => {
  it('never throws on odd text', () => {
    for (const text of [
      '',
      '   ',
      '🙏🙏🙏',
      'אני רוצה למות',
      'a'.repeat(100_000),
      '\u0000\uffff',
    ]) {
      expect(() => classifyComment(text)).not.toThrow()
    }
  })

  it('reads several categories in one comment', () => {
    expect(classifyComment('Please pray for me, I want to end my life. Call 07911 123456')).toEqual(
      ['prayer', 'crisis', 'contact'],
    )
  })
})
