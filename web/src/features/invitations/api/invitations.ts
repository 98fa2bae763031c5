import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

// Resend and Revoke, for the team page and a church's Members card alike.
export function useInvitationAction(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; action: 'resend' | 'revoke' }) =>
      api.post(`/api/invitations/${encodeURIComponent(input.id)}/${input.action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  })
}
