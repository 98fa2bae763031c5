import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TOrganization, TOrganizationDetailsInput } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useCreateOrganization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (details: TOrganizationDetailsInput) =>
      api.post<TOrganization>('/api/organizations', details),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() }),
      ]),
  })
}
