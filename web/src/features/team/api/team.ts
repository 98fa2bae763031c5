import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import type { TTeamRole } from '@common/schemas/roles'
import type { TSentInvitation, TTeam, TTeammate } from '@common/schemas/team'
import { api } from '@/lib/api-client'

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team(), queryFn: () => api.get<TTeam>('/api/team') })
}

// Every change to the team answers with fresh data; the list is read again after each.
function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team() }),
  })
}

export const useInviteTeammate = () =>
  useTeamMutation((input: { email: string; teamRole: TTeamRole }) =>
    api.post<TSentInvitation>('/api/team/invitations', input),
  )

const member = (userId: string) => `/api/team/members/${encodeURIComponent(userId)}`

export const useChangeTeamRole = () =>
  useTeamMutation((input: { userId: string; teamRole: TTeamRole }) =>
    api.patch<TTeammate>(member(input.userId), { teamRole: input.teamRole }),
  )

export const useSetTeammateActive = () =>
  useTeamMutation((input: { userId: string; active: boolean }) =>
    api.post<TTeammate>(`${member(input.userId)}/${input.active ? 'reactivate' : 'deactivate'}`),
  )

// A locked-out teammate's second factor taken away; they are told by e-mail (decision 073).
export const useResetTwoFactor = () =>
  useTeamMutation((userId: string) => api.post<TTeammate>(`${member(userId)}/reset-two-factor`))

export const useRequireTwoFactor = () =>
  useTeamMutation((required: boolean) =>
    api.put<{ required: boolean }>('/api/team/two-factor-requirement', { required }),
  )
