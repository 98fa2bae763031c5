import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TDashboard } from '@common/schemas/dashboard'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// ['dashboard']: refreshed by every organization, account and comment event.
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard(),
    queryFn: () => api.get<TDashboard>('/api/dashboard'),
  })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
