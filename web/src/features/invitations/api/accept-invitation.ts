import type { TInvitationPreview } from '@common/schemas/team'
import { useAction } from '@/hooks/use-action'
import { useFetched } from '@/hooks/use-fetched'
import { api } from '@/lib/api-client'
import { refreshMe } from '@/lib/me'

// What the link offers, or (an ApiError with code INVITATION_INVALID) why it no longer works.
// Plain requests, not TanStack Query: the invitee is signed out when the page opens (decision 050).
export function useInvitationPreview(token: string) {
  return useFetched(
    token,
    () => api.post<TInvitationPreview>('/api/invitations/preview', { token }),
    token.length > 0,
  )
}

export function useAcceptInvitation() {
  // The invitee is signed in once it answers: the guards of the next screen need to know who
  // they are before it opens. Anything cached for someone else is dropped when the answer names
  // another person (lib/me.ts). The link's preview stays as it was (asked again, it would say
  // the link is used).
  return useAction(async (input: { token: string; name: string; password: string }) => {
    const accepted = await api.post<{ kind: 'team' | 'church' }>('/api/invitations/accept', input)
    await refreshMe()
    return accepted
  })
}
