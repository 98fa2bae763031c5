import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TBusinessHours, TBusinessHoursUpdate } from '@common/schemas/business-hours'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const url = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}/business-hours`

export function useBusinessHours(routeId: string) {
  return useQuery({
    queryKey: queryKeys.businessHours(routeId),
    queryFn: () => api.get<TBusinessHours>(url(routeId)),
  })
}

export function useUpdateBusinessHours(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TBusinessHoursUpdate) => api.put<TBusinessHours>(url(routeId), update),
    onSuccess: (hours) => {
      queryClient.setQueryData(queryKeys.businessHours(routeId), hours)
      // The reports' share answered within the target changes with the hours.
      void queryClient.invalidateQueries({ queryKey: ['reports'] })
    },
  })
}
