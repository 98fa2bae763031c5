import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TOrganization } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const organizationQueryOptions = (routeId: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.one(routeId),
    queryFn: () => api.get<TOrganization>(`/api/organizations/${encodeURIComponent(routeId)}`),
  })

export function useOrganization(routeId: string | undefined) {
  return useQuery({ ...organizationQueryOptions(routeId ?? ''), enabled: Boolean(routeId) })
}
