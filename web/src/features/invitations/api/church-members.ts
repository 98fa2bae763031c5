import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import type { TChurchMembers, TSentInvitation } from '@common/schemas/team'
import { api } from '@/lib/api-client'

const base = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`

export function useChurchMembers(routeId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.members(routeId),
    queryFn: () => api.get<TChurchMembers>(`${base(routeId)}/members`),
  })
}

export function useInviteChurchMember(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) =>
      api.post<TSentInvitation>(`${base(routeId)}/invitations`, { email }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.organizations.members(routeId) }),
  })
}

export function useRemoveChurchMember(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete(`${base(routeId)}/members/${encodeURIComponent(userId)}`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.organizations.members(routeId) }),
  })
}

// The church's Owner lets a Member connect and revoke its Instagram accounts, or stops them.
export function useAccountsPermission(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { userId: string; allowed: boolean }) =>
      api.put<{ allowed: boolean }>(
        `${base(routeId)}/members/${encodeURIComponent(input.userId)}/accounts-permission`,
        { allowed: input.allowed },
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.organizations.members(routeId) }),
  })
}
