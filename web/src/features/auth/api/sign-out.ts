import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const signOutRequest = () => api.post('/api/auth/sign-out')

// Callbacks given here run even when the button that signed out has gone (a closed mobile menu),
// unlike callbacks passed to mutate().
export function useSignOut(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
