import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { meQueryKey } from './get-me'

export const signOutRequest = () => api.post('/api/auth/sign-out')

// Callbacks given here run even when the button that signed out has gone (a closed mobile menu),
// unlike callbacks passed to mutate().
export function useSignOut(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: () => {
      // Leave the page first: a guarded page that saw "signed out" before the navigation would
      // send the person to its own sign-in page instead.
      options.onSuccess?.()
      // Nothing of the previous user may linger for the next one. "me" is set rather than
      // removed, so the header, which stays mounted, sees the change at once.
      queryClient.setQueryData(meQueryKey, null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
    },
    onError: options.onError,
  })
}
