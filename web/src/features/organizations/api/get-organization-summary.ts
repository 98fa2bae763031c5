import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TOrganizationTotals } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const organizationSummaryQueryOptions = (routeId: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.summary(routeId),
    queryFn: () =>
      api.get<TOrganizationTotals>(`/api/organizations/${encodeURIComponent(routeId)}/summary`),
  })

export function useOrganizationSummary(routeId: string) {
  return useQuery(organizationSummaryQueryOptions(routeId))
}
