import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TOrganization } from '@common/schemas/organization'
import { api } from '@/lib/api-client'

export const organizationQueryKey = (routeId: string) => ['organizations', routeId] as const

export const organizationQueryOptions = (routeId: string) =>
  queryOptions({
    queryKey: organizationQueryKey(routeId),
    queryFn: () => api.get<TOrganization>(`/api/organizations/${encodeURIComponent(routeId)}`),
  })

export function useOrganization(routeId: string | undefined) {
  return useQuery({ ...organizationQueryOptions(routeId ?? ''), enabled: Boolean(routeId) })
}
