import { useAction } from '@/hooks/use-action'
import { api } from '@/lib/api-client'

export const signOutRequest = () => api.post('/api/auth/sign-out')

// Callbacks given here run even when the button that signed out has gone (a closed mobile menu),
// unlike callbacks passed to mutate(). No TanStack Query: the phone menu of a public page
// offers this too (decision 050).
export function useSignOut(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useAction((_: void) => signOutRequest(), options)
}
