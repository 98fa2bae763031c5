import { describe, expect, it } from 'vitest'
import { ZRuleConditions, type TRuleConditionsInput } from '@common/schemas/rules'
import { CommentReading, compileConditions, globMatches, isOnlyEmoji } from './rule-matcher'

const matches = (conditions: TRuleConditionsInput, text: string, username = 'a.follower') =>
  compileConditions(ZRuleConditions.parse(conditions))(
    new CommentReading({ text, username, flags: [] }),
  )

describe('rule conditions', () => {
  it('matches words and phrases whole, folding case and accents', () => {
    const rule = { words: ['bitcoin', 'seguidores grátis', 'Kryptowährung'] }
    expect(matches(rule, 'Invest in BITCOIN today')).toBe(true)
    expect(matches(rule, 'Invest in bítcóin today')).toBe(true)
    expect(matches(rule, 'Ganhe SEGUIDORES GRATIS agora')).toBe(true)
    expect(matches(rule, 'kryptowahrung!!')).toBe(true)
    // Word boundaries: a word inside another is not the word.
    expect(matches(rule, 'bitcoins and bitcoiners')).toBe(false)
    expect(matches(rule, 'seguidores, muy grátis')).toBe(false)
    // Mathematical bold letters fold to plain ones, as spammers write them.
    expect(matches(rule, 'Buy 𝐛𝐢𝐭𝐜𝐨𝐢𝐧 now')).toBe(true)
  })

  it('combines conditions with AND', () => {
    const rule = { words: ['bio'], hasLink: true }
    expect(matches(rule, 'check my bio')).toBe(false)
    expect(matches(rule, 'check my bio bit.ly/xyz')).toBe(true)
    expect(matches(rule, 'visit https://spam.example')).toBe(false)
  })

  it('finds links, e-mails and phone numbers with the classifier’s readers', () => {
    expect(matches({ hasLink: true }, 'go to www.cheap-followers.com')).toBe(true)
    expect(matches({ hasLink: true }, 'John 3:16. Amen.')).toBe(false)
    expect(matches({ hasContact: true }, 'write to me at joe@example.com')).toBe(true)
    expect(matches({ hasContact: true }, 'call +44 20 7946 0000')).toBe(true)
    expect(matches({ hasContact: true }, 'Psalm 23:1-6 on 24.12.2025')).toBe(false)
  })

  it('knows a comment of only emoji', () => {
    expect(isOnlyEmoji('🙏🙏 ❤️')).toBe(true)
    expect(isOnlyEmoji('👍🏽👨‍👩‍👧 🇧🇷')).toBe(true)
    expect(isOnlyEmoji('amen 🙏')).toBe(false)
    expect(isOnlyEmoji('123')).toBe(false)
    expect(isOnlyEmoji('   ')).toBe(false)
  })

  it('matches usernames by glob or by a part, never by a regular expression', () => {
    expect(globMatches('crypto_*', 'crypto_king')).toBe(true)
    expect(globMatches('*_bot?', 'promo_bot7')).toBe(true)
    expect(globMatches('crypto_*', 'the_crypto_king')).toBe(false)
    expect(globMatches('a.b', 'axb')).toBe(false)
    expect(
      matches({ username: { match: 'contains', pattern: 'Followers' } }, 'x', 'get_followers4u'),
    ).toBe(true)
    expect(
      matches({ username: { match: 'glob', pattern: '(a+)+$' } }, 'x', 'aaaaaaaaaaaaaaaaaaaaaaaa!'),
    ).toBe(false)
  })

  it('never throws and stays fast on hostile text', () => {
    const rules = [
      { words: ['bitcoin', 'free followers'] },
      { hasLink: true },
      { hasContact: true },
      { onlyEmoji: true },
      { username: { match: 'glob' as const, pattern: '*a*a*a*a*a*a*a*b' } },
      { words: ['amen'], hasLink: true, hasContact: true },
    ]
    const hostile = [
      '',
      '\u0000\u0001\u0002',
      '🙏'.repeat(5_000),
      'مرحبا بكم في الكنيسة bitcoin שלום',
      '\u202e\u202dnioctib\u202c',
      'a'.repeat(10_000),
      'x.'.repeat(5_000),
      '1'.repeat(10_000),
      '@'.repeat(10_000),
      '\ud800\udfff\ud83d',
      'Z̸̡̛͖̗̪͇͓͙̟̣̟̱̈́͐̋̋a̷͔̤͍͊̈́l̶̢̛̖̺̇g̸̥̈o̷͎̓ bitcoin',
      'http://'.repeat(2_000),
    ]
    const started = performance.now()
    for (const text of hostile)
      for (const rule of rules) expect(() => matches(rule, text, 'a'.repeat(300))).not.toThrow()
    expect(matches({ words: ['bitcoin'] }, hostile[3]!)).toBe(true)
    expect(matches({ words: ['bitcoin'] }, hostile[10]!)).toBe(true)
    // A generous bound: what matters is that no text makes the matcher run away.
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('rules that would match everything', () => {
  const refusal = (conditions: unknown) => {
    const result = ZRuleConditions.safeParse(conditions)
    return result.success ? null : result.error.issues.map((i) => i.message).join('; ')
  }

  it('refuses no condition, an empty word list, and words or patterns without a letter', () => {
    expect(refusal({})).toMatch(/at least one condition/)
    expect(refusal({ words: [] })).toMatch(/word list is empty/)
    for (const word of ['', '   ', '*', '.*', '!!!', '🙏'])
      expect(refusal({ words: [word] })).toMatch(/no letter or digit/)
    for (const pattern of ['*', '.*', '?*', ' '])
      expect(refusal({ username: { match: 'glob', pattern } })).toMatch(/letter or digit/)
    expect(refusal({ words: ['spam'] })).toBeNull()
  })
})
