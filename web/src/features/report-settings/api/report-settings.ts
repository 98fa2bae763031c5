import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TReportSettings, TUpdateReportSettings } from '@common/schemas/report-settings'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useReportSettings() {
  return useQuery({
    queryKey: queryKeys.reportSettings(),
    queryFn: () => api.get<TReportSettings>('/api/settings/reports'),
  })
}

export function useUpdateReportSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TUpdateReportSettings) =>
      api.put<TReportSettings>('/api/settings/reports', update),
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.reportSettings(), settings)
      // Every report counts "within the target" with the new target from now on.
      await queryClient.invalidateQueries({ queryKey: queryKeys.allReports() })
    },
  })
}
