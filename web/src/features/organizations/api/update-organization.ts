import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TOrganization, TOrganizationUpdateInput } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useUpdateOrganization(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (details: TOrganizationUpdateInput) =>
      api.put<TOrganization>(`/api/organizations/${encodeURIComponent(routeId)}`, details),
    onSuccess: (organization) => {
      queryClient.setQueryData(queryKeys.organizations.one(routeId), organization)
      // The name shows in the header and the portal title, which come from /api/me, and on the
      // admin lists of organizations and accounts.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.lists() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.options() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() })
    },
  })
}
