import { useMutation } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import { refreshMe, whileSessionIsReplaced } from '@/lib/me'

// better-auth answers a wrong password with "Invalid password"; say which password.
const wrongPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'INVALID_PASSWORD'
    ? new ApiError(error.status, error.code, 'That password is not right.')
    : error

async function withPassword<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    throw wrongPassword(error)
  }
}

export interface TwoFactorSetup {
  totpURI: string
  backupCodes: string[]
}

// Step one: a new secret and recovery codes, not yet in force.
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      withPassword(() => api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password })),
  })
}

// Step two: a code from the app proves it holds the secret; only then is it on.
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => {
      try {
        await whileSessionIsReplaced(
          api.post('/api/auth/two-factor/verify-totp', { code: code.replace(/\s/g, '') }),
        )
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_CODE') {
          throw new ApiError(
            error.status,
            error.code,
            'That code is not right. Check the time on your phone and try the newest code.',
          )
        }
        throw error
      }
    },
    onSuccess: () => refreshMe(),
  })
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      withPassword(() =>
        api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
          password,
        }),
      ),
  })
}

export function useTurnOffTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      withPassword(() =>
        whileSessionIsReplaced(api.post('/api/auth/two-factor/disable', { password })),
      ),
    onSuccess: () => refreshMe(),
  })
}

// The base32 secret of the otpauth:// link, in groups of four to type into an app.
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

export function downloadRecoveryCodes(codes: string[]) {
  const text = [
    'Flock recovery codes',
    'Each code signs you in once, in place of the authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'flock-recovery-codes.txt'
  link.click()
  URL.revokeObjectURL(url)
}
