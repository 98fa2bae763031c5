import { describe, expect, it } from 'vitest'
import {
  fillReplyVariables,
  findPlaceholders,
  missingVariableMessage,
  type ReplyVariableValues,
} from './reply-variables'

const grace: ReplyVariableValues = {
  church: {
    name: 'Grace Chapel',
    website: 'gracechapel.org',
    phone: '',
    address: '1 Hope Street',
    contact: 'Pastor Ann',
    serviceTimes: 'Sundays 10:00 and 18:00',
  },
  commenter: { username: 'maria.s' },
}

describe('fillReplyVariables', () => {
  it('fills every known variable from the church and the commenter', () => {
    const filled = fillReplyVariables(
      'Hi {commenter.username}! {church.name} meets {church.service_times} at {church.address}. ' +
        'Ask for {church.contact} or see {church.website}.',
      grace,
    )
    expect(filled).toEqual({
      text:
        'Hi @maria.s! Grace Chapel meets Sundays 10:00 and 18:00 at 1 Hope Street. ' +
        'Ask for Pastor Ann or see gracechapel.org.',
      missing: [],
      unknown: [],
    })
  })

  it('leaves a variable without a value in the text and reports it once', () => {
    const filled = fillReplyVariables('Call {church.phone} or { church.phone } today', grace)
    expect(filled.text).toBe('Call {church.phone} or {church.phone} today')
    expect(filled.missing).toEqual(['church.phone'])
  })

  it('fills a repeated variable everywhere', () => {
    expect(fillReplyVariables('{church.name}, {church.name}!', grace).text).toBe(
      'Grace Chapel, Grace Chapel!',
    )
  })

  it('treats a value of only spaces as missing', () => {
    const blankContact = { ...grace, church: { ...grace.church, contact: '   ' } }
    expect(fillReplyVariables('Ask {church.contact}', blankContact).missing).toEqual([
      'church.contact',
    ])
  })

  it('leaves unknown variables flagged and ordinary braces alone', () => {
    const filled = fillReplyVariables('Mail {church.email} {smile} {Church.Name}', grace)
    expect(filled.text).toBe('Mail {church.email} {smile} Grace Chapel')
    expect(filled.unknown).toEqual(['{church.email}'])
    expect(filled.missing).toEqual([])
  })
})

describe('findPlaceholders', () => {
  it('finds what is left to fill, each once, and nothing in plain text', () => {
    expect(findPlaceholders('Call {church.phone}, {church.phone}, {commenter.name}')).toEqual([
      '{church.phone}',
      '{commenter.name}',
    ])
    expect(findPlaceholders('See you {soon} :)')).toEqual([])
  })

  it('says what to do about a missing value', () => {
    expect(missingVariableMessage('{church.phone}', 'Grace Chapel')).toBe(
      '{church.phone} has no value for Grace Chapel: fill it in or edit it out',
    )
  })
})

describe('a mention written before the commenter variable', () => {
  it('keeps one @ ("Hi @{commenter.username}!" is "Hi @sunday.question!")', () => {
    const values = {
      church: { name: '', website: '', phone: '', address: '', contact: '', serviceTimes: '' },
      commenter: { username: 'sunday.question' },
    }
    expect(fillReplyVariables('Hi @{commenter.username}!', values).text).toBe(
      'Hi @sunday.question!',
    )
    expect(fillReplyVariables('Hi {commenter.username}!', values).text).toBe('Hi @sunday.question!')
  })
})
