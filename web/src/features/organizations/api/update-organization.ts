import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TOrganization, TOrganizationUpdateInput } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { organizationQueryKey } from './get-organization'

export function useUpdateOrganization(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (details: TOrganizationUpdateInput) =>
      api.put<TOrganization>(`/api/organizations/${encodeURIComponent(routeId)}`, details),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueryKey(routeId), organization)
      // The name shows in the header and the portal title, which come from /api/me, and on the
      // admin lists of organizations and accounts.
      void queryClient.invalidateQueries({ queryKey: ['me'] })
      void queryClient.invalidateQueries({ queryKey: ['organizations', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['organizations', 'options'] })
      void queryClient.invalidateQueries({ queryKey: ['accounts'] })
    },
  })
}
