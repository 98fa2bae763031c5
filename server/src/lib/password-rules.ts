import { isCommonPassword } from '@common/common-passwords'
import { PASSWORD_MESSAGES, ZNewPassword } from '@common/password-policy'
import { AppError } from './app-error'

// Why a new password is refused, in words for the person choosing it, or null when it is fine.
// One function for every place a password is set: registration, /create-admin and its CLI,
// ADMIN_PASSWORD, and better-auth's change-password.
export function passwordProblem(password: unknown): string | null {
  const parsed = ZNewPassword.safeParse(password)
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PASSWORD_MESSAGES.required
  if (isCommonPassword(parsed.data)) return PASSWORD_MESSAGES.common
  return null
}

export function assertAcceptablePassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password)
  if (problem) throw new AppError('VALIDATION_FAILED', `${field}: ${problem}`)
}
