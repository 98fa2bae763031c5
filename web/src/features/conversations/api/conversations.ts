import { useInfiniteQuery } from '@tanstack/react-query'
import type { TConversationPage } from '@common/schemas/conversation'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export type ConversationState = 'all' | 'open' | 'responded' | 'hidden'

export function useConversations(
  routeId: string,
  filters: { state: ConversationState; search?: string },
) {
  return useInfiniteQuery({
    queryKey: queryKeys.conversations.list(routeId, filters),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '20' })
      if (filters.state !== 'all') query.set('state', filters.state)
      if (filters.search) query.set('search', filters.search)
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TConversationPage>(
        `/api/organizations/${encodeURIComponent(routeId)}/conversations?${query}`,
      )
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}
