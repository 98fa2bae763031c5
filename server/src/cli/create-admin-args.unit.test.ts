import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES } from '@common/password-policy'
import { parseCreateAdminArgs } from './create-admin-args'

describe('npm run create-admin arguments', () => {
  it('refuses a weak password with the same words as the web forms', () => {
    const args = (password: string) => ['--email', 'admin@example.org', '--password', password]
    expect(() => parseCreateAdminArgs(args('        '))).toThrow(
      `--password: ${PASSWORD_MESSAGES.blank}`,
    )
    expect(() => parseCreateAdminArgs(args('Password123'))).toThrow(
      `--password: ${PASSWORD_MESSAGES.common}`,
    )
    expect(parseCreateAdminArgs(args('stained glass on a tuesday'))).toEqual({
      email: 'admin@example.org',
      password: 'stained glass on a tuesday',
    })
  })
})
