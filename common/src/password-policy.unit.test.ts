import { describe, expect, it } from 'vitest'
import { PASSWORD_LENGTH, PASSWORD_MESSAGES, ZNewPassword } from './password-policy'

const refusal = (input: unknown) => {
  const result = ZNewPassword.safeParse(input)
  return result.success ? null : result.error.issues.map((issue) => issue.message)
}

describe('ZNewPassword', () => {
  it('accepts a password of a few words, and exactly the minimum and maximum lengths', () => {
    expect(refusal('correct horse battery')).toBeNull()
    expect(refusal('x'.repeat(PASSWORD_LENGTH.min))).toBeNull()
    expect(refusal('x'.repeat(PASSWORD_LENGTH.max))).toBeNull()
  })

  it('refuses too short and too long passwords with the messages people read', () => {
    expect(refusal('x'.repeat(PASSWORD_LENGTH.min - 1))).toEqual([PASSWORD_MESSAGES.tooShort])
    expect(refusal('x'.repeat(PASSWORD_LENGTH.max + 1))).toEqual([PASSWORD_MESSAGES.tooLong])
    expect(PASSWORD_MESSAGES.tooShort).toContain('at least 8 characters')
  })

  it('refuses a password of only spaces, however long', () => {
    expect(refusal(' '.repeat(12))).toEqual([PASSWORD_MESSAGES.blank])
  })

  it('says a password is required when none is given', () => {
    expect(refusal(undefined)).toEqual([PASSWORD_MESSAGES.required])
  })
})
