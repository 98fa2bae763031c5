import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TOrganizationTotals } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { organizationQueryKey } from './get-organization'

export const organizationSummaryQueryOptions = (routeId: string) =>
  queryOptions({
    queryKey: [...organizationQueryKey(routeId), 'summary'],
    queryFn: () =>
      api.get<TOrganizationTotals>(`/api/organizations/${encodeURIComponent(routeId)}/summary`),
  })

export function useOrganizationSummary(routeId: string) {
  return useQuery(organizationSummaryQueryOptions(routeId))
}
