import type { TResetTokenStatus } from '@common/schemas/account-settings'
import { useAction } from '@/hooks/use-action'
import { useFetched } from '@/hooks/use-fetched'
import { api } from '@/lib/api-client'

// The answer is the same whether or not the address has an account (better-auth's own rule).
export function useRequestPasswordReset() {
  return useAction((email: string) => api.post('/api/auth/request-password-reset', { email }))
}

// Whether the link someone followed can still be used: asked before they choose a password.
export function useResetTokenStatus(token: string) {
  return useFetched(
    token,
    () => api.post<TResetTokenStatus>('/api/password-reset/check', { token }),
    token.length > 0,
  )
}

export function useResetPassword() {
  return useAction((input: { token: string; newPassword: string }) =>
    api.post('/api/auth/reset-password', input),
  )
}
