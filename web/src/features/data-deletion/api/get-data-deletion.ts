import { useQuery } from '@tanstack/react-query'
import type { TDataDeletionStatus } from '@common/schemas/data-deletion'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useDataDeletionStatus(code: string | null) {
  return useQuery({
    queryKey: queryKeys.dataDeletion(code),
    queryFn: () =>
      api.get<TDataDeletionStatus>(`/api/data-deletion/${encodeURIComponent(code ?? '')}`),
    enabled: Boolean(code),
  })
}
