import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { TInboxCounts, TInboxPage } from '@common/schemas/comment'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface InboxFilters {
  status: 'all' | 'pending' | 'responded'
  accountId?: string
  search?: string
  flag?: TPastoralFlag
}

const params = (filters: Partial<InboxFilters>) => {
  const query = new URLSearchParams()
  if (filters.status && filters.status !== 'all') query.set('status', filters.status)
  if (filters.accountId) query.set('accountId', filters.accountId)
  if (filters.search) query.set('search', filters.search)
  if (filters.flag) query.set('flag', filters.flag)
  return query
}

export const commentsQueryOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments.list(filters),
    queryFn: ({ pageParam }) => {
      const query = params(filters)
      query.set('limit', '20')
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TInboxPage>(`/api/comments?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export function useComments(filters: InboxFilters) {
  return useInfiniteQuery(commentsQueryOptions(filters))
}

export const commentCountsQueryOptions = (filters: Omit<InboxFilters, 'status'>) =>
  queryOptions({
    queryKey: queryKeys.comments.counts(filters),
    queryFn: () => api.get<TInboxCounts>(`/api/comments/counts?${params(filters)}`),
  })

export function useCommentCounts(filters: Omit<InboxFilters, 'status'>) {
  return useQuery(commentCountsQueryOptions(filters))
}
