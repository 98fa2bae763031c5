import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { TReport } from '@common/schemas/reports'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface ReportFilter {
  from: string
  to: string
  organizationId?: string
  accountId?: string
}

export const reportSearch = (filter: ReportFilter, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, ...extra })
  if (filter.organizationId) params.set('organizationId', filter.organizationId)
  if (filter.accountId) params.set('accountId', filter.accountId)
  return params.toString()
}

export const reportQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: queryKeys.reports(filter),
    queryFn: () => api.get<TReport>(`/api/reports?${reportSearch(filter)}`),
    // A new period keeps the old numbers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export function useReport(filter: ReportFilter) {
  return useQuery(reportQueryOptions(filter))
}
