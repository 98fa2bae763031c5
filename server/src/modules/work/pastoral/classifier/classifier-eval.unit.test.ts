import { describe, expect, it } from 'vitest'
import { readHeldOut } from '../held-out/held-out'
import { classifyComment } from './classify'
import { evaluate, evaluateFlagCorpus } from './evaluate'
import { PASTORAL_LANGUAGES } from './languages'

// Floors on the held-out set (server/src/modules/work/pastoral/held-out), which the model is neither
// trained nor tuned on: a change that loses a person in crisis, or starts flagging "this sermon
// killed it", fails here. Set a little under what the classifier reaches (decision 066), so
// that one more miss in a hundred fails, not one wording.
const HELD_OUT_FLOORS = {
  crisis: { recall: 0.95, precision: 0.85 },
  prayer: { recall: 0.9, precision: 0.9 },
  grief: { recall: 0.8, precision: 0.8 },
} as const
const CRISIS_RECALL_PER_LANGUAGE = 0.9

describe('the pastoral classifier on the held-out set', () => {
  const evaluation = evaluate(readHeldOut())

  it.each(Object.entries(HELD_OUT_FLOORS))('keeps %s above its floors', (flag, floors) => {
    const all = evaluation.scores[flag as keyof typeof HELD_OUT_FLOORS].all!
    expect(all.recall).toBeGreaterThanOrEqual(floors.recall)
    expect(all.precision).toBeGreaterThanOrEqual(floors.precision)
  })

  it.each(PASTORAL_LANGUAGES)('finds at least 90%% of the comments in crisis in %s', (lang) => {
    expect(evaluation.scores.crisis[lang]!.recall).toBeGreaterThanOrEqual(
      CRISIS_RECALL_PER_LANGUAGE,
    )
  })

  it('classifies a comment in well under a millisecond', () => {
    expect(evaluation.microsPerComment.median).toBeLessThan(1000)
  })
})

describe('the pastoral classifier on the decision 042 corpus (not trained on)', () => {
  const evaluation = evaluateFlagCorpus()

  it('finds at least 95% of the comments in crisis', () => {
    expect(evaluation.scores.crisis.all!.recall).toBeGreaterThanOrEqual(0.95)
  })

  it('keeps contact data as exact as before', () => {
    expect(evaluation.scores.contact.all!.precision).toBe(1)
    expect(evaluation.scores.contact.all!.recall).toBe(1)
  })
})

describe('classifyComment', () => {
  // Written as a newcomer to Flock wrote them, none of them in the corpora.
  it.each([
    'I have the pills ready, goodbye everyone',
    "I don't want to be here anymore. Nobody would even notice if I was gone.",
    "I'm going to end it tonight",
    "I can't keep living like this, I just want it all to stop",
    "Tonight I'm going to kill myself",
    "what's the point anymore, I'm just a burden to everyone",
    "I've been hurting myself again",
    'I wrote my goodbye letter',
    'I want to die',
    "Please don't tell anyone but I'm thinking about suicide",
    "I'm so tired, I just want to sleep forever and never wake up",
  ])('flags "%s" as crisis', (text) => {
    expect(classifyComment(text)).toContain('crisis')
  })

  it.each([
    'That cheesecake is to die for',
    'This sermon killed it',
    "I'm dead 😂",
    'Dying to see you Sunday!',
    'The worship team is killing it',
    'killing it as always 🔥',
    'Pastor killed it, I was dying to hear this one',
    // A visitor's first question once raised a crisis alert ("park" is in a crisis line).
    'Where do I park for the Christmas concert?',
    'where do I park? first time visiting',
  ])('flags nothing in "%s"', (text) => {
    expect(classifyComment(text)).toEqual([])
  })

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

  it('gives the same flags on every run: the model is trained deterministically', async () => {
    const { trainPastoralModels } = await import('./train')
    const [a, b] = [trainPastoralModels(), trainPastoralModels()]
    const features = ['w want', 'w die', '<die>', 'b want to']
    expect(a.crisis.probability(features)).toBe(b.crisis.probability(features))
    // Training twice takes a second or two; more on a busy machine.
  }, 60_000)
})
