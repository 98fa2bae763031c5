import { describe, expect, it } from 'vitest'
import { distinctPersonLabels, nameFromEmail, PERSON_NAME_MAX, ZPersonName } from './person-name'

describe('a person name', () => {
  it('is trimmed, and may hold any script, apostrophes, hyphens and emoji', () => {
    for (const name of ['Ruth Mensah', "Seán O'Brien-Ní", 'José Ñúñez', '김민지', 'Ама 🙏'])
      expect(ZPersonName.parse(`  ${name} `)).toBe(name)
  })

  it('refuses nothing, too much, control characters and direction overrides', () => {
    for (const name of [
      '',
      '   ',
      'x'.repeat(PERSON_NAME_MAX + 1),
      'Ruth\u0000',
      'Ruth\tMensah',
      'Ruth\u007fMensah',
      '\u202eRuth',
      'Ruth\u2066Mensah',
    ])
      expect(ZPersonName.safeParse(name).success, JSON.stringify(name)).toBe(false)
    expect(ZPersonName.parse('x'.repeat(PERSON_NAME_MAX))).toHaveLength(PERSON_NAME_MAX)
  })

  it('falls back to the part of the e-mail before the @', () => {
    expect(nameFromEmail('pat.admin@grace.example')).toBe('pat.admin')
  })

  it('gets its e-mail beside it in a picker only when another person shares it', () => {
    const labels = distinctPersonLabels([
      { id: '1', name: 'Ruth Mensah', email: 'ruth@a.example' },
      { id: '2', name: 'ruth mensah', email: 'ruth@b.example' },
      { id: '3', name: 'Sam Rivers', email: 'sam@a.example' },
    ])
    expect([...labels.values()]).toEqual([
      'Ruth Mensah (ruth@a.example)',
      'ruth mensah (ruth@b.example)',
      'Sam Rivers',
    ])
  })
})
