import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TInvitationPreview } from '@common/schemas/team'
import { queryKeys } from '@/lib/query-keys'
import { api } from '@/lib/api-client'

// What the link offers, or (an ApiError with code INVITATION_INVALID) why it no longer works.
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => api.post<TInvitationPreview>('/api/invitations/preview', { token }),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  })
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    // The invitee is signed in once it answers: everything cached was read as someone signed
    // out, and the guards of the next screen need to know who they are before it opens. The
    // link's own preview stays as it was (asked again, it would say the link is used).
    mutationFn: async (input: { token: string; name: string; password: string }) => {
      const accepted = await api.post<{ kind: 'team' | 'church' }>('/api/invitations/accept', input)
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'invitation' && query.queryKey[0] !== 'me',
      })
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() })
      return accepted
    },
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
