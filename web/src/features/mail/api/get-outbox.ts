import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import type { TOutbox } from '@common/schemas/mail'
import { api } from '@/lib/api-client'

export function useOutbox() {
  return useQuery({
    queryKey: queryKeys.outbox(),
    queryFn: () => api.get<TOutbox>('/api/outbox'),
    // A message queued a moment ago is usually sent within seconds.
    refetchInterval: 15_000,
  })
}
