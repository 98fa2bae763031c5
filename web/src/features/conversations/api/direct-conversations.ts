import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { TDirectConversationPage, TDirectThread } from '@common/schemas/direct-messages'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The church's direct-message conversations, for the people its privacy setting lets read them.
export function useChurchDirectConversations(routeId: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.conversations.all(routeId), 'direct'],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '20' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TDirectConversationPage>(
        `/api/organizations/${encodeURIComponent(routeId)}/direct-conversations?${query}`,
      )
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Refused (the Owner keeps them to fewer people) is an answer, not a failure to retry.
    retry: false,
  })
}

// One conversation's newest messages, read on the portal when opened.
export function useChurchDirectThread(routeId: string, conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.conversations.all(routeId), 'direct', conversationId],
    queryFn: () =>
      api.get<TDirectThread>(`/api/direct-conversations/${encodeURIComponent(conversationId)}`),
    enabled,
  })
}
