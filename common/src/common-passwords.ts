import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_LENGTH } from './password-policy'

// The most common passwords from leaked lists (about 49,000), as maintained by zxcvbn-ts; only
// those long enough to pass the length rule need checking.
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_LENGTH.min)
    .map((password) => password.toLowerCase()),
)

// Case and surrounding spaces do not make a common password uncommon.
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}
