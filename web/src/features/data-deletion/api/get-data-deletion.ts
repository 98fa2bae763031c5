import type { TDataDeletionStatus } from '@common/schemas/data-deletion'
import { useFetched } from '@/hooks/use-fetched'
import { api } from '@/lib/api-client'

// A public page (Instagram links people to it): a plain request, no TanStack Query (decision 050).
export function useDataDeletionStatus(code: string | null) {
  return useFetched(
    code ?? '',
    () => api.get<TDataDeletionStatus>(`/api/data-deletion/${encodeURIComponent(code ?? '')}`),
    Boolean(code),
  )
}
