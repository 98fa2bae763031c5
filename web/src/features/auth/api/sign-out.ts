import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const signOutRequest = () => api.post('/api/auth/sign-out')

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutRequest,
    onSuccess: () => {
      // Nothing of the previous user may linger in the cache for the next one.
      queryClient.clear()
      queryClient.setQueryData(['me'], null)
    },
  })
}
