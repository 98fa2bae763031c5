import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TNotifications } from '@common/schemas/notification'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The server answers with the new state, so the bell updates without another request.
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<TNotifications>('/api/notifications/read'),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.notifications(), state),
  })
}
