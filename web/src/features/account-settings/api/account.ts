import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TMe } from '@common/schemas/auth'
import { api } from '@/lib/api-client'
import { setMe } from '@/lib/me'
import { queryKeys } from '@/lib/query-keys'

// The name shows wherever teammates are listed, so those lists are asked again.
export function useChangeName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => api.put<TMe>('/api/me/name', { name }),
    onSuccess: (me) => {
      setMe(me)
      void queryClient.invalidateQueries({ queryKey: queryKeys.team() })
    },
  })
}

// Changing the password signs every other session out (the server insists, decision 021).
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post('/api/auth/change-password', input),
  })
}

// The address changes only when the link mailed to the new address is followed.
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => api.post('/api/auth/change-email', { newEmail }),
  })
}

// Ends every session of this person, this one included.
export function useSignOutEverywhere() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/auth/revoke-sessions'),
    onSuccess: () => {
      queryClient.clear()
      setMe(null)
    },
  })
}
