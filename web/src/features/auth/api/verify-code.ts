import type { TMe, TRole } from '@common/schemas/auth'
import { api, ApiError } from '@/lib/api-client'
import { setMe } from '@/lib/me'
import { useAction } from '@/hooks/use-action'
import { signedInAs } from './sign-in'

// Apart from sign-in.ts: only the code step (loaded when asked for) needs it.
export interface CodeInput {
  code: string
  // A recovery code instead of the authenticator's.
  recovery: boolean
}

const CODE_MESSAGES: Record<string, string> = {
  INVALID_CODE: 'That code is not right. Check the time on your phone and try the newest code.',
  INVALID_BACKUP_CODE: 'That recovery code is not right, or it was used already.',
  INVALID_TWO_FACTOR_COOKIE: 'This sign-in took too long. Enter your email and password again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Enter your email and password again.',
}

// The second step: the code proves the person holds their authenticator (or a recovery code).
async function verifyCode(input: CodeInput, portal: TRole): Promise<TMe> {
  const url = input.recovery
    ? '/api/auth/two-factor/verify-backup-code'
    : '/api/auth/two-factor/verify-totp'
  try {
    await api.post(url, {
      code: input.recovery ? input.code.trim() : input.code.replace(/\s/g, ''),
    })
  } catch (error) {
    if (error instanceof ApiError && CODE_MESSAGES[error.code]) {
      throw new ApiError(error.status, error.code, CODE_MESSAGES[error.code]!)
    }
    throw error
  }
  return signedInAs(portal)
}

export function useVerifyCode(portal: TRole) {
  return useAction((input: CodeInput) => verifyCode(input, portal), { onSuccess: setMe })
}
