import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TOrganization, TOrganizationDetailsInput } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { organizationQueryKey } from './get-organization'

export function useUpdateOrganization(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (details: TOrganizationDetailsInput) =>
      api.put<TOrganization>(`/api/organizations/${encodeURIComponent(routeId)}`, details),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueryKey(routeId), organization)
      // The name shows in the header and the portal title, which come from /api/me.
      void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
