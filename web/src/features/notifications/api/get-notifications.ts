import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TNotifications } from '@common/schemas/notification'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// ['notifications']: made stale by every account and comment event (realtime-invalidation).

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: () => api.get<TNotifications>('/api/notifications'),
    // A token entering its last week is news no event announces; look again now and then.
    refetchInterval: 5 * 60_000,
  })

export function useNotifications() {
  return useQuery(notificationsQueryOptions())
}
