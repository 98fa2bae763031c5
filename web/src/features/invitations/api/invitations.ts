import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TInvitationPreview } from '@common/schemas/team'
import { api } from '@/lib/api-client'

// What the link offers, or (an ApiError with code INVITATION_INVALID) why it no longer works.
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.post<TInvitationPreview>('/api/invitations/preview', { token }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  })
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { token: string; name: string; password: string }) =>
      api.post<{ kind: 'team' | 'church' }>('/api/invitations/accept', input),
    // The invitee is signed in now: everything cached was read as someone signed out.
    onSuccess: () => queryClient.resetQueries(),
  })
}

// Resend and Revoke, for the team page and a church's Members card alike.
export function useInvitationAction(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; action: 'resend' | 'revoke' }) =>
      api.post(`/api/invitations/${encodeURIComponent(input.id)}/${input.action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  })
}
