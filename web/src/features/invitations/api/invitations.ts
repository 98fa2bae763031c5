import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TSentInvitation } from '@common/schemas/team'
import { api } from '@/lib/api-client'

// Resend and Revoke, for the team page and a church's Members card alike.
export function useInvitationAction(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient()
  return useMutation({
    // Resend answers the link to pass on when no e-mail server is set up; Revoke answers nothing.
    mutationFn: (input: { id: string; action: 'resend' | 'revoke' }) =>
      api.post<Pick<TSentInvitation, 'linkToShare'> | null>(
        `/api/invitations/${encodeURIComponent(input.id)}/${input.action}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  })
}
