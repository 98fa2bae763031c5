import { useQuery } from '@tanstack/react-query'
import type { TDataDeletionStatus } from '@common/schemas/data-deletion'
import { api } from '@/lib/api-client'

export function useDataDeletionStatus(code: string | null) {
  return useQuery({
    queryKey: ['data-deletion', code],
    queryFn: () =>
      api.get<TDataDeletionStatus>(`/api/data-deletion/${encodeURIComponent(code ?? '')}`),
    enabled: Boolean(code),
  })
}
