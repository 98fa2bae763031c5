import { useMutation, useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import type { TResetTokenStatus } from '@common/schemas/account-settings'
import { api } from '@/lib/api-client'

// The answer is the same whether or not the address has an account (better-auth's own rule).
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/request-password-reset', { email }),
  })
}

// Whether the link someone followed can still be used: asked before they choose a password.
export function useResetTokenStatus(token: string) {
  return useQuery({
    queryKey: queryKeys.passwordReset(token),
    queryFn: () => api.post<TResetTokenStatus>('/api/password-reset/check', { token }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api.post('/api/auth/reset-password', input),
  })
}
