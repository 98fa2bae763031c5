import { z } from 'zod'

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const

// What a person reads when a new password is refused, in the web forms and from the API alike.
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_LENGTH.min} characters. A few words together make a strong one that is easy to remember.`,
  tooLong: `Password must be at most ${PASSWORD_LENGTH.max} characters`,
  blank: 'Password cannot be only spaces. Use letters, digits or a few words.',
  common:
    'This password is one of the most common ones and easy to guess. Please choose another, for example a few unrelated words.',
} as const

// The rules every new password meets. The check against the list of common passwords is
// separate (common-passwords.ts) because the list is large: the server always applies it,
// and the web forms load it only when someone types a password.
export const ZNewPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_LENGTH.min, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_LENGTH.max, PASSWORD_MESSAGES.tooLong)
  .refine((password) => password.trim().length > 0, PASSWORD_MESSAGES.blank)
